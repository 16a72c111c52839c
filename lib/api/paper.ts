import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { serverApi } from '@/lib/api/serverApi';
import { nullWhenRefused } from '@/lib/api/apiError';
import type { ArticleAccess } from '@/lib/api/articles';
import { toArticle, type Article } from '@/lib/api/articleModel';
import { asArray, asNumber, asObject, asString } from '@/lib/api/mapping';
import { polygonPoints } from '@/lib/api/printedPage';
import { parsePaperDate, parsePaperMonth } from '@/lib/format/paperDate';
import { safeMediaSrc } from '@/lib/html/safeUrl';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

// The paper edition (数字报): editions by date, their pages (版面) and the articles printed on them.

/** An article's outline on its page, ready for an SVG `points` attribute in the page image's pixels. */
export interface PaperRegion {
  fileId: number;
  title: string;
  points: string;
}

export interface PaperLayout {
  layoutId: number;
  pageNo: number;
  name: string;
  /** '' when the address is unsafe or the size unknown: the page is then listed without its picture. */
  image: string;
  width: number;
  height: number;
  articles: PaperRegion[];
}

export interface Paper {
  paperId: number;
  name: string;
  /** yyyy-MM-dd */
  date: string;
  layouts: PaperLayout[];
}

function toRegion(raw: unknown): PaperRegion | null {
  const region = asObject(raw);
  const fileId = asNumber(region.fileId);
  const title = asString(region.title).trim();
  const points = polygonPoints(region.mapping);
  return fileId > 0 && title && points ? { fileId, title, points } : null;
}

function toLayout(raw: unknown): PaperLayout | null {
  const layout = asObject(raw);
  const layoutId = asNumber(layout.layoutId);
  if (layoutId <= 0) return null;
  const width = asNumber(layout.width);
  const height = asNumber(layout.height);
  const sized = width > 0 && height > 0;
  return {
    layoutId,
    pageNo: asNumber(layout.pageNo),
    name: asString(layout.name).trim(),
    image: (sized && safeMediaSrc(asString(layout.image))) || '',
    width: sized ? width : 0,
    height: sized ? height : 0,
    articles: asArray(layout.articles)
      .map(toRegion)
      .filter((region): region is PaperRegion => region !== null),
  };
}

/** An edition with its pages in page order; null when the answer is not one. */
export function toPaper(raw: unknown): Paper | null {
  const paper = asObject(raw);
  const paperId = asNumber(paper.paperId);
  const date = parsePaperDate(asString(paper.date));
  if (paperId <= 0 || !date) return null;
  return {
    paperId,
    name: asString(paper.name).trim(),
    date,
    layouts: asArray(paper.layouts)
      .map(toLayout)
      .filter((layout): layout is PaperLayout => layout !== null)
      .sort((a, b) => a.pageNo - b.pageNo),
  };
}

export interface PaperDates {
  /** yyyy-MM; '' when there is no edition at all. */
  month: string;
  /** The month's edition dates, yyyy-MM-dd, in calendar order. */
  dates: string[];
}

export function toPaperDates(raw: unknown): PaperDates {
  const data = asObject(raw);
  const month = parsePaperMonth(asString(data.month)) ?? '';
  const dates = asArray(data.dates)
    .map((value) => parsePaperDate(asString(value)))
    .filter((date): date is string => date !== null && month !== '' && date.startsWith(`${month}-`));
  return { month, dates: [...new Set(dates)].sort() };
}

/** A paper article, with where it was printed (0s when no edition prints it). */
export interface PaperArticle extends Article {
  paperId: number;
  layoutId: number;
  pageNo: number;
}

export function toPaperArticle(raw: unknown): PaperArticle | null {
  const article = toArticle(raw);
  if (!article) return null;
  const placement = asObject(raw);
  return {
    ...article,
    paperId: asNumber(placement.paperId),
    layoutId: asNumber(placement.layoutId),
    pageNo: asNumber(placement.pageNo),
  };
}

// Editions change when the CMS writes a paper (the `papers` tag) and when one of their articles is published
// or withdrawn, which changes what a page lists (the `articles` tag).
const PAPERS = { revalidate: 300, tags: [CACHE_TAGS.papers, CACHE_TAGS.articles] };

export const getLatestPaper = unstable_cache(
  async (): Promise<Paper | null> => nullWhenRefused(serverApi.call('getLatestPaper').then(toPaper)),
  ['latest-paper'],
  PAPERS,
);

/** The edition of a date (yyyy-MM-dd); with `paperId`, that one edition of it. */
export const getPaper = unstable_cache(
  async (date: string, paperId?: number): Promise<Paper | null> =>
    nullWhenRefused(serverApi.call('getPaper', { date, paperId }).then(toPaper)),
  ['paper'],
  PAPERS,
);

/** The edition dates of a month (yyyy-MM); without one, of the newest edition's month. */
export const getPaperDates = unstable_cache(
  async (month?: string): Promise<PaperDates | null> =>
    nullWhenRefused(serverApi.call('getPaperDates', { month }).then(toPaperDates)),
  ['paper-dates'],
  PAPERS,
);

const getPublishedPaperArticle = unstable_cache(
  async (fileId: number): Promise<PaperArticle | null> =>
    nullWhenRefused(serverApi.call('getPaperArticle', { fileId }).then(toPaperArticle)),
  ['paper-article'],
  PAPERS,
);

/** A published paper article; with the CMS's preview credential, one in any state, never cached. */
// Once per request: the page and its metadata both read it (see getArticle in lib/api/articles.ts).
const loadPaperArticle = cache(async (fileId: number, previewToken: string): Promise<PaperArticle | null> => {
  if (!previewToken) return getPublishedPaperArticle(fileId);
  return nullWhenRefused(
    serverApi.call('getPaperArticlePreview', { fileId, previewToken }).then(toPaperArticle),
  );
});

export function getPaperArticle(
  fileId: number,
  access: Pick<ArticleAccess, 'previewToken'> = {},
): Promise<PaperArticle | null> {
  return loadPaperArticle(fileId, access.previewToken ?? '');
}
