// Lives (直播) and their reports. A live belongs to a live article (articleType 6): readers see it only while
// that article is published, and its `main` record is the article's summary with the live's own state on top.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { isPlainObject } from '../core/jsonFields.js';
import { returned, type Tx } from '../core/rowWrites.js';
import { type ArticleSummary, LIVE_ARTICLE_TYPE, PUBLISHED, toSummary } from '../reading/articleListRepo.js';
import { findArticle } from '../reading/articleRepo.js';
import { readCounts } from '../reading/countRepo.js';
import { articles } from '../reading/schema.js';
import { type LivePicture, liveReports, lives, type LiveVideo } from './schema.js';

type ArticleRow = typeof articles.$inferSelect;
type LiveRow = typeof lives.$inferSelect;

export const LIVE_STATUSES = [0, 1, 2] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** The spec's Live `main`: the article's summary, the live's status, start time and videos. */
export type LiveMain = ArticleSummary & {
  status: LiveStatus;
  liveStatus: LiveStatus;
  /** Epoch ms; 0 when the CMS gave none. */
  startTime: number;
  config: { videos: LiveVideo[] };
};

export interface LiveReport {
  reportId: number;
  fileId: number;
  content: string;
  pictures: LivePicture[];
  reporter: string;
  /** Epoch ms. */
  time: number;
}

const asStatus = (value: unknown): LiveStatus =>
  LIVE_STATUSES.find((status) => status === Number(value)) ?? 0;

/** The videos an article stored in its own `config.videos`, for a live the CMS has not given a record yet. */
function storedVideos(extra: Record<string, unknown>): LiveVideo[] {
  const config = isPlainObject(extra.config) ? extra.config : {};
  const videos = Array.isArray(config.videos) ? config.videos : [];
  return videos.filter(isPlainObject).map((video) => {
    const picked: LiveVideo = {};
    for (const key of ['appLiveUrl', 'appPlaybackUrl', 'poster'] as const) {
      if (typeof video[key] === 'string') picked[key] = video[key];
    }
    return picked;
  });
}

function toMain(article: ArticleRow, live: LiveRow | null): LiveMain {
  const summary = toSummary(article);
  const status = live ? asStatus(live.status) : asStatus(article.extra.liveStatus);
  const config = isPlainObject(summary.config) ? summary.config : {};
  return {
    ...summary,
    status,
    liveStatus: status,
    startTime: live?.startTime?.getTime() ?? 0,
    config: { ...config, videos: live ? live.videos : storedVideos(article.extra) },
  };
}

function toReport(row: typeof liveReports.$inferSelect): LiveReport {
  return {
    reportId: row.reportId,
    fileId: row.fileId,
    content: row.content,
    pictures: row.pictures,
    reporter: row.reporter,
    time: row.time.getTime(),
  };
}

export const isLiveArticle = (row: ArticleRow | null): row is ArticleRow =>
  row !== null && row.articleType === LIVE_ARTICLE_TYPE;

async function liveRow(db: Db, fileId: number): Promise<LiveRow | null> {
  const [row] = await db.select().from(lives).where(eq(lives.fileId, fileId));
  return row ?? null;
}

/** The live of a live article: 'published' for readers, 'stored' (any aStatus) for the CMS. */
export async function findLive(
  db: Db,
  fileId: number,
  scope: 'published' | 'stored',
): Promise<LiveMain | null> {
  const article = await findArticle(db, fileId);
  if (!isLiveArticle(article)) return null;
  if (scope === 'published' && article.aStatus !== PUBLISHED) return null;
  return toMain(article, await liveRow(db, fileId));
}

