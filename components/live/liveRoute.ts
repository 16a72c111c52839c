import { firstValue, positiveId, queryWithout, type SearchParams } from '@/lib/routing/pageParams';

/** Pages of reports a live page may show at once (20 each): the load-more link asks for one more each time. */
export const MAX_REPORT_PAGES = 25;

/** `/liveDetail/:linkID?/:id.html`: the live is `id`; `page` is how many pages of its reports are shown. */
export function liveQuery(params: SearchParams) {
  const raw = firstValue(params, 'page') ?? '';
  const page = /^[1-9]\d{0,2}$/.test(raw) ? Math.min(Number(raw), MAX_REPORT_PAGES) : 1;
  return { id: positiveId(params, 'id'), linkId: positiveId(params, 'linkID'), pages: page };
}

/** The canonical address of a live: its own path, whatever link it was opened from. */
export const livePath = (id: number) => `/liveDetail/${id}.html`;

/** The same page with `pages` pages of reports, keeping the path it was opened on and the reader's query flags. */
export function moreReportsHref(params: SearchParams, pages: number): string {
  const { id, linkId } = liveQuery(params);
  const query = queryWithout(params, ['id', 'linkID', 'page']);
  query.set('page', String(pages));
  return `/liveDetail/${linkId === null ? '' : `${linkId}/`}${id ?? 0}.html?${query.toString()}`;
}
