// The demo's comments (seed/comments.json): readers' comments and replies under some of the 临江日报 articles, the
// newsroom's official comment and replies, one topped and two excellent comments, praise counts, and one comment
// waiting for an editor; then (`targets`, a step of its own, seeded after the accounts and circles) comments on
// the first shown circle post, friends-circle post and dynamic. Its commenters are demo members of their own;
// "临江读者" is the demo member.
import { asc, eq } from 'drizzle-orm';
import { COMMENT_SOURCE, COMMENT_STATUS, type CommentSource } from '../../lib/contract/comments.js';
import { xyDynamics } from '../accounts/schema.js';
import { circlePosts, moments } from '../community/schema.js';
import type { Db } from '../core/database.js';
import type { SeedStep } from '../core/seeder.js';
import { DEMO_MEMBER } from '../members/seed.js';
import { findMemberByPhone, memberForPhone, updateMemberInfo } from '../members/memberRepo.js';
import { articles } from '../reading/schema.js';
import { type CommentRow, insertComment } from './commentRepo.js';
import { commentCounts, comments } from './schema.js';
import demo from './seed/comments.json' with { type: 'json' };

interface DemoComment {
  by: string;
  text: string;
  minutesAgo: number;
  praise?: number;
  topping?: boolean;
  excellent?: boolean;
  status?: string;
  /** A reply to an earlier reply of the thread (its index), rather than to the comment. */
  replyTo?: number;
}

async function commenters(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const demoMember = await findMemberByPhone(db, DEMO_MEMBER.phone);
  if (demoMember) ids.set(DEMO_MEMBER.nickname, demoMember.userId);
  for (const { phone, nickname } of demo.members) {
    const { member, created } = await memberForPhone(db, phone);
    if (created) await updateMemberInfo(db, member.userId, { nickname });
    ids.set(nickname, member.userId);
  }
  return ids;
}

function author(by: string, ids: Map<string, number>) {
  if (by === 'official') return { userId: null, official: true };
  const userId = ids.get(by);
  if (userId === undefined) throw new Error(`comment seed: no commenter ${by}`);
  return { userId, official: false };
}

type Thread = (DemoComment & { replies?: DemoComment[] })[];

/** Writes threads of comments on targets, oldest first, as real ones come (a reply is newer than its parent). */
async function writeThreads(
  db: Db,
  now: number,
  threads: { source: CommentSource; id: number; comments: Thread }[],
) {
  const ids = await commenters(db);
  const write = async (
    on: { source: CommentSource; id: number },
    entry: DemoComment,
    parent: CommentRow | null,
    top: CommentRow | null,
  ) => {
    const row = await insertComment(db, {
      targetId: on.id,
      source: on.source,
      parentId: parent?.id ?? null,
      topId: top?.id ?? null,
      ...author(entry.by, ids),
      content: entry.text,
      images: [],
      ip: '',
      device: '',
      idempotencyKey: null,
      flaggedWords: [],
      status: entry.status === 'pending' ? COMMENT_STATUS.pending : COMMENT_STATUS.approved,
    });
    await db
      .update(comments)
      .set({
        praiseCount: entry.praise ?? 0,
        topping: entry.topping ?? false,
        excellent: entry.excellent ?? false,
        createdAt: new Date(now - entry.minutesAgo * 60_000),
      })
      .where(eq(comments.id, row.id));
    return row;
  };
  const queue: {
    on: { source: CommentSource; id: number };
    entry: DemoComment;
    parent?: DemoComment;
    top?: DemoComment;
  }[] = [];
  for (const { source, id, comments: thread } of threads) {
    const on = { source, id };
    for (const top of thread) {
      queue.push({ on, entry: top });
      const replies = top.replies ?? [];
      for (const reply of replies) {
        const parent = reply.replyTo === undefined ? top : (replies[reply.replyTo] ?? top);
        queue.push({ on, entry: reply, parent, top });
      }
    }
  }
  const rows = new Map<DemoComment, CommentRow>();
  queue.sort((a, b) => b.entry.minutesAgo - a.entry.minutesAgo);
  for (const { on, entry, parent, top } of queue) {
    rows.set(
      entry,
      await write(on, entry, (parent && rows.get(parent)) ?? null, (top && rows.get(top)) ?? null),
    );
  }
}

export const commentSeed: SeedStep = {
  name: 'comments',
  onlyInto: { table: comments, lock: 4017005 },
  async seed(db, now) {
    const threads = [];
    for (const thread of demo.threads) {
      const [article] = await db.select().from(articles).where(eq(articles.title, thread.article));
      if (article)
        threads.push({ source: COMMENT_SOURCE.article, id: article.fileId, comments: thread.comments });
    }
    await writeThreads(db, now, threads);
  },
};

/** The first shown target of each kind the demo comments on (`targets` of seed/comments.json). */
const FIRST_SHOWN = {
  post: (db: Db) =>
    db
      .select({ id: circlePosts.id })
      .from(circlePosts)
      .where(eq(circlePosts.status, 1))
      .orderBy(asc(circlePosts.id))
      .limit(1),
  moment: (db: Db) =>
    db
      .select({ id: moments.id })
      .from(moments)
      .where(eq(moments.status, 1))
      .orderBy(asc(moments.id))
      .limit(1),
  dynamic: (db: Db) =>
    db
      .select({ id: xyDynamics.id })
      .from(xyDynamics)
      .where(eq(xyDynamics.status, 1))
      .orderBy(asc(xyDynamics.id))
      .limit(1),
};

/** Comments on a circle post, a friends-circle post and a dynamic: seeded after the accounts and circles. */
export const targetCommentSeed: SeedStep = {
  name: 'comments on posts and dynamics',
  onlyInto: { table: commentCounts, lock: 4017006 },
  async seed(db, now) {
    const threads = [];
    for (const target of demo.targets) {
      const kind = target.source as keyof typeof FIRST_SHOWN;
      const [first] = await FIRST_SHOWN[kind](db);
      if (first)
        threads.push({ source: COMMENT_SOURCE[kind], id: first.id, comments: target.comments as Thread });
    }
    await writeThreads(db, now, threads);
  },
};