/** A page of a live's reports, newest first; hasMore is the spec's "a page holds pageSize" rule. */
export async function liveReportPage(db: Db, fileId: number, page: number, pageSize: number) {
  const rows = await db
    .select()
    .from(liveReports)
    .where(eq(liveReports.fileId, fileId))
    .orderBy(desc(liveReports.time), desc(liveReports.reportId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { list: rows.map(toReport), page, pageSize, hasMore: rows.length === pageSize };
}

/** How often readers opened the live: its article's read count, which the `event` read adds to. */
export async function liveCountClick(db: Db, fileId: number): Promise<number> {
  return (await readCounts(db, fileId)).readCount;
}

/** A live's status: its record's, else what its article says. */
const effectiveStatus = sql`coalesce(${lives.status}, case when ${articles.extra}->>'liveStatus' in ('1', '2')
  then (${articles.extra}->>'liveStatus')::smallint end, 0)`;

/** Published lives still to come (status 0), the soonest start first; those without a start time last. */
export async function comingLives(db: Db, columnIds: number[] | null, page: number, pageSize: number) {
  const rows = await db
    .select({ article: articles, live: lives })
    .from(articles)
    .leftJoin(lives, eq(lives.fileId, articles.fileId))
    .where(
      and(
        eq(articles.aStatus, PUBLISHED),
        eq(articles.articleType, LIVE_ARTICLE_TYPE),
        sql`${effectiveStatus} = 0`,
        columnIds === null ? undefined : inArray(articles.columnId, columnIds),
      ),
    )
    .orderBy(sql`${lives.startTime} asc nulls last`, desc(articles.publishtime), asc(articles.fileId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const list = rows.map((row) => toMain(row.article, row.live));
  return { list, page, pageSize, hasMore: list.length === pageSize };
}

export interface LiveInput {
  status?: LiveStatus;
  startTime?: Date | null;
  videos?: LiveVideo[];
}

/**
 * Creates or updates the live of a live article; fields not given stay (a new live starts announced, with
 * the videos its article stored). The article's `liveStatus` follows, so lists and status lines agree.
 */
export async function writeLive(db: Db, article: ArticleRow, input: LiveInput): Promise<void> {
  await db.transaction(async (tx) => {
    const current = (await tx.select().from(lives).where(eq(lives.fileId, article.fileId)))[0];
    const status = input.status ?? (current ? asStatus(current.status) : asStatus(article.extra.liveStatus));
    const values = {
      status,
      startTime: input.startTime === undefined ? (current?.startTime ?? null) : input.startTime,
      videos: input.videos ?? current?.videos ?? storedVideos(article.extra),
    };
    await tx
      .insert(lives)
      .values({ fileId: article.fileId, ...values })
      .onConflictDoUpdate({ target: lives.fileId, set: { ...values, updatedAt: new Date() } });
    await mirrorStatus(tx, article.fileId, status);
  });
}

async function mirrorStatus(tx: Tx, fileId: number, status: LiveStatus): Promise<void> {
  await tx
    .update(articles)
    .set({ extra: sql`${articles.extra} || ${JSON.stringify({ liveStatus: status })}::jsonb` })
    .where(eq(articles.fileId, fileId));
}

export interface ReportInput {
  content: string;
  pictures: LivePicture[];
  reporter: string;
  time?: Date;
}

export async function insertReport(db: Db, fileId: number, input: ReportInput): Promise<LiveReport> {
  const rows = await db
    .insert(liveReports)
    .values({ fileId, ...input })
    .returning();
  return toReport(returned(rows, 'live_reports'));
}

/** Whether the live has a record yet (reports hang on it). */
export async function liveExists(db: Db, fileId: number): Promise<boolean> {
  return (await liveRow(db, fileId)) !== null;
}

/** Replaces a report's text, pictures and reporter (and its time when given); null when the live has no such one. */
export async function updateReport(
  db: Db,
  fileId: number,
  reportId: number,
  input: ReportInput,
): Promise<LiveReport | null> {
  const [row] = await db
    .update(liveReports)
    .set(input)
    .where(and(eq(liveReports.fileId, fileId), eq(liveReports.reportId, reportId)))
    .returning();
  return row ? toReport(row) : null;
}
