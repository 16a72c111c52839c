// Storing comments and moving them between states. Every change of whether a comment shows moves its target's
// count (an article's discussCount) in the same transaction, so the count never drifts from what readers can see.
import { and, eq, gt, sql } from 'drizzle-orm';
import { COMMENT_STATUS, type CommentSource } from '../../lib/contract/comments.js';
import type { Db } from '../core/database.js';
import { returned, type Tx } from '../core/rowWrites.js';
import { commentReports, comments } from './schema.js';
import { COMMENT_TARGETS } from './targets.js';

export type CommentRow = typeof comments.$inferSelect;
export type CommentStatus = (typeof COMMENT_STATUS)[keyof typeof COMMENT_STATUS];

/** The same text by the same member within this long is refused. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

export async function findComment(db: Db | Tx, id: number): Promise<CommentRow | null> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row ?? null;
}

/** Adds `delta` to the comment's target's count (never below 0). */
const moveCount = (tx: Db | Tx, comment: CommentRow, delta: 1 | -1) =>
  COMMENT_TARGETS[comment.source as CommentSource].counter.move(tx, comment.targetId, delta);

export type NewComment = Pick<
  typeof comments.$inferInsert,
  'targetId' | 'source' | 'parentId' | 'topId' | 'userId' | 'content' | 'images' | 'ip' | 'device'
> & {
  status: CommentStatus;
  idempotencyKey: string | null;
  flaggedWords: string[];
  official?: boolean;
  authorName?: string;
};

/** Inserts a comment (counting it when it shows at once). */
export async function insertComment(tx: Db | Tx, input: NewComment): Promise<CommentRow> {
  const row = returned(await tx.insert(comments).values(input).returning(), 'comments');
  if (row.status === COMMENT_STATUS.approved) await moveCount(tx, row, 1);
  return row;
}

export type PostVerdict =
  | { kind: 'stored'; comment: CommentRow; repeated: boolean }
  | { kind: 'duplicateText' }
  | { kind: 'refused'; refusal: unknown };

/**
 * A member's comment, their posts one at a time (an advisory lock per member): a key already used answers the
 * comment it stored, the same text within DUPLICATE_WINDOW_MS is refused, then `admit` (the rate limits) may
 * refuse, and only then is it stored. Concurrent double submissions therefore store once.
 */
export async function postMemberComment(
  db: Db,
  input: NewComment & { userId: number },
  admit: () => Promise<unknown>,
  now = Date.now(),
): Promise<PostVerdict> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4017300, ${input.userId})`);
    if (input.idempotencyKey !== null) {
      const [stored] = await tx
        .select()
        .from(comments)
        .where(and(eq(comments.userId, input.userId), eq(comments.idempotencyKey, input.idempotencyKey)));
      if (stored) return { kind: 'stored', comment: stored, repeated: true };
    }
    const [same] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(
        and(
          eq(comments.userId, input.userId),
          eq(comments.content, input.content),
          gt(comments.createdAt, new Date(now - DUPLICATE_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (same) return { kind: 'duplicateText' };
    const refusal = await admit();
    if (refusal) return { kind: 'refused', refusal };
    return { kind: 'stored', comment: await insertComment(tx, input), repeated: false };
  });
}

/**
 * Moves a comment to `to` when it is in one of `from`, in one statement; the target's count follows when it
 * starts or stops showing. Answers the comment as it is now, or null when it is unknown or was not in `from`.
 */
export async function moveComment(
  db: Db,
  id: number,
  from: readonly CommentStatus[],
  to: CommentStatus,
  extra: Partial<Pick<CommentRow, 'reason' | 'reviewedAt'>> = {},
): Promise<{ before: CommentStatus; comment: CommentRow } | null> {
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ status: comments.status })
      .from(comments)
      .where(eq(comments.id, id))
      .for('update');
    const was = before[0]?.status as CommentStatus | undefined;
    if (was === undefined || !from.includes(was)) return null;
    const [comment] = await tx
      .update(comments)
      .set({ status: to, ...extra, updatedAt: new Date() })
      .where(eq(comments.id, id))
      .returning();
    if (!comment) return null;
    const approved = COMMENT_STATUS.approved;
    if (was !== approved && to === approved) await moveCount(tx, comment, 1);
    if (was === approved && to !== approved) await moveCount(tx, comment, -1);
    return { before: was, comment };
  });
}

/** A member's report, counted once however often they send it; false when they had reported it already. */
export async function reportComment(
  db: Db,
  report: { commentId: number; userId: number; reason: number; detail: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(commentReports)
      .values(report)
      .onConflictDoNothing()
      .returning({ userId: commentReports.userId });
    if (inserted.length === 0) return false;
    await tx
      .update(comments)
      .set({ reportCount: sql`${comments.reportCount} + 1`, lastReportedAt: new Date() })
      .where(eq(comments.id, report.commentId));
    return true;
  });
}
