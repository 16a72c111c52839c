import 'server-only';
import { unstable_cache } from 'next/cache';
import { serverApi } from '@/lib/api/serverApi';
import { nullWhenRefused } from '@/lib/api/apiError';
import { PUBLISHED } from '@/lib/api/articles';
import {
  categoryPageParams,
  toShortVideo,
  toShortVideoPage,
  toShortVideoSettings,
  type ShortVideo,
  type ShortVideoPage,
  type ShortVideoSettings,
} from '@/lib/api/vodModel';

// Short videos are the same for every reader: cached briefly per process like published articles, whose praise
// and comments they carry.

/** A published short video; null for an unknown or withdrawn one (the service refuses it). */
export const getShortVideo = unstable_cache(
  async (id: number): Promise<ShortVideo | null> =>
    toShortVideo(await nullWhenRefused(serverApi.call('vodArticle', { id }))),
  ['vod-article'],
  PUBLISHED,
);

/** A page of a category (the category list), the newest first; the category alone is the cache key's. */
export const getCategoryShortVideos = unstable_cache(
  async (
    video: Pick<ShortVideo, 'categoryId' | 'nodeCode'>,
    page: number,
    size: number,
  ): Promise<ShortVideoPage> =>
    toShortVideoPage(await serverApi.call('vodCategoryList', categoryPageParams(video, page, size))),
  ['vod-category'],
  PUBLISHED,
);

/** The service's short-video category and page sizes (its common config); null when it has no clips. */
export const getShortVideoSettings = unstable_cache(
  async (): Promise<ShortVideoSettings | null> =>
    toShortVideoSettings(await serverApi.call('vodCommonConfig', {})),
  ['vod-common-config'],
  PUBLISHED,
);

/** Home's short-video strip: the newest clips of the service's category; none when it has no clips. */
export async function getHomeShortVideos(count: number): Promise<ShortVideo[]> {
  const settings = await getShortVideoSettings();
  if (!settings) return [];
  const { categoryId, nodeCode } = settings;
  return (await getCategoryShortVideos({ categoryId, nodeCode }, 1, count)).list;
}
