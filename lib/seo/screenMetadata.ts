import 'server-only';
import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { absoluteUrl } from '@/lib/config/siteOrigin';
import { pageTitle } from '@/lib/guard/pageTitle';
import { readGuard } from '@/lib/guard/readGuard';
import { pageMetadata } from '@/lib/seo/pageMeta';

export interface ScreenMetaInput {
  /** The screen's own title (a module's name, a page's title), for search results and share cards. */
  title: string;
  /** The browser's title when it is not `title`: the route's title where the spec names one (产品详情, 公告). */
  documentTitle?: string;
  description?: string;
  /** Used when the description is blank (e.g. the plain text of the page). */
  fallbackText?: string;
  /** The canonical path below the site's base, query included. */
  path: string;
  image?: string;
}

/**
 * Metadata of the screens that are neither an article nor a column (more-modules, about us, notices …): the
 * shared description, canonical URL and cards, and the title rule of the route guard (the `title` query wins).
 */
export async function screenMetadata(input: ScreenMetaInput): Promise<Metadata> {
  const [guard, config, locale, url, t] = await Promise.all([
    readGuard(),
    loadSiteConfig(),
    getLocale(),
    absoluteUrl(input.path),
    getTranslations('meta'),
  ]);
  const siteName = config?.siteName || t('defaultSiteName');
  const { documentTitle, ...page } = input;
  const metadata = pageMetadata(
    { ...page, url, siteName, locale: locale, image: input.image || config?.padLogo },
    { type: 'website' },
  );
  return { ...metadata, title: pageTitle(guard.title, documentTitle ?? input.title, siteName) };
}
