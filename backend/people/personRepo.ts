// Persons in the news (人物) and the reports about them (报道集); leaders are persons with a region, and the
// reports of their activities are the ones of kind 2.
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { PUBLISHED, toSummary, type Page } from '../reading/articleListRepo.js';
import { articles } from '../reading/schema.js';
import { personReports, persons, regions } from './schema.js';

type PersonRow = typeof persons.$inferSelect;
export type PersonInput = Partial<Omit<typeof persons.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;
export type RegionInput = Partial<Omit<typeof regions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

export const REPORT_KIND = { report: 1, activity: 2 } as const;
export type ReportKind = (typeof REPORT_KIND)[keyof typeof REPORT_KIND];

export const toApiPerson = (row: PersonRow) => ({
  id: row.id,
  name: row.name,
  portrait: row.portrait,
  title: row.title,
  biography: row.biography,
  regionId: row.regionId ?? 0,
});

export async function findPerson(db: Db, id: number): Promise<PersonRow | null> {
  const [row] = await db.select().from(persons).where(eq(persons.id, id));
  return row ?? null;
}

export async function publishedPerson(db: Db, id: number): Promise<PersonRow | null> {
  const row = await findPerson(db, id);
  return row?.published ? row : null;
}

/** A page of the published reports about a person (of one kind, or all), newest first, with their total. */
export async function personReportPage(
  db: Db,
  personId: number,
  page: number,
  pageSize: number,
  kind?: ReportKind,
): Promise<Page & { total: number }> {
  const where = and(
    eq(personReports.personId, personId),
    eq(articles.aStatus, PUBLISHED),
    kind === undefined ? undefined : eq(personReports.kind, kind),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ article: articles })
      .from(personReports)
      .innerJoin(articles, eq(articles.fileId, personReports.fileId))
      .where(where)
      .orderBy(desc(articles.publishtime), desc(articles.fileId))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(personReports)
      .innerJoin(articles, eq(articles.fileId, personReports.fileId))
      .where(where),
  ]);
  return {
    list: rows.slice(0, pageSize).map((row) => toSummary(row.article)),
    hasMore: rows.length > pageSize,
    total: Number(count?.n ?? 0),
  };
}

/** The regions that have published leaders, in their order, each with how many. */
export async function leaderRegions(db: Db) {
  const rows = await db
    .select({ regionId: regions.id, name: regions.name, leaderCount: sql<number>`count(${persons.id})::int` })
    .from(regions)
    .innerJoin(persons, and(eq(persons.regionId, regions.id), eq(persons.published, true)))
    .groupBy(regions.id)
    .orderBy(asc(regions.sort), asc(regions.id));
  return rows.map((row) => ({ ...row, leaderCount: Number(row.leaderCount) }));
}

export async function findRegion(db: Db, id: number) {
  const [row] = await db.select().from(regions).where(eq(regions.id, id));
  return row ?? null;
}

/** A region's published leaders, in their order. */
export async function regionLeaders(db: Db, regionId: number) {
  const rows = await db
    .select()
    .from(persons)
    .where(and(eq(persons.regionId, regionId), eq(persons.published, true)))
    .orderBy(asc(persons.sort), asc(persons.id));
  return rows.map(toApiPerson);
}

/** A published leader (a person with a region); null otherwise. */
export async function publishedLeader(db: Db, id: number): Promise<PersonRow | null> {
  const [row] = await db
    .select()
    .from(persons)
    .where(and(eq(persons.id, id), eq(persons.published, true), isNotNull(persons.regionId)));
  return row ?? null;
}

export async function insertPerson(db: Db, input: PersonInput & { name: string }) {
  const [row] = await db.insert(persons).values(input).returning();
  if (!row) throw new Error('insert into persons returned no row');
  return row;
}

export async function updatePerson(db: Db, id: number, patch: PersonInput) {
  const [row] = await db
    .update(persons)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(persons.id, id))
    .returning();
  return row ?? null;
}

/** Replaces the reports of a person with `reports`. */
export async function setPersonReports(
  db: Db,
  personId: number,
  reports: { fileId: number; kind: ReportKind }[],
): Promise<void> {
  await db.delete(personReports).where(eq(personReports.personId, personId));
  if (reports.length > 0) {
    await db
      .insert(personReports)
      .values(reports.map((report) => ({ personId, ...report })))
      .onConflictDoNothing();
  }
}

export async function reportsOf(db: Db, personId: number) {
  return db
    .select({ fileId: personReports.fileId, kind: personReports.kind })
    .from(personReports)
    .where(eq(personReports.personId, personId))
    .orderBy(asc(personReports.fileId));
}

export async function insertRegion(db: Db, input: RegionInput & { name: string }) {
  const [row] = await db.insert(regions).values(input).returning();
  if (!row) throw new Error('insert into regions returned no row');
  return row;
}

export async function updateRegion(db: Db, id: number, patch: RegionInput) {
  const [row] = await db
    .update(regions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(regions.id, id))
    .returning();
  return row ?? null;
}

/** The published persons an article reports on, so the article links to their pages. */
export async function personsOfArticle(db: Db, fileId: number) {
  return db
    .select({ id: persons.id, name: persons.name })
    .from(personReports)
    .innerJoin(persons, eq(persons.id, personReports.personId))
    .where(and(eq(personReports.fileId, fileId), eq(persons.published, true)))
    .orderBy(asc(persons.sort), asc(persons.id));
}
