import { connection } from 'next/server';
import { getLocale } from 'next-intl/server';
import { recentArticles } from '@/lib/api/recentArticles';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { siteOrigin } from '@/lib/config/siteOrigin';
import { basePathFrom } from '@/lib/config/env.mjs';
import { newsSitemap } from '@/lib/seo/sitemap';

/** The Google News sitemap of the newest articles (news entries only for the last two days, as Google asks). */
export async function GET() {
  // Built per request from current data; never prerendered at build time, when no backend runs.
  await connection();
  const [articles, config, locale, origin] = await Promise.all([
    recentArticles().catch(() => null),
    loadSiteConfig(),
    getLocale(),
    siteOrigin(),
  ]);
  if (articles === null || config === null) return new Response('Service unavailable', { status: 503 });
  const base = origin + basePathFrom();
  const xml = newsSitemap(
    articles
      .filter((item) => !item.external)
      .map((item) => ({
        url: base + item.href,
        title: item.title,
        publishedMs: item.publishtime,
        language: locale,
      })),
    { publicationName: config.siteName, nowMs: Date.now() },
  );
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, s-maxage=300, stale-while-revalidate=600',
    },
  });
}
