import 'server-only';
import { unstable_cache } from 'next/cache';
import { serverApi } from '@/lib/api/serverApi';
import { nullWhenRefused } from '@/lib/api/apiError';
import { asNumber, asObject, asString, asUrl } from '@/lib/api/mapping';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

/** getSitePage's kinds; `notice` (公告) pages come from noticeDetail, always by id. */
export type SitePageKind = 'about' | 'product' | 'download';
export type SiteScreenKind = SitePageKind | 'notice';

export interface SitePage {
  id: number;
  title: string;
  summary: string;
  /** The CMS's raw HTML: the page sanitises it on the server where it renders it. */
  html: string;
  image: string;
  publishtime: number;
}

export function toSitePage(raw: unknown): SitePage | null {
  const page = asObject(raw);
  const id = asNumber(page.id);
  if (id <= 0) return null;
  return {
    id,
    title: asString(page.title),
    summary: asString(page.summary),
    html: asString(page.content),
    image: asUrl(page.image),
    publishtime: asNumber(page.publishtime),
  };
}

// The same for every reader; the CMS's `site-pages` tag drops them at once (app/api/revalidate).
const SITE_PAGES = { revalidate: 300, tags: [CACHE_TAGS.sitePages] };

const getSitePage = unstable_cache(
  async (kind: SitePageKind, id: number | null): Promise<SitePage | null> =>
    nullWhenRefused(serverApi.call('getSitePage', { kind, id: id ?? undefined }).then(toSitePage)),
  ['site-page'],
  SITE_PAGES,
);

const getNotice = unstable_cache(
  async (id: number): Promise<SitePage | null> =>
    nullWhenRefused(serverApi.call('noticeDetail', { id }).then(toSitePage)),
  ['notice'],
  SITE_PAGES,
);

/** The page a screen shows: `id` picks one (a notice needs it), else the kind's first. Null when there is none. */
export function loadSitePage(kind: SiteScreenKind, id: number | undefined): Promise<SitePage | null> {
  if (kind !== 'notice') return getSitePage(kind, id ?? null);
  return id === undefined ? Promise.resolve(null) : getNotice(id);
}
