import 'server-only';
import { unstable_cache } from 'next/cache';
import { serverApi } from '@/lib/api/serverApi';
import { nullWhenRefused } from '@/lib/api/apiError';
import { KEPT_MODULE_TYPES, PUBLISHED } from '@/lib/api/articles';
import { PAGE_SIZE, toArticlePage, type ArticlePage } from '@/lib/api/articleModel';
import { asNumber, asObject, asString } from '@/lib/api/mapping';

/** The first page of a front-page module's articles, for its "more" screens (moreModules, moreImage). */
export interface ModulePage extends ArticlePage {
  moduleId: number;
  /** The column whose front page holds the module. */
  columnId: number;
  name: string;
  cmDisplayStyle: number;
}

/** Null for a module of a type the reader does not show (spec section 9), as if it did not exist. */
export function toModulePage(raw: unknown): ModulePage | null {
  const data = asObject(raw);
  const heading = asObject(data.module);
  const moduleId = asNumber(heading.moduleId);
  if (moduleId <= 0 || !KEPT_MODULE_TYPES.includes(asNumber(heading.type, -1))) return null;
  return {
    moduleId,
    columnId: asNumber(heading.columnId),
    name: asString(heading.name),
    cmDisplayStyle: asNumber(heading.cmDisplayStyle, 1),
    ...toArticlePage(data),
  };
}

export const getModulePage = unstable_cache(
  async (moduleId: number): Promise<ModulePage | null> =>
    nullWhenRefused(
      serverApi.call('getModuleArticles', { moduleId, page: 1, pageSize: PAGE_SIZE }).then(toModulePage),
    ),
  ['module-page'],
  PUBLISHED,
);
