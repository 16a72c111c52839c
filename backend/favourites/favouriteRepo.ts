// Members' favourite articles (收藏): one row per member and article.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { type ArticleSummary, PUBLISHED, toSummary } from '../reading/articleListRepo.js';
import { articles } from '../reading/schema.js';
import { favourites } from './schema.js';

/** False when it was a favourite already; concurrent adds of the same pair both succeed. */
export async function addFavourite(db: Db, userId: number, fileId: number): Promise<boolean> {
  const inserted = await db
    .insert(favourites)
    .values({ userId, fileId })
    .onConflictDoNothing()
    .returning({ fileId: favourites.fileId });
  return inserted.length > 0;
}

/** False when it was not a favourite. */
export async function removeFavourite(db: Db, userId: number, fileId: number): Promise<boolean> {
  const deleted = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.fileId, fileId)))
    .returning({ fileId: favourites.fileId });
  return deleted.length > 0;
}

/** Which of `fileIds` are the member's favourites. */
export async function favouredIds(db: Db, userId: number, fileIds: number[]): Promise<Set<number>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .select({ fileId: favourites.fileId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.fileId, fileIds)));
  return new Set(rows.map((row) => row.fileId));
}

/** A page of the member's favourites that are still published, newest favourite first. */
export async function myFavourites(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ list: (ArticleSummary & { favTime: number })[]; hasMore: boolean }> {
  const rows = await db
    .select({ article: articles, favTime: favourites.createdAt })
    .from(favourites)
    .innerJoin(articles, eq(articles.fileId, favourites.fileId))
    .where(and(eq(favourites.userId, userId), eq(articles.aStatus, PUBLISHED)))
    .orderBy(desc(favourites.createdAt), desc(favourites.fileId))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    list: rows
      .slice(0, pageSize)
      .map((row) => ({ ...toSummary(row.article), favTime: row.favTime.getTime() })),
    hasMore: rows.length > pageSize,
  };
}
