// The demo's comments (seed/comments.json): readers' comments and replies under some of the 临江日报 articles, the
// newsroom's official comment and replies, one topped and two excellent comments, praise counts, and one comment
// waiting for an editor. Its commenters are demo members of their own; "临江读者" is the demo member.
import { eq } from 'drizzle-orm';
import { COMMENT_STATUS } from '../../lib/contract/comments.js';
import type { Db } from '../core/database.js';
import type { SeedStep } from '../core/seeder.js';
import { DEMO_MEMBER } from '../members/seed.js';
import { findMemberByPhone, memberForPhone, updateMemberInfo } from '../members/memberRepo.js';
import { articles } from '../reading/schema.js';
import { type CommentRow, insertComment } from './commentRepo.js';
import { comments } from './schema.js';
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

export const commentSeed: SeedStep = {
  name: 'comments',
  onlyInto: { table: comments, lock: 4017005 },
  async seed(db, now) {
    const ids = await commenters(db);
    const write = async (
      fileId: number,
      entry: DemoComment,
      parent: CommentRow | null,
      top: CommentRow | null,
    ) => {
      const row = await insertComment(db, {
        targetId: fileId,
        source: 0,
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
    // Oldest first, so ids follow time as they do for real comments (a reply is always newer than its parent).
    const queue: { fileId: number; entry: DemoComment; parent?: DemoComment; top?: DemoComment }[] = [];
    for (const thread of demo.threads) {
      const [article] = await db.select().from(articles).where(eq(articles.title, thread.article));
      if (!article) continue;
      for (const top of thread.comments as (DemoComment & { replies?: DemoComment[] })[]) {
        queue.push({ fileId: article.fileId, entry: top });
        const replies = top.replies ?? [];
        for (const reply of replies) {
          const parent = reply.replyTo === undefined ? top : (replies[reply.replyTo] ?? top);
          queue.push({ fileId: article.fileId, entry: reply, parent, top });
        }
      }
    }
    const rows = new Map<DemoComment, CommentRow>();
    queue.sort((a, b) => b.entry.minutesAgo - a.entry.minutesAgo);
    for (const { fileId, entry, parent, top } of queue) {
      const row = await write(
        fileId,
        entry,
        (parent && rows.get(parent)) ?? null,
        (top && rows.get(top)) ?? null,
      );
      rows.set(entry, row);
    }
  },
};
