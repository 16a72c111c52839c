// What comments may be on (COMMENT_SOURCE of lib/contract/comments.ts): one entry per source, saying how to find a
// target readers may comment on and where its count of shown comments lives. A new kind of target is one entry
// here and one number in the contract; the operations, moderation, praise and lists take it from there.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { COMMENT_SOURCE, type CommentSource } from '../../lib/contract/comments.js';
import type { Db } from '../core/database.js';
import type { Tx } from '../core/rowWrites.js';
import { visibleXy } from '../accounts/accountRepo.js';
import { dynamicDetail } from '../accounts/xyPageRepo.js';
import { questions, xyAccounts } from '../accounts/schema.js';
import { findApprovedMoment } from '../community/momentRepo.js';
import { findApprovedPost } from '../community/postRepo.js';
import { PUBLISHED } from '../reading/articleListRepo.js';
import { findArticle } from '../reading/articleRepo.js';
import { articleCounts } from '../reading/schema.js';
import { commentCounts } from './schema.js';

/** A target readers may see and comment on: what the CMS queue calls it, and whether its comments are closed. */
export interface OpenTarget {
  title: string;
  closed: boolean;
}

/** Where a target's count of shown comments lives. */
interface Counter {
  move(tx: Db | Tx, id: number, delta: 1 | -1): Promise<void>;
  read(db: Db, id: number): Promise<number>;
}

export interface CommentTarget {
  /** The refusal for an id that is unknown, not (or no longer) shown, or hidden. */
  missing: string;
  /** The target when it is shown to readers; null otherwise (comments on it are refused, its lists unknown). */
  find(db: Db, id: number): Promise<OpenTarget | null>;
  counter: Counter;
}

/** The count of a target other than an article: a row of comment_counts, appearing with its first comment. */
const countedApart = (source: CommentSource): Counter => ({
  async move(tx, targetId, delta) {
    await tx
      .insert(commentCounts)
      .values({ source, targetId, count: Math.max(delta, 0) })
      .onConflictDoUpdate({
        target: [commentCounts.source, commentCounts.targetId],
        set: { count: sql`greatest(${commentCounts.count} + ${delta}, 0)`, updatedAt: new Date() },
      });
  },
  async read(db, targetId) {
    const [row] = await db
      .select({ count: commentCounts.count })
      .from(commentCounts)
      .where(and(eq(commentCounts.source, source), eq(commentCounts.targetId, targetId)));
    return row?.count ?? 0;
  },
});

/** An article's count is its discussCount, which getArticleCounts answers too. */
const articleCounter: Counter = {
  async move(tx, fileId, delta) {
    await tx
      .insert(articleCounts)
      .values({ fileId, discussCount: Math.max(delta, 0) })
      .onConflictDoUpdate({
        target: articleCounts.fileId,
        set: {
          discussCount: sql`greatest(${articleCounts.discussCount} + ${delta}, 0)`,
          updatedAt: new Date(),
        },
      });
  },
  async read(db, fileId) {
    const [row] = await db
      .select({ count: articleCounts.discussCount })
      .from(articleCounts)
      .where(eq(articleCounts.fileId, fileId));
    return row?.count ?? 0;
  },
};

/** What the CMS queue shows of a target without a title: the start of its text. */
const excerpt = (text: string) => ([...text].length > 30 ? `${[...text].slice(0, 30).join('')}…` : text);
const open = (text: string): OpenTarget => ({ title: excerpt(text), closed: false });

export const COMMENT_TARGETS: Record<CommentSource, CommentTarget> = {
  [COMMENT_SOURCE.article]: {
    missing: '稿件不存在',
    async find(db, id) {
      const article = await findArticle(db, id);
      if (article?.aStatus !== PUBLISHED) return null;
      return { title: article.title, closed: article.extra.discussClosed === 1 };
    },
    counter: articleCounter,
  },
  [COMMENT_SOURCE.dynamic]: {
    missing: '动态不存在',
    async find(db, id) {
      const dynamic = await dynamicDetail(db, id);
      return dynamic && open(dynamic.content || dynamic.xyName);
    },
    counter: countedApart(COMMENT_SOURCE.dynamic),
  },
  [COMMENT_SOURCE.post]: {
    missing: '帖子不存在',
    async find(db, id) {
      const post = await findApprovedPost(db, id);
      return post && open(post.content);
    },
    counter: countedApart(COMMENT_SOURCE.post),
  },
  [COMMENT_SOURCE.moment]: {
    missing: '动态不存在',
    async find(db, id) {
      const moment = await findApprovedMoment(db, id);
      return moment && open(moment.content);
    },
    counter: countedApart(COMMENT_SOURCE.moment),
  },
  [COMMENT_SOURCE.question]: {
    missing: '问题不存在',
    // A question shown on its own (问吧, no account) or under an account readers may see.
    async find(db, id) {
      const [question] = await db
        .select({ content: questions.content })
        .from(questions)
        .leftJoin(xyAccounts, eq(xyAccounts.xyId, questions.xyId))
        .where(and(eq(questions.id, id), eq(questions.status, 1), or(isNull(questions.xyId), visibleXy)));
      return question ? open(question.content) : null;
    },
    counter: countedApart(COMMENT_SOURCE.question),
  },
};

/** The entry of a source, or null for a number no entry has. */
export const commentTarget = (source: number): CommentTarget | null =>
  Object.hasOwn(COMMENT_TARGETS, source) ? COMMENT_TARGETS[source as CommentSource] : null;
