// `/paperSharePage/:time?/:paperId?/:layout?.html` (next.config.mjs hands the parts over as query strings),
// plus the page's own query: `article` (the article open above the page) and `month` (the date picker's month).
import { parsePaperDate, parsePaperMonth } from '@/lib/format/paperDate';
import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';

export interface PaperQuery {
  /** yyyy-MM-dd; null for the newest edition. */
  date: string | null;
  paperId?: number;
  /** A layoutId or a page number. */
  layout?: number;
  articleId?: number;
  month?: string;
}

/** The parameter, or undefined when absent; null when present but not a positive id. */
function optionalId(params: SearchParams, name: string): number | undefined | null {
  if (!firstValue(params, name)) return undefined;
  return positiveId(params, name);
}

/** The page's parameters, or null when one of them is malformed (the page is then not found). */
export function paperQuery(params: SearchParams): PaperQuery | null {
  const time = firstValue(params, 'time');
  const monthText = firstValue(params, 'month');
  const date = time ? parsePaperDate(time) : null;
  const month = monthText ? parsePaperMonth(monthText) : undefined;
  const paperId = optionalId(params, 'paperId');
  const layout = optionalId(params, 'layout');
  const articleId = optionalId(params, 'article');
  if ((time && !date) || month === null || paperId === null || layout === null || articleId === null) {
    return null;
  }
  return { date, paperId, layout, articleId, month };
}

/**
 * The page a `layout` parameter names: a layoutId of this edition (what the site's own links carry), else a
 * page number (what a reader types); the first page when there is none.
 */
export function findLayout<T extends { layoutId: number; pageNo: number }>(
  layouts: T[],
  layout: number | undefined,
): T | undefined {
  if (layout === undefined) return layouts[0];
  return layouts.find((page) => page.layoutId === layout) ?? layouts.find((page) => page.pageNo === layout);
}

export interface PaperPlace {
  date?: string;
  paperId?: number;
  layoutId?: number;
}

/** The route of an edition, page or article; the optional parts fill from the left, as the router reads them. */
export function paperHref(
  { date, paperId, layoutId }: PaperPlace,
  query: { article?: number; month?: string } = {},
): string {
  const parts: (string | number)[] = [];
  for (const part of [date, paperId, layoutId]) {
    if (part === undefined) break;
    parts.push(part);
  }
  const search = new URLSearchParams();
  if (query.article) search.set('article', String(query.article));
  if (query.month) search.set('month', query.month);
  const path = ['/paperSharePage', ...parts].join('/') + '.html';
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
