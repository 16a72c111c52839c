import 'server-only';
import type { Metadata } from 'next';
import { getColumn } from '@/lib/api/columns';
import { absoluteUrl } from '@/lib/config/siteOrigin';

/** Title, description and canonical URL of a column page; the layout's defaults when the column is unknown. */
export async function columnMetadata(columnId: number | null): Promise<Metadata> {
  const column = columnId === null ? null : await getColumn(columnId).catch(() => null);
  if (!column) return {};
  const url = await absoluteUrl(`/columnDetail/${column.columnId}.html`);
  return {
    title: column.name,
    description: column.description || undefined,
    alternates: {
      canonical: url,
      types: { 'application/rss+xml': await absoluteUrl(`/rss/${column.columnId}.xml`) },
    },
    openGraph: { type: 'website', title: column.name, description: column.description || undefined, url },
  };
}
