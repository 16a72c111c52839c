// Reporters and the articles their credits name (creditLinks.ts keeps the links).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import type { ReporterTab } from '../../lib/contract/people.js';
import { PUBLISHED, toSummary, type Page } from '../reading/articleListRepo.js';
import { articleCounts, articles } from '../reading/schema.js';
import { linkCredits } from './creditLinks.js';
import { reporterArticles, reporters } from './schema.js';

type ReporterRow = typeof reporters.$inferSelect;
export type ReporterInput = Partial<Omit<typeof reporters.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

export function toApiReporter(row: ReporterRow, articleCount: number) {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    title: row.title,
    intro: row.intro,
    youngReporter: row.cardNo ? { cardNo: row.cardNo, school: row.school, className: row.className } : null,
    articleCount,
  };
}

export async function findReporter(db: Db, id: number): Promise<ReporterRow | null> {
  const [row] = await db.select().from(reporters).where(eq(reporters.id, id));
  return row ?? null;
}

/** A published reporter with the count of their published articles; null when unknown or withdrawn. */
export async function reporterProfile(db: Db, id: number) {
  const row = await findReporter(db, id);
  if (!row || !row.published) return null;
  const [count] = await db
    .select({ n: sql<number>`count(distinct ${reporterArticles.fileId})::int` })
    .from(reporterArticles)
    .innerJoin(articles, eq(articles.fileId, reporterArticles.fileId))
    .where(and(eq(reporterArticles.reporterId, id), eq(articles.aStatus, PUBLISHED)));
  return toApiReporter(row, Number(count?.n ?? 0));
}

/** A page of a reporter's published articles, newest or most read first. */
export async function reporterArticlePage(
  db: Db,
  reporterId: number,
  tab: ReporterTab,
  page: number,
  pageSize: number,
): Promise<Page> {
  const linked = db
    .selectDistinct({ fileId: reporterArticles.fileId })
    .from(reporterArticles)
    .where(eq(reporterArticles.reporterId, reporterId));
  const readCount = sql<number>`coalesce(${articleCounts.readCount}, 0)`;
  const order: SQL[] = [desc(articles.publishtime), desc(articles.fileId)];
  const rows = await db
    .select({ article: articles })
    .from(articles)
    .leftJoin(articleCounts, eq(articleCounts.fileId, articles.fileId))
    .where(and(eq(articles.aStatus, PUBLISHED), inArray(articles.fileId, linked)))
    .orderBy(...(tab === 'hot' ? [desc(readCount), ...order] : order))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    list: rows.slice(0, pageSize).map((row) => toSummary(row.article)),
    hasMore: rows.length > pageSize,
  };
}

/** The reporters an article's credits name, in credit order: how the article's byline links to their pages. */
export async function creditedReporters(db: Db, fileId: number) {
  return db
    .select({ role: reporterArticles.role, reporterId: reporters.id, name: reporters.name })
    .from(reporterArticles)
    .innerJoin(reporters, eq(reporters.id, reporterArticles.reporterId))
    .where(and(eq(reporterArticles.fileId, fileId), eq(reporters.published, true)))
    .orderBy(asc(reporterArticles.role), asc(reporters.name));
}

/** PostgreSQL's code of a failed statement, wherever the driver put it. */
function pgCode(error: unknown): string | undefined {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code ?? cause?.code;
}

/** Answers 'taken' when another reporter has the name (the unique index decides, not a read before). */
const nameTaken = (error: unknown): 'taken' => {
  if (pgCode(error) === '23505') return 'taken';
  throw error;
};

/** A new reporter, linked at once to the articles whose credits name them. */
export async function insertReporter(
  db: Db,
  input: ReporterInput & { name: string },
): Promise<ReporterRow | 'taken'> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx.insert(reporters).values(input).returning();
      if (!row) throw new Error('insert into reporters returned no row');
      await linkCredits(tx, null, row.id);
      return row;
    })
    .catch(nameTaken);
}

/** Changes a reporter; a new name relinks their articles. */
export async function updateReporter(
  db: Db,
  id: number,
  patch: ReporterInput,
): Promise<ReporterRow | null | 'taken'> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(reporters)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(reporters.id, id))
        .returning();
      if (row && patch.name !== undefined) await linkCredits(tx, null, row.id);
      return row ?? null;
    })
    .catch(nameTaken);
}
