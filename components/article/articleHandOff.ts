import { ARTICLE_TYPES, type Article } from '@/lib/api/articleModel';
import { queryWithout, type SearchParams } from '@/lib/routing/pageParams';

/** The parameters an article route's path fills in; the target's own path names the article again. */
const ROUTE_PARAMS = ['columnId', 'id', 'fileId'];

/** Types with a screen of their own (spec section 2): a topic opens its special topic, a live the live screen. */
const OWN_SCREEN: readonly number[] = [ARTICLE_TYPES.topic, ARTICLE_TYPES.live];

/**
 * Where an article page sends a topic or live article, wherever the link came from (a timeline event, a points
 * record, an old share), keeping the reader's other query flags (share mode, theme). Null when the article is
 * read here: any other type, and previews, whose unreleased content only this page may fetch.
 */
export function handOffHref(
  article: Pick<Article, 'articleType' | 'href'>,
  params: SearchParams,
  preview: boolean,
) {
  if (preview || !OWN_SCREEN.includes(article.articleType)) return null;
  const search = queryWithout(params, ROUTE_PARAMS).toString();
  return search ? `${article.href}?${search}` : article.href;
}
