// Members' subscriptions to accounts (订阅号): one row per member and account, subCount counted from them.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { type ApiXy, toApiXy, visibleXy, xyCounts, xyFields } from './accountRepo.js';
import { xyAccounts, xySubscriptions } from './schema.js';

/**
 * Subscribes the member; `added` false when it already was. ON CONFLICT DO NOTHING lets two concurrent
 * subscriptions of the same pair both succeed.
 */
export async function subscribe(db: Db, userId: number, xyId: number) {
  const inserted = await db
    .insert(xySubscriptions)
    .values({ userId, xyId })
    .onConflictDoNothing()
    .returning({ xyId: xySubscriptions.xyId });
  return { added: inserted.length > 0, subCount: (await xyCounts(db, xyId)).subCount };
}

/** Ends the subscription; `removed` false when there was none. */
export async function unsubscribe(db: Db, userId: number, xyId: number) {
  const deleted = await db
    .delete(xySubscriptions)
    .where(and(eq(xySubscriptions.userId, userId), eq(xySubscriptions.xyId, xyId)))
    .returning({ xyId: xySubscriptions.xyId });
  return { removed: deleted.length > 0, subCount: (await xyCounts(db, xyId)).subCount };
}

/** Which of `xyIds` the member subscribes to. */
export async function subscribedIds(db: Db, userId: number, xyIds: number[]): Promise<Set<number>> {
  if (xyIds.length === 0) return new Set();
  const rows = await db
    .select({ xyId: xySubscriptions.xyId })
    .from(xySubscriptions)
    .where(and(eq(xySubscriptions.userId, userId), inArray(xySubscriptions.xyId, xyIds)));
  return new Set(rows.map((row) => row.xyId));
}

/** A page of the member's subscribed accounts that are not empty, newest subscription first. */
export async function mySubscriptions(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ xys: (ApiXy & { subTime: number })[]; hasMore: boolean }> {
  const rows = await db
    .select({ ...xyFields(userId), subTime: xySubscriptions.createdAt })
    .from(xySubscriptions)
    .innerJoin(xyAccounts, eq(xyAccounts.xyId, xySubscriptions.xyId))
    .where(and(eq(xySubscriptions.userId, userId), visibleXy))
    .orderBy(desc(xySubscriptions.createdAt), desc(xySubscriptions.xyId))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    xys: rows.slice(0, pageSize).map((row) => ({ ...toApiXy(row), subTime: row.subTime.getTime() })),
    hasMore: rows.length > pageSize,
  };
}
