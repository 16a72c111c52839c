import 'server-only';
import { unstable_cache } from 'next/cache';
import { serverApi } from '@/lib/api/serverApi';
import { nullWhenRefused } from '@/lib/api/apiError';
import { PAGE_SIZE, toArticlePage, type ArticlePage } from '@/lib/api/articleModel';
import { asArray, asNumber, asObject, asString } from '@/lib/api/mapping';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

export interface SearchTab {
  id: number;
  name: string;
  columnId: number;
  /** The extra screen's field choices, e.g. 标题,内容,作者; empty when the tab has none. */
  extraScreen: string[];
}

/** The spec's defaults (section 3), used when the backend has no classify list. */
export const DEFAULT_SEARCH_TABS: SearchTab[] = [
  { id: 1, name: '新闻', columnId: -1, extraScreen: ['标题', '内容', '作者'] },
  { id: 3, name: '视频', columnId: 2, extraScreen: [] },
  { id: 4, name: '专题', columnId: 3, extraScreen: [] },
  { id: 7, name: '订阅号', columnId: 15, extraScreen: [] },
];

export function toSearchTabs(raw: unknown): SearchTab[] {
  const tabs = asArray(asObject(raw).list)
    .map((item) => asObject(item))
    .map((tab) => ({
      id: asNumber(tab.id),
      name: asString(tab.name),
      columnId: asNumber(tab.columnID),
      order: asNumber(tab.order),
      extraScreen: asString(tab.extraScreen)
        .split(/[,，]/)
        .map((part) => part.trim())
        .filter(Boolean),
    }))
    .filter((tab) => tab.id > 0 && tab.name !== '')
    .sort((a, b) => a.order - b.order)
    .map((tab) => ({ id: tab.id, name: tab.name, columnId: tab.columnId, extraScreen: tab.extraScreen }));
  return tabs.length ? tabs : DEFAULT_SEARCH_TABS;
}

export const getSearchTabs = unstable_cache(
  async (): Promise<SearchTab[]> =>
    (await nullWhenRefused(serverApi.call('searchClassify').then(toSearchTabs))) ?? DEFAULT_SEARCH_TABS,
  ['search-tabs'],
  { revalidate: 300, tags: [CACHE_TAGS.siteConfig] },
);

export const getHotWords = unstable_cache(
  async (): Promise<string[]> =>
    (
      await nullWhenRefused(
        serverApi
          .call('searchHot')
          .then((reply) => asArray(asObject(reply).list).map((word) => asString(word))),
      )
    )?.filter(Boolean) ?? [],
  ['search-hot'],
  { revalidate: 60, tags: [CACHE_TAGS.articles] },
);

/** The search fields behind the extra screen's three choices, in its order (标题, 内容, 作者). */
export const SEARCH_FIELDS = ['title', 'content', 'author'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export interface SearchQuery {
  keyword: string;
  classifyId: number;
  field?: SearchField;
}

/** A page of results; each summary carries its `snippet`. */
export type SearchResults = ArticlePage & { total: number };

export async function searchArticles(query: SearchQuery): Promise<SearchResults | null> {
  return nullWhenRefused(
    serverApi
      .call('search', {
        keyword: query.keyword,
        classifyId: query.classifyId,
        field: query.field,
        page: 1,
        pageSize: PAGE_SIZE,
      })
      .then((reply) => ({ ...toArticlePage(reply), total: asNumber(asObject(reply).total) })),
  );
}
