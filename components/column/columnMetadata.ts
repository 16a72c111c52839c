import 'server-only';
import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import type { ArticleSummary } from '@/lib/api/articleModel';
import { getColumn, type Column } from '@/lib/api/columns';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { absoluteUrl } from '@/lib/config/siteOrigin';
import { columnMetadata as buildMetadata, type ColumnMetaInput } from '@/lib/seo/columnMeta';

/** One input for a column's metadata and its CollectionPage JSON-LD; home is the site itself. */
export async function columnMetaInput(
  column: Column,
  isHome: boolean,
  items: ArticleSummary[] = [],
): Promise<ColumnMetaInput> {
  const [config, locale, url] = await Promise.all([
    loadSiteConfig(),
    getLocale(),
    absoluteUrl(isHome ? '/home.html' : `/columnDetail/${column.columnId}.html`),
  ]);
  const siteName = config?.siteName ?? '';
  return {
    title: isHome ? siteName : column.name,
    description: column.description,
    url,
    image: config?.padLogo,
    siteName,
    locale: locale,
    items: items.map((item) => ({ title: item.title, url: item.href })),
  };
}

export async function columnMetadata(columnId: number | null): Promise<Metadata> {
  const column = columnId === null ? null : await getColumn(columnId).catch(() => null);
  if (!column) return {};
  const metadata = buildMetadata(await columnMetaInput(column, false));
  const feed = await absoluteUrl(`/rss/${column.columnId}.xml`);
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': feed } } };
}
