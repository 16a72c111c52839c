import 'server-only';
import { unstable_cache } from 'next/cache';
import type { ApiClient } from '@/lib/api/createApiClient';
import { nullWhenRefused } from '@/lib/api/apiError';
import { serverApi } from '@/lib/api/serverApi';
import { toTipoff, toTipoffPage, type Tipoff } from '@/lib/api/tipoffModel';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

/** An approved tip-off, as anyone may read it; null for an unknown one or one not approved (yet). */
export const getApprovedTipoff = unstable_cache(
  async (id: number): Promise<Tipoff | null> =>
    nullWhenRefused(serverApi.call('tipoffDetail', { id }).then(toTipoff)),
  ['tipoff'],
  { revalidate: 60, tags: [CACHE_TAGS.tipoffs] },
);

/** A tip-off as its author reads it (asMember): theirs in any state; null for another member's pending one. */
export const readOwnTipoff = (id: number) => (api: ApiClient) =>
  nullWhenRefused(api.call('tipoffDetail', { id }).then(toTipoff));

/** 我的报料: the member's first page of tip-offs, newest first (asMember). */
export const readMyTipoffs = async (api: ApiClient) => toTipoffPage(await api.call('myTipoffs', { page: 1 }));
