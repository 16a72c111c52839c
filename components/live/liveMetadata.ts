import 'server-only';
import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { getLivePage } from '@/lib/api/live';
import { liveTitleState } from '@/lib/api/liveModel';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { absoluteUrl } from '@/lib/config/siteOrigin';
import { readGuard } from '@/lib/guard/readGuard';
import type { SearchParams } from '@/lib/routing/pageParams';
import { articleMetadata } from '@/lib/seo/articleMeta';
import { liveQuery, livePath } from '@/components/live/liveRoute';

/**
 * What search engines and share cards learn about a live: its title prefixed by its state (预告, 直播中, 回放),
 * its summary and picture, and its own path as the canonical URL whatever link or page of reports was opened.
 */
export async function liveMetadata(params: SearchParams): Promise<Metadata> {
  const { id } = liveQuery(params);
  const [guard, page] = await Promise.all([
    readGuard(),
    id === null ? null : getLivePage(id, 1).catch(() => null),
  ]);
  const { preview } = guard.preview;
  if (!page || id === null) return preview ? { robots: { index: false, follow: false } } : {};
  const { live } = page;
  const [config, locale, url, t] = await Promise.all([
    loadSiteConfig(),
    getLocale(),
    absoluteUrl(livePath(id)),
    getTranslations('live'),
  ]);
  return articleMetadata({
    title: t('title', { state: t(`state.${liveTitleState(live)}`), title: live.title }),
    description: live.abstract,
    url,
    image: live.picBig || live.image || live.poster,
    siteName: config?.siteName ?? '',
    locale: locale,
    preview,
    publishedMs: live.publishtime,
  });
}
