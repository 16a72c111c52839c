// The paper edition (数字报): editions by date, their pages, and where each article stands on a page.
import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { returned } from '../core/rowWrites.js';
import { articles } from '../reading/schema.js';
import { paperLayouts, paperRegions, papers } from './schema.js';

export type Point = [number, number];

export interface ApiPaperArticle {
  fileId: number;
  title: string;
  /** The article's outline on the page image, in image pixels. */
  mapping: Point[];
}

export interface ApiLayout {
  layoutId: number;
  pageNo: number;
  name: string;
  image: string;
  width: number;
  height: number;
  articles: ApiPaperArticle[];
}

export interface ApiPaper {
  paperId: number;
  name: string;
  date: string;
  layouts: ApiLayout[];
}

export interface PaperInput {
  name: string;
  date: string;
  layouts: {
    pageNo: number;
    name: string;
    image: string;
    width: number;
    height: number;
    articles: { fileId: number; mapping: Point[] }[];
  }[];
}

/** An edition with its pages in page order; readers see only the published articles on them. */
async function assemble(
  db: Db,
  paper: typeof papers.$inferSelect,
  view: 'reader' | 'stored',
): Promise<ApiPaper> {
  const layouts = await db
    .select()
    .from(paperLayouts)
    .where(eq(paperLayouts.paperId, paper.paperId))
    .orderBy(asc(paperLayouts.pageNo));
  const layoutIds = layouts.map((layout) => layout.layoutId);
  const regions =
    layoutIds.length === 0
      ? []
      : await db
          .select({
            layoutId: paperRegions.layoutId,
            fileId: paperRegions.fileId,
            mapping: paperRegions.mapping,
            title: articles.title,
          })
          .from(paperRegions)
          .innerJoin(articles, eq(articles.fileId, paperRegions.fileId))
          .where(
            and(
              inArray(paperRegions.layoutId, layoutIds),
              view === 'reader' ? eq(articles.aStatus, 1) : undefined,
            ),
          )
          .orderBy(asc(paperRegions.sort), asc(paperRegions.fileId));
  return {
    paperId: paper.paperId,
    name: paper.name,
    date: paper.date,
    layouts: layouts.map(({ layoutId, pageNo, name, image, width, height }) => ({
      layoutId,
      pageNo,
      name,
      image,
      width,
      height,
      articles: regions
        .filter((region) => region.layoutId === layoutId)
        .map(({ fileId, title, mapping }) => ({ fileId, title, mapping })),
    })),
  };
}

/** The first edition `where` selects, newest date first (then the lowest id, for two papers on one day). */
async function firstPaper(db: Db, where: SQL | undefined): Promise<ApiPaper | null> {
  const [paper] = await db
    .select()
    .from(papers)
    .where(where)
    .orderBy(desc(papers.date), asc(papers.paperId))
    .limit(1);
  return paper ? assemble(db, paper, 'reader') : null;
}

export function latestPaper(db: Db): Promise<ApiPaper | null> {
  return firstPaper(db, undefined);
}

/** The edition of a date; with `paperId`, only that edition, and only if it is of that date. */
export function paperOfDate(db: Db, date: string, paperId?: number): Promise<ApiPaper | null> {
  return firstPaper(
    db,
    and(eq(papers.date, date), paperId === undefined ? undefined : eq(papers.paperId, paperId)),
  );
}

/** The month (yyyy-MM) of the newest edition; null when there is none. */
export async function latestMonth(db: Db): Promise<string | null> {
  const [row] = await db.select({ date: papers.date }).from(papers).orderBy(desc(papers.date)).limit(1);
  return row ? row.date.slice(0, 7) : null;
}

/** The dates of a month (yyyy-MM) that have an edition, in calendar order. */
export async function paperDates(db: Db, month: string): Promise<string[]> {
  const [year = 0, monthNo = 0] = month.split('-').map(Number);
  const next = monthNo === 12 ? `${year + 1}-01` : `${year}-${String(monthNo + 1).padStart(2, '0')}`;
  const rows = await db
    .selectDistinct({ date: papers.date })
    .from(papers)
    .where(and(gte(papers.date, `${month}-01`), lt(papers.date, `${next}-01`)))
    .orderBy(asc(papers.date));
  return rows.map((row) => row.date);
}

export interface Placement {
  paperId: number;
  layoutId: number;
  pageNo: number;
}

/**
 * An article's `layoutMapping`: the page it was printed on (its newest edition, the first page it stands on),
 * with the page picture and the article's outline on it, in the picture's pixels.
 */
export interface LayoutMapping extends Placement {
  paperName: string;
  date: string;
  pageName: string;
  image: string;
  width: number;
  height: number;
  mapping: Point[];
}

export async function layoutMappingOf(db: Db, fileId: number): Promise<LayoutMapping | null> {
  const [row] = await db
    .select({
      paperId: papers.paperId,
      paperName: papers.name,
      date: papers.date,
      layoutId: paperLayouts.layoutId,
      pageNo: paperLayouts.pageNo,
      pageName: paperLayouts.name,
      image: paperLayouts.image,
      width: paperLayouts.width,
      height: paperLayouts.height,
      mapping: paperRegions.mapping,
    })
    .from(paperRegions)
    .innerJoin(paperLayouts, eq(paperLayouts.layoutId, paperRegions.layoutId))
    .innerJoin(papers, eq(papers.paperId, paperLayouts.paperId))
    .where(eq(paperRegions.fileId, fileId))
    .orderBy(desc(papers.date), asc(paperLayouts.pageNo))
    .limit(1);
  return row ?? null;
}

/** Where an article was printed: its newest edition, first page it stands on. */
export async function placementOf(db: Db, fileId: number): Promise<Placement | null> {
  const printed = await layoutMappingOf(db, fileId);
  return printed && { paperId: printed.paperId, layoutId: printed.layoutId, pageNo: printed.pageNo };
}

/**
 * Creates the edition of that name and date, or replaces its pages when it exists: the CMS republishes a whole
 * edition at once. In one transaction, so readers never see a half-replaced edition.
 */
export async function savePaper(db: Db, input: PaperInput): Promise<number> {
  return db.transaction(async (tx) => {
    const paper = returned(
      await tx
        .insert(papers)
        .values({ name: input.name, date: input.date })
        .onConflictDoUpdate({ target: [papers.name, papers.date], set: { updatedAt: new Date() } })
        .returning({ paperId: papers.paperId }),
      'papers',
    );
    await tx.delete(paperLayouts).where(eq(paperLayouts.paperId, paper.paperId));
    for (const { articles: placed, ...layout } of input.layouts) {
      const row = returned(
        await tx
          .insert(paperLayouts)
          .values({ ...layout, paperId: paper.paperId })
          .returning({ layoutId: paperLayouts.layoutId }),
        'paper_layouts',
      );
      if (placed.length === 0) continue;
      await tx
        .insert(paperRegions)
        .values(
          placed.map(({ fileId, mapping }, sort) => ({ layoutId: row.layoutId, fileId, mapping, sort })),
        );
    }
    return paper.paperId;
  });
}

/** An edition as the CMS stored it, drafts on its pages included. */
export async function storedPaper(db: Db, paperId: number): Promise<ApiPaper | null> {
  const [paper] = await db.select().from(papers).where(eq(papers.paperId, paperId));
  return paper ? assemble(db, paper, 'stored') : null;
}
