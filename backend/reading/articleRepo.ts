import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import type { JsonObject } from '../core/jsonFields.js';
import { linkCredits } from '../people/creditLinks.js';
import { indexArticle } from '../search/searchRepo.js';
import { articles, creditKeys, type Credits } from './schema.js';

type ArticleRow = typeof articles.$inferSelect;
export type ArticleInput = Partial<Omit<typeof articles.$inferInsert, 'fileId' | 'createdAt' | 'updatedAt'>>;

/**
 * An article in the reader-facing shape: the core columns under their API names, credits and extra
 * fields flattened beside them (as the spec lists them), publishtime in epoch milliseconds.
 */
export type ApiArticle = JsonObject & {
  fileId: number;
  title: string;
  columnID: number;
  aStatus: number;
  articleType: number;
  publishtime: number;
};

export function toApiArticle(row: ArticleRow): ApiArticle {
  const credits: Credits = {};
  for (const key of creditKeys) credits[key] = row.credits[key] ?? '';
  return {
    // Extra goes first so a stray extra key can never shadow a core column.
    ...row.extra,
    ...credits,
    fileId: row.fileId,
    title: row.title,
    listTitle: row.listTitle,
    columnID: row.columnId,
    aStatus: row.aStatus,
    articleType: row.articleType,
    picType: row.picType,
    picSmall: row.picSmall,
    picMiddle: row.picMiddle,
    picBig: row.picBig,
    pic_list: row.picList,
    pic_list_title: row.picListTitle,
    publishtime: row.publishtime.getTime(),
    source: row.source || credits.source || '',
    content: row.content,
    abstract: row.abstract,
    wordCount: row.wordCount,
  };
}

export async function findArticle(db: Db, fileId: number): Promise<ArticleRow | null> {
  const [row] = await db.select().from(articles).where(eq(articles.fileId, fileId));
  return row ?? null;
}

export async function insertArticle(
  db: Db,
  input: ArticleInput & Pick<typeof articles.$inferInsert, 'title' | 'columnId' | 'articleType'>,
): Promise<ApiArticle> {
  const [row] = await db.insert(articles).values(input).returning();
  if (!row) throw new Error('insert into articles returned no row');
  await indexArticle(db, row);
  await linkCredits(db, [row.fileId]);
  return toApiArticle(row);
}

export async function updateArticle(db: Db, fileId: number, patch: ArticleInput): Promise<ApiArticle | null> {
  const [row] = await db
    .update(articles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(articles.fileId, fileId))
    .returning();
  if (!row) return null;
  await indexArticle(db, row);
  await linkCredits(db, [row.fileId]);
  return toApiArticle(row);
}

/** Which of `fileIds` exist, whatever their status. */
export async function existingArticleIds(db: Db, fileIds: number[]): Promise<Set<number>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .select({ fileId: articles.fileId })
    .from(articles)
    .where(inArray(articles.fileId, fileIds));
  return new Set(rows.map((row) => row.fileId));
}
