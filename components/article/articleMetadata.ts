import 'server-only';
import type { Metadata } from 'next';
import { getArticle } from '@/lib/api/articles';
import { readGuard } from '@/lib/guard/readGuard';
import type { SearchParams } from '@/lib/routing/pageParams';
import { articleAccess, articleIdFrom } from '@/components/article/articleAccess';

/** Title, description and canonical address of an article; previews are never indexed. */
export async function articleMetadata(params: SearchParams): Promise<Metadata> {
  const guard = await readGuard();
  const fileId = articleIdFrom(params);
  const access = articleAccess(params, guard.flags);
  const preview = guard.flags.preview || access.previewToken !== undefined;
  const article = fileId === null ? null : await getArticle(fileId, access).catch(() => null);
  const robots = preview ? { index: false, follow: false } : undefined;
  if (!article) return { robots };
  return { title: article.title, description: article.abstract || undefined, robots };
}
