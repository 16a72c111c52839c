import { ARTICLE_TYPES, type Article } from '@/lib/api/articleModel';
import type { SearchParams } from '@/lib/routing/pageParams';

/** The parameters an article route's path fills in; the target's own path names the article again. */
const ROUTE_PARAMS = new Set(['columnId', 'id', 'fileId']);

/**
 * Where an article page sends a topic article (spec section 2: type 3 opens the special topic), wherever the
 * link came from (a timeline event, a points record, an old share), keeping the reader's other query flags
 * (share mode, theme). Null when the article is read here: any other type, and previews, whose unreleased
 * content only this page may fetch.
 */
export function handOffHref(
  article: Pick<Article, 'articleType' | 'href'>,
  params: SearchParams,
  preview: boolean,
) {
  if (preview || article.articleType !== ARTICLE_TYPES.topic) return null;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (ROUTE_PARAMS.has(name) || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
  }
  const search = query.toString();
  return search ? `${article.href}?${search}` : article.href;
}
