import 'server-only';
import type { ArticleSummary } from '@/lib/api/articleModel';
import { getArticlePage } from '@/lib/api/articles';
import { getColumns } from '@/lib/api/columns';

/** The newest published articles of the whole site (each top column's first page, merged), for feeds. */
export async function recentArticles(): Promise<ArticleSummary[]> {
  const columns = await getColumns();
  const pages = await Promise.all(columns.map((column) => getArticlePage(column.columnId, 1)));
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page?.list ?? [])
    .filter((item) => !seen.has(item.fileId) && seen.add(item.fileId))
    .sort((a, b) => b.publishtime - a.publishtime);
}
