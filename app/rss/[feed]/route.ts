import { connection } from 'next/server';
import { getLocale } from 'next-intl/server';
import { getArticlePage } from '@/lib/api/articles';
import { getColumn } from '@/lib/api/columns';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { siteOrigin } from '@/lib/config/siteOrigin';
import { basePathFrom } from '@/lib/config/env.mjs';
import { rssFeed } from '@/lib/seo/rss';

const FEED = /^([1-9]\d{0,9})\.xml$/;

/** `/rss/<columnId>.xml`: RSS 2.0 of a column's newest articles. */
export async function GET(_request: Request, { params }: { params: Promise<{ feed: string }> }) {
  // Built per request from current data; never prerendered at build time, when no backend runs.
  await connection();
  const match = FEED.exec((await params).feed);
  const columnId = match ? Number(match[1]) : 0;
  const [column, page, config, locale, origin] = await Promise.all([
    columnId ? getColumn(columnId).catch(() => undefined) : null,
    columnId ? getArticlePage(columnId, 1).catch(() => undefined) : null,
    loadSiteConfig(),
    getLocale(),
    siteOrigin(),
  ]);
  if (column === undefined || page === undefined || config === null) {
    return new Response('Service unavailable', { status: 503 });
  }
  if (!column || !page) return new Response('Not found', { status: 404 });
  const base = origin + basePathFrom();
  const xml = rssFeed(
    {
      title: `${column.name} - ${config.siteName}`,
      link: `${base}/columnDetail/${column.columnId}.html`,
      description: column.description || column.name,
      feedUrl: `${base}/rss/${column.columnId}.xml`,
      locale: locale,
      ttlMinutes: 10,
    },
    page.list.map((item) => ({
      title: item.title,
      link: item.external ? item.href : base + item.href,
      description: item.abstract,
      publishedMs: item.publishtime,
      authorNames: item.source ? [item.source] : [],
    })),
  );
  return new Response(xml, {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, s-maxage=300, stale-while-revalidate=600',
    },
  });
}
