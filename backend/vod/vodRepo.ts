// Short videos of the video-on-demand service: one clip, and a category's clips a page at a time.
import { and, desc, eq, type SQL } from 'drizzle-orm';
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
    .orderBy(desc(vodVideos.publishtime), desc(vodVideos.id))
    .limit(size)
    .offset((page - 1) * size);
  return { list: rows.map(toShortVideo), page, size, hasMore: rows.length === size };
}
