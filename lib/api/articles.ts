import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { serverApi } from '@/lib/api/serverApi';
import { nullWhenRefused } from '@/lib/api/apiError';
import { settle } from '@/lib/api/settle';
import { isEmptyMarker } from '@/lib/api/envelope';
import { asArray, asNumber, asObject, asString } from '@/lib/api/mapping';
import {
  PAGE_SIZE,
  toArticle,
  toArticleCounts,
  toArticlePage,
  toArticleSummaries,
  type Article,
  type ArticleCounts,
  type ArticlePage,
  type ArticleSummary,
} from '@/lib/api/articleModel';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

// Published content is the same for every reader: cached briefly per process and dropped at once by tag when the
// CMS publishes (app/api/revalidate). Preview content is per credential and never cached.
export const PUBLISHED = { revalidate: 60, tags: [CACHE_TAGS.articles] };

export const getArticlePage = unstable_cache(
  async (columnId: number, page: number): Promise<ArticlePage | null> =>
    nullWhenRefused(
      serverApi
        .call('getArticles', { columnId, page, pageSize: PAGE_SIZE })
        .then((reply) => (isEmptyMarker(reply) ? { list: [], hasMore: false } : toArticlePage(reply))),
    ),
  ['article-page'],
  PUBLISHED,
);

export interface Module {
  moduleId: number;
  name: string;
  type: number;
  cmDisplayStyle: number;
  moreColumnId: number;
  list: ArticleSummary[];
}

export interface ColumnView {
  carousel: ArticleSummary[];
  modules: Module[];
  liveArticles: ArticleSummary[];
}

/** Module types the reader shows (spec section 9); the others belong to the app. */
export const KEPT_MODULE_TYPES = [0, 7, 8, 9, 10, 11];

export function toColumnView(raw: unknown): ColumnView {
  const data = asObject(raw);
  return {
    carousel: toArticleSummaries(data.carousel),
    modules: asArray(data.topModule)
      .map((item) => asObject(item))
      .map((m) => ({
        moduleId: asNumber(m.moduleId),
        name: asString(m.name),
        type: asNumber(m.type),
        cmDisplayStyle: asNumber(m.cmDisplayStyle, 1),
        moreColumnId: asNumber(m.moreColumnId),
        list: toArticleSummaries(m.list),
      }))
      .filter((m) => KEPT_MODULE_TYPES.includes(m.type) && m.list.length > 0),
    liveArticles: toArticleSummaries(data.liveArticles),
  };
}

export const getColumnView = unstable_cache(
  async (columnId: number): Promise<ColumnView | null> =>
    nullWhenRefused(serverApi.call('moduleView', { columnId }).then(toColumnView)),
  ['column-view'],
  PUBLISHED,
);

/** getArticleContent's options (spec section 7): the status line of showStatusType 1/2/3, the inner editor's body. */
export interface ContentOptions {
  showStatusType?: 1 | 2 | 3;
  innerEditor?: 0 | 1;
}

/** The options as query fields: only those asked for, so a plain reader's call stays as it was. */
const contentFields = (showStatusType: number, innerEditor: number) => ({
  ...(showStatusType ? { showStatusType } : {}),
  ...(innerEditor ? { innerEditor } : {}),
});

const getPublishedArticle = unstable_cache(
  async (fileId: number, showStatusType: number, innerEditor: number): Promise<Article | null> =>
    nullWhenRefused(
      serverApi
        .call('getArticleContent', { fileId, ...contentFields(showStatusType, innerEditor) })
        .then(toArticle),
    ),
  ['article'],
  PUBLISHED,
);

export interface ArticleAccess extends ContentOptions {
  /** The CMS-issued preview credential; without it only published articles are served. */
  previewToken?: string;
  poster?: boolean;
}

// The page and its metadata both ask for the article; once per request is enough, and a preview (never cached
// across requests) must not reach the backend twice. React's cache compares arguments, so they are primitives.
const loadArticle = cache(
  async (
    fileId: number,
    previewToken: string,
    poster: boolean,
    showStatusType: number,
    innerEditor: number,
  ): Promise<Article | null> => {
    if (!previewToken) return getPublishedArticle(fileId, showStatusType, innerEditor);
    const operation = poster ? 'getOwnArticle' : 'getArticleContentPreview';
    const fields = { fileId, previewToken, ...contentFields(showStatusType, innerEditor) };
    return nullWhenRefused(serverApi.call(operation, fields).then(toArticle));
  },
);

export function getArticle(fileId: number, access: ArticleAccess = {}): Promise<Article | null> {
  return loadArticle(
    fileId,
    access.previewToken ?? '',
    access.poster ?? false,
    access.showStatusType ?? 0,
    access.innerEditor ?? 0,
  );
}

export const getArticleCounts = unstable_cache(
  async (fileId: number): Promise<ArticleCounts | null> =>
    nullWhenRefused(serverApi.call('getArticleCounts', { fileId }).then(toArticleCounts)),
  ['article-counts'],
  { revalidate: 30, tags: [CACHE_TAGS.articles] },
);

/** Related articles fetched, and shown: size 4, page 1 (spec section 9). */
const RELATED_SIZE = 4;

const getRelatedArticles = unstable_cache(
  async (fileId: number): Promise<ArticleSummary[]> =>
    (
      await nullWhenRefused(
        serverApi
          .call('getRelArticles', { fileId, size: RELATED_SIZE, page: 1 })
          .then((reply) => toArticlePage(reply, RELATED_SIZE)),
      )
    )?.list ?? [],
  ['related-articles'],
  PUBLISHED,
);

/** The hot articles an article's side shows (ours: the spec sets no count). */
const HOT_SHOWN = 5;
/** Enough of the column's hot articles to show HOT_SHOWN besides the article itself and its related ones. */
const HOT_FETCHED = HOT_SHOWN + RELATED_SIZE + 1;

const getHotArticles = unstable_cache(
  async (columnId: number): Promise<ArticleSummary[]> =>
    (await nullWhenRefused(
      serverApi
        .call('articleHot', { columnId, size: HOT_FETCHED })
        .then((reply) => toArticleSummaries(asObject(reply).list)),
    )) ?? [],
  ['hot-articles'],
  PUBLISHED,
);

/**
 * An article's two side lists, each loading on its own and null when its call fails: its related articles, and
 * its column's hot ones besides itself and those related, so no story shows twice.
 */
export function articleSideLists(fileId: number, columnId: number) {
  const related = settle(getRelatedArticles(fileId), 'getRelArticles');
  const hot = Promise.all([settle(getHotArticles(columnId), 'articleHot'), related]).then(
    ([hot, besides]) => {
      if (!hot) return null;
      const shown = new Set([fileId, ...(besides ?? []).map((item) => item.fileId)]);
      return hot.filter((item) => !shown.has(item.fileId)).slice(0, HOT_SHOWN);
    },
  );
  return { related, hot };
}
