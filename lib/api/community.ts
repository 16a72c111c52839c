import 'server-only';
import { unstable_cache } from 'next/cache';
import { nullWhenRefused } from '@/lib/api/apiError';
import { asArray, asObject } from '@/lib/api/mapping';
import { serverApi } from '@/lib/api/serverApi';
import {
  toCircle,
  toCircleList,
  toMoment,
  toPost,
  toPostPage,
  type Circle,
  type Moment,
  type Post,
} from '@/lib/api/communityModel';
import type { ListType } from '@/lib/contract/community';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

// The same for every reader (membership and praise load in the page's islands). Joins move the member count, so
// circles are kept briefly; the CMS's `community` tag (a post approved or removed, a notice) drops them at once.
const COMMUNITY = { revalidate: 15, tags: [CACHE_TAGS.community] };

/** Every circle. */
export const getCircleList = unstable_cache(
  async (): Promise<Circle[]> => toCircleList(await serverApi.call('circleList')),
  ['circle-list'],
  COMMUNITY,
);

/** One circle with its notices; null for an unknown id. */
export const getCircle = unstable_cache(
  async (id: number): Promise<Circle | null> =>
    nullWhenRefused(serverApi.call('circleDetail', { id }).then(toCircle)),
  ['circle'],
  COMMUNITY,
);

/** A page of a circle's approved posts (listType 1 newest, 2 hot), 20 a page; null for an unknown circle. */
export const getPostPage = unstable_cache(
  async (id: number, listType: ListType, page: number) =>
    nullWhenRefused(serverApi.call('postList', { id, listType, page }).then(toPostPage)),
  ['circle-posts'],
  COMMUNITY,
);

/** One approved post; null for an unknown, pending or removed one. */
export const getPost = unstable_cache(
  async (id: number): Promise<Post | null> =>
    nullWhenRefused(serverApi.call('postDetail', { id }).then(toPost)),
  ['circle-post'],
  COMMUNITY,
);

/** One approved friends-circle post (moments detail); null for an unknown, pending or removed one. */
export const getMoment = unstable_cache(
  async (id: number): Promise<Moment | null> =>
    nullWhenRefused(serverApi.call('momentsDetail', { id }).then(toMoment)),
  ['moment'],
  COMMUNITY,
);

/** The newest friends-circle posts. */
export const getLatestMoments = unstable_cache(
  async (): Promise<Moment[]> =>
    asArray(asObject(await serverApi.call('momentList')).list)
      .map(toMoment)
      .filter((moment): moment is Moment => moment !== null),
  ['moment-list'],
  COMMUNITY,
);
