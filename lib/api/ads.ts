import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { serverApi } from '@/lib/api/serverApi';
import { toAds, type Ad, type ColumnAds } from '@/lib/api/adModel';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

// The same for every reader: cached briefly and dropped at once when the CMS changes ads (tag `ads`). A failed
// call throws, so it is never cached and the next request tries again.
const fetchColumnAds = unstable_cache(
  async (columnId: number): Promise<Ad[]> => toAds(await serverApi.call('getAdvList', { columnId })),
  ['column-ads'],
  { revalidate: 60, tags: [CACHE_TAGS.ads] },
);

/**
 * Every ad of a column (its own and those shown everywhere), once per request. Never throws: ads must not cost a
 * reader the page, so any failure (unreachable, refused, malformed) becomes `failed` and is logged.
 */
export const loadColumnAds = cache(async (columnId: number): Promise<ColumnAds> => {
  try {
    return { failed: false, ads: await fetchColumnAds(columnId) };
  } catch (error) {
    console.error(`getAdvList failed for column ${columnId}`, error);
    return { failed: true, ads: [] };
  }
});
