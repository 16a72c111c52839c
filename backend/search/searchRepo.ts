// The search index (search_documents) and the keywords readers searched (search_keywords).
import { and, asc, count, desc, eq, gte, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { plainText } from '../core/text.js';
import { visibleXy } from '../accounts/accountRepo.js';
import { xyAccounts } from '../accounts/schema.js';
import { articles } from '../reading/schema.js';
import { searchDocuments, searchKeywords } from './schema.js';
import type { SearchScope } from './searchClassify.js';
import { searchVector } from './searchText.js';

type ArticleRow = typeof articles.$inferSelect;

/** The index entry of an article: title A, abstract B, credits D, body C (body last: its tail may be cut). */
export function searchDocumentOf(row: ArticleRow): { document: string; text: string } {
  // Entities go before plainText, which stands an "x" in for each (right for counting words, not for search).
  const body = plainText(row.content.replace(/&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi, ' '));
  const credits = [...Object.values(row.credits), row.source].filter(Boolean).join(' ');
  return {
    document: searchVector([
      { text: row.title, weight: 'A' },
      { text: row.listTitle, weight: 'A' },
      { text: row.abstract, weight: 'B' },
      { text: credits, weight: 'D' },
      { text: body, weight: 'C' },
    ]),
    text: [row.abstract, body].filter(Boolean).join(' '),
  };
}

async function writeDocuments(db: Db, rows: ArticleRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((row) => ({ fileId: row.fileId, ...searchDocumentOf(row) }));
  await db
    .insert(searchDocuments)
    .values(values)
    .onConflictDoUpdate({
      target: searchDocuments.fileId,
      set: {
        document: sql`excluded.document`,
        text: sql`excluded.text`,
        updatedAt: new Date(),
      },
    });
}

/** Called by every article insert and update (articleRepo), so the index never lags behind the article. */
export function indexArticle(db: Db, row: ArticleRow): Promise<void> {
  return writeDocuments(db, [row]);
}

const INDEX_BATCH = 200;

/**
 * Indexes the articles that have no index entry yet, a batch at a time: after the seed (which inserts rows
 * directly) and at every start, so a database that had articles before the search index existed gets one.
 */
export async function indexMissingArticles(db: Db): Promise<number> {
  let indexed = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(articles)
      .where(
        notExists(
          db
            .select({ fileId: searchDocuments.fileId })
            .from(searchDocuments)
            .where(eq(searchDocuments.fileId, articles.fileId)),
        ),
      )
      .orderBy(asc(articles.fileId))
      .limit(INDEX_BATCH);
    await writeDocuments(db, rows);
    indexed += rows.length;
    if (rows.length < INDEX_BATCH) return indexed;
  }
}

export interface SearchHit {
  row: ArticleRow;
  /** The indexed visible text (abstract and body), for the snippet. */
  text: string;
}

export interface SearchPage {
  hits: SearchHit[];
  total: number;
}

const EVERYTHING: SearchScope = { articleTypes: null, accountsOnly: false };

function matching(tsquery: string, { articleTypes, accountsOnly }: SearchScope): SQL | undefined {
  return and(
    sql`${searchDocuments.document} @@ ${tsquery}::tsquery`,
    eq(articles.aStatus, 1),
    articleTypes ? inArray(articles.articleType, [...articleTypes]) : undefined,
    // An account's article names it in xyAccountID (the expression of articles_xy_account_idx); an account that
    // counts as empty (spec section 4) shows nothing here either.
    accountsOnly
      ? sql`(${articles.extra} ->> 'xyAccountID') in (select ${xyAccounts.xyId}::text from ${xyAccounts} where ${visibleXy})`
      : undefined,
  );
}

/**
 * Published articles matching a tsquery (search/searchText.ts builds it), best first: ts_rank with
 * PostgreSQL's default weights (title 1.0, abstract 0.4, body 0.2, credits 0.1), then newest.
 */
export async function searchArticles(
  db: Db,
  tsquery: string,
  scope: SearchScope,
  page: number,
  pageSize: number,
): Promise<SearchPage> {
  const where = matching(tsquery, scope);
  const rank = sql`ts_rank(${searchDocuments.document}, ${tsquery}::tsquery)`;
  const hits = await db
    .select({ row: articles, text: searchDocuments.text })
    .from(searchDocuments)
    .innerJoin(articles, eq(articles.fileId, searchDocuments.fileId))
    .where(where)
    .orderBy(desc(rank), desc(articles.publishtime), desc(articles.fileId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db
    .select({ total: count() })
    .from(searchDocuments)
    .innerJoin(articles, eq(articles.fileId, searchDocuments.fileId))
    .where(where);
  return { hits, total: counted?.total ?? 0 };
}

/** Titles of published articles matching a tsquery, best first, each title once. */
export async function matchingTitles(db: Db, tsquery: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ title: articles.title })
    .from(searchDocuments)
    .innerJoin(articles, eq(articles.fileId, searchDocuments.fileId))
    .where(matching(tsquery, EVERYTHING))
    .orderBy(
      desc(sql`ts_rank(${searchDocuments.document}, ${tsquery}::tsquery)`),
      desc(articles.publishtime),
      desc(articles.fileId),
    )
    .limit(limit * 2);
  return [...new Set(rows.map((row) => row.title))].slice(0, limit);
}

/** One more search for a keyword on a day; a single upsert, so concurrent instances never lose one. */
export async function recordSearch(db: Db, keyword: string, day: string): Promise<void> {
  await db
    .insert(searchKeywords)
    .values({ keyword, day, count: 1 })
    .onConflictDoUpdate({
      target: [searchKeywords.keyword, searchKeywords.day],
      set: { count: sql`${searchKeywords.count} + 1` },
    });
}

/** The keywords searched most since a day (inclusive), most first. */
export async function topKeywords(db: Db, sinceDay: string, limit: number): Promise<string[]> {
  const total = sql<number>`sum(${searchKeywords.count})`;
  const rows = await db
    .select({ keyword: searchKeywords.keyword })
    .from(searchKeywords)
    .where(gte(searchKeywords.day, sinceDay))
    .groupBy(searchKeywords.keyword)
    .orderBy(desc(total), asc(searchKeywords.keyword))
    .limit(limit);
  return rows.map((row) => row.keyword);
}
