// Praise (点赞) of articles and comments: one per voter and target, kept by the table's primary key, and the
// target's count moved in the same transaction only when a row went in or out, so concurrent praises count exactly.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import type { Tx } from '../core/rowWrites.js';
import { articleCounts } from '../reading/schema.js';
import { comments, praises } from './schema.js';

export type PraiseKind = 'article' | 'comment';

/** A member votes as `m:<userid>`, an anonymous reader (where the site allows it) as `d:<device>`. */
export const memberVoter = (userId: number) => `m:${userId}`;
export const deviceVoter = (device: string) => `d:${device}`;

async function moveCount(tx: Tx, kind: PraiseKind, id: number, delta: 1 | -1) {
  if (kind === 'comment') {
    const [row] = await tx
      .update(comments)
      .set({ praiseCount: sql`greatest(${comments.praiseCount} + ${delta}, 0)` })
      .where(eq(comments.id, id))
      .returning({ count: comments.praiseCount });
    return row?.count ?? 0;
  }
  const [row] = await tx
    .insert(articleCounts)
    .values({ fileId: id, praiseCount: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: articleCounts.fileId,
      set: { praiseCount: sql`greatest(${articleCounts.praiseCount} + ${delta}, 0)`, updatedAt: new Date() },
    })
    .returning({ count: articleCounts.praiseCount });
  return row?.count ?? 0;
}

async function currentCount(db: Db, kind: PraiseKind, id: number): Promise<number> {
  const [row] =
    kind === 'comment'
      ? await db.select({ count: comments.praiseCount }).from(comments).where(eq(comments.id, id))
      : await db
          .select({ count: articleCounts.praiseCount })
          .from(articleCounts)
          .where(eq(articleCounts.fileId, id));
  return row?.count ?? 0;
}

/** Adds the voter's praise; `changed` false when it was there already (请不要重复点赞). */
export async function addPraise(db: Db, kind: PraiseKind, id: number, voter: string) {
  const count = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(praises)
      .values({ kind, targetId: id, voter })
      .onConflictDoNothing()
      .returning({ voter: praises.voter });
    return inserted.length > 0 ? moveCount(tx, kind, id, 1) : null;
  });
  return count === null
    ? { changed: false, count: await currentCount(db, kind, id) }
    : { changed: true, count };
}

/** Takes the voter's praise back; `changed` false when there was none. */
export async function removePraise(db: Db, kind: PraiseKind, id: number, voter: string) {
  const count = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(praises)
      .where(and(eq(praises.kind, kind), eq(praises.targetId, id), eq(praises.voter, voter)))
      .returning({ voter: praises.voter });
    return deleted.length > 0 ? moveCount(tx, kind, id, -1) : null;
  });
  return count === null
    ? { changed: false, count: await currentCount(db, kind, id) }
    : { changed: true, count };
}
