import type { SiteScreenKind } from '@/lib/api/sitePages';
import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';

/** Each kind's route (spec section 2), `/<route>.html`; `?id=` picks a page, a notice needs one. */
export const SITE_PAGE_ROUTES = {
  about: 'aboutUs',
  product: 'productDetail',
  download: 'downloadClient',
  notice: 'noticeDetail',
} as const satisfies Record<SiteScreenKind, string>;

/** The page asked for: undefined for the kind's first, null for an id no page can have (not found). */
export function sitePageId(kind: SiteScreenKind, params: SearchParams): number | undefined | null {
  if (firstValue(params, 'id') === undefined) return kind === 'notice' ? null : undefined;
  return positiveId(params, 'id');
}

export function sitePagePath(kind: SiteScreenKind, id: number | undefined): string {
  const path = `/${SITE_PAGE_ROUTES[kind]}.html`;
  return id === undefined ? path : `${path}?id=${id}`;
}
