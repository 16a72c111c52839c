// The reader's lists of published articles. Only aStatus 1 is public; every list here filters on it, so
// nothing unpublished can leak through a list. Lists are newest first, fileId breaking ties.
import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { type ApiArticle, toApiArticle } from './articleRepo.js';
import { articleCounts, articles, articleTags, subjectArticles } from './schema.js';

type ArticleRow = typeof articles.$inferSelect;

export const PUBLISHED = 1;

/** An article in a list: everything but the content HTML. */
export type ArticleSummary = ApiArticle;

export function toSummary(row: ArticleRow): ArticleSummary {
  const summary = toApiArticle(row);
  delete summary.content;
  return summary;
}

export interface Page {
  list: ArticleSummary[];
  /** The server's own answer: true when at least one more article follows this page. */
  hasMore: boolean;
}

const published = eq(articles.aStatus, PUBLISHED);
const newestFirst = [desc(articles.publishtime), desc(articles.fileId)];
const inColumns = (columnIds: number[]) => inArray(articles.columnId, columnIds);

/** A page of the published articles `where` selects; reads one more than asked, so hasMore needs no count. */
async function publishedPage(db: Db, where: SQL, page: number, pageSize: number): Promise<Page> {
  const rows = await db
    .select()
    .from(articles)
    .where(and(published, where))
    .orderBy(...newestFirst)
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { list: rows.slice(0, pageSize).map(toSummary), hasMore: rows.length > pageSize };
}

/** A page of a column tree's articles; hasMore here is the spec's "a full page came back". */
export async function columnArticles(
  db: Db,
  columnIds: number[],
  page: number,
  pageSize: number,
): Promise<ArticleSummary[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(and(published, inColumns(columnIds)))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map(toSummary);
}

async function newest(db: Db, where: SQL | undefined, limit: number): Promise<ArticleSummary[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select()
    .from(articles)
    .where(and(published, where))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toSummary);
}

/** Articles the CMS flagged for the carousel (extra `carousel: 1`). */
export function carouselArticles(db: Db, columnIds: number[], limit: number): Promise<ArticleSummary[]> {
  return newest(db, and(inColumns(columnIds), sql`${articles.extra}->>'carousel' = '1'`), limit);
}

export const LIVE_ARTICLE_TYPE = 6;

export function liveArticles(db: Db, columnIds: number[], limit: number): Promise<ArticleSummary[]> {
  return newest(db, and(inColumns(columnIds), eq(articles.articleType, LIVE_ARTICLE_TYPE)), limit);
}

export function newestInColumns(db: Db, columnIds: number[], limit: number): Promise<ArticleSummary[]> {
  return newest(db, inColumns(columnIds), limit);
}

/** The published ones among `fileIds`, in the order given (a module's hand-picked articles). */
export async function publishedByIds(db: Db, fileIds: number[]): Promise<ArticleSummary[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .select()
    .from(articles)
    .where(and(published, inArray(articles.fileId, fileIds)));
  const byId = new Map(rows.map((row) => [row.fileId, row]));
  return fileIds.flatMap((fileId) => {
    const row = byId.get(fileId);
    return row ? [toSummary(row)] : [];
  });
}

/** Most read first; articles nobody counted yet rank as zero reads. Each item carries its readCount. */
export async function hotArticles(
  db: Db,
  columnIds: number[] | null,
  size: number,
): Promise<(ArticleSummary & { readCount: number })[]> {
  const readCount = sql<number>`coalesce(${articleCounts.readCount}, 0)`;
  const rows = await db
    .select({ article: articles, readCount })
    .from(articles)
    .leftJoin(articleCounts, eq(articleCounts.fileId, articles.fileId))
    .where(and(published, columnIds ? inColumns(columnIds) : undefined))
    .orderBy(desc(readCount), ...newestFirst)
    .limit(size);
  return rows.map((row) => ({ ...toSummary(row.article), readCount: Number(row.readCount) }));
}

/**
 * Published articles that share a tag or the column with `article`, never the article itself. Those
 * sharing more tags come first, then the newest.
 */
export async function relatedArticles(
  db: Db,
  article: ArticleRow,
  size: number,
  page: number,
): Promise<Page> {
  const sharedTags = sql<number>`(select count(*)::int from ${articleTags} shared
    where shared.file_id = ${articles.fileId}
      and shared.tag_id in (select own.tag_id from ${articleTags} own where own.file_id = ${article.fileId}))`;
  const rows = await db
    .select()
    .from(articles)
    .where(
      and(
        published,
        ne(articles.fileId, article.fileId),
        or(eq(articles.columnId, article.columnId), sql`${sharedTags} > 0`),
      ),
    )
    .orderBy(desc(sharedTags), ...newestFirst)
    .limit(size + 1)
    .offset((page - 1) * size);
  return { list: rows.slice(0, size).map(toSummary), hasMore: rows.length > size };
}

/** A page of the published articles a link table (article_tags, subject_articles) ties to `owner`. */
function linkedArticles(
  db: Db,
  link: typeof articleTags | typeof subjectArticles,
  owner: SQL,
  page: number,
  pageSize: number,
): Promise<Page> {
  const linked = db.select({ fileId: link.fileId }).from(link).where(owner);
  return publishedPage(db, inArray(articles.fileId, linked), page, pageSize);
}

export const tagArticles = (db: Db, tagId: number, page: number, pageSize: number) =>
  linkedArticles(db, articleTags, eq(articleTags.tagId, tagId), page, pageSize);

/** A page of an account's published articles (those whose extra.xyAccountID names it). */
export const accountArticles = (db: Db, xyId: number, page: number, pageSize: number) =>
  publishedPage(db, sql`(${articles.extra} ->> 'xyAccountID') = ${String(xyId)}`, page, pageSize);

/** A page of a special topic group's published articles. */
export const groupArticles = (db: Db, groupId: number, page: number, pageSize: number) =>
  linkedArticles(db, subjectArticles, eq(subjectArticles.groupId, groupId), page, pageSize);
