import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/translations';
import { loadSitePage, type SiteScreenKind } from '@/lib/api/sitePages';
import { sanitizeArticleHtml } from '@/lib/html/sanitizeArticleHtml';
import type { SearchParams } from '@/lib/routing/pageParams';
import { SITE_PAGE_ROUTES, sitePageId, sitePagePath } from '@/lib/routing/sitePageRoute';
import { screenMetadata } from '@/lib/seo/screenMetadata';

/**
 * The browser shows the route's title (产品详情, 公告: spec section 2); share cards and search results the page's
 * own, described by its summary, else its text, canonical with the `id` it was opened with.
 */
export async function sitePageMetadata(kind: SiteScreenKind, params: SearchParams): Promise<Metadata> {
  const id = sitePageId(kind, params);
  const [page, t] = await Promise.all([
    id === null ? null : loadSitePage(kind, id).catch(() => null),
    getTranslations('routes'),
  ]);
  if (!page || id === null) return {};
  return screenMetadata({
    title: page.title,
    documentTitle: t(SITE_PAGE_ROUTES[kind]),
    description: page.summary,
    fallbackText: sanitizeArticleHtml(page.html).text,
    path: sitePagePath(kind, id),
    image: page.image,
  });
}
