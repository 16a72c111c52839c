// Short videos of the video-on-demand service: one clip, and a category's clips a page at a time.
import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { vodVideos } from './schema.js';

type VideoRow = typeof vodVideos.$inferSelect;

/** A short video as the video-on-demand `article` and `category list` answer it. */
export interface ShortVideo {
  id: number;
  categoryId: number;
  nodeCode: string;
  title: string;
  description: string;
  poster: string;
  url: string;
  width: number;
  height: number;
  duration: number;
  /** Plays the site reported (the mobile-video event). */
  playCount: number;
  /** The article carrying its praise and comments; 0 for none. */
  articleId: number;
  publishtime: number;
}

const toShortVideo = (row: VideoRow): ShortVideo => ({
  id: row.id,
  categoryId: row.categoryId,
  nodeCode: row.nodeCode,
  title: row.title,
  description: row.description,
  poster: row.poster,
  url: row.url,
  width: row.width,
  height: row.height,
  duration: row.duration,
  playCount: row.playCount,
  articleId: row.articleId ?? 0,
  publishtime: row.publishtime.getTime(),
});

/** A published short video; null for none. */
export async function findShortVideo(db: Db, id: number): Promise<ShortVideo | null> {
  const [row] = await db
    .select()
    .from(vodVideos)
    .where(and(eq(vodVideos.id, id), eq(vodVideos.published, true)));
  return row ? toShortVideo(row) : null;
}

export interface CategoryQuery {
  categoryId: number;
  /** Narrows to the category's node in the asset system when given. */
  nodeCode?: string;
  page: number;
  size: number;
}

const newestFirst = [desc(vodVideos.publishtime), desc(vodVideos.id)];

/** A page of a category's published short videos, the newest first (ties by id, so pages never overlap). */
export async function categoryShortVideos(db: Db, { categoryId, nodeCode, page, size }: CategoryQuery) {
  const where: (SQL | undefined)[] = [
    eq(vodVideos.categoryId, categoryId),
    eq(vodVideos.published, true),
    nodeCode ? eq(vodVideos.nodeCode, nodeCode) : undefined,
  ];
  const rows = await db
    .select()
    .from(vodVideos)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(size)
    .offset((page - 1) * size);
  return { list: rows.map(toShortVideo), page, size, hasMore: rows.length === size };
}

/** The published clips of `ids`, in the order asked (an unknown or withdrawn one left out). */
export async function shortVideosByIds(db: Db, ids: number[]): Promise<ShortVideo[]> {
  const rows = await db
    .select()
    .from(vodVideos)
    .where(and(inArray(vodVideos.id, ids), eq(vodVideos.published, true)));
  const byId = new Map(rows.map((row) => [row.id, toShortVideo(row)]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/**
 * A category's clips after the clip `afterId` (the dynamic list a feed reads as it goes): the newest first from
 * there, so a clip published meanwhile neither repeats nor shifts what comes next, as page offsets would. An
 * `afterId` that is not in the category starts from the newest.
 */
export async function shortVideosAfter(
  db: Db,
  { categoryId, afterId, size }: { categoryId: number; afterId?: number; size: number },
) {
  const [after] = afterId
    ? await db
        .select({ publishtime: vodVideos.publishtime, id: vodVideos.id })
        .from(vodVideos)
        .where(and(eq(vodVideos.id, afterId), eq(vodVideos.categoryId, categoryId)))
    : [];
  const rows = await db
    .select()
    .from(vodVideos)
    .where(
      and(
        eq(vodVideos.categoryId, categoryId),
        eq(vodVideos.published, true),
        after
          ? or(
              lt(vodVideos.publishtime, after.publishtime),
              and(eq(vodVideos.publishtime, after.publishtime), lt(vodVideos.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(size + 1);
  const list = rows.slice(0, size).map(toShortVideo);
  return { list, hasMore: rows.length > size, lastId: list.at(-1)?.id ?? afterId ?? 0 };
}

/** Counts one play of a published clip in one statement; null for no such clip. */
export async function countPlay(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .update(vodVideos)
    .set({ playCount: sql`${vodVideos.playCount} + 1` })
    .where(and(eq(vodVideos.id, id), eq(vodVideos.published, true)))
    .returning({ playCount: vodVideos.playCount });
  return row?.playCount ?? null;
}

/** The categories that have published clips, each with its node and how many, the lowest id first. */
export async function shortVideoCategories(db: Db) {
  return db
    .select({
      categoryId: vodVideos.categoryId,
      nodeCode: vodVideos.nodeCode,
      count: sql<number>`count(*)::int`,
    })
    .from(vodVideos)
    .where(eq(vodVideos.published, true))
    .groupBy(vodVideos.categoryId, vodVideos.nodeCode)
    .orderBy(asc(vodVideos.categoryId), asc(vodVideos.nodeCode));
}
