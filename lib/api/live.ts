import 'server-only';
import { unstable_cache } from 'next/cache';
import { serverApi } from '@/lib/api/serverApi';
import { nullWhenRefused } from '@/lib/api/apiError';
import { REPORT_PAGE_SIZE, toLivePage, type LivePage } from '@/lib/api/liveModel';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

// A live changes with its reports (tag `lives`, dropped by every live write) and with its article (`articles`);
// its read count moves without the CMS, so it is kept a shorter while.
const LIVES = { revalidate: 30, tags: [CACHE_TAGS.lives, CACHE_TAGS.articles] };

/** One page of a live's reports with the live itself; null for no such (published) live. */
export const getLivePage = unstable_cache(
  async (id: number, page: number): Promise<LivePage | null> =>
    nullWhenRefused(serverApi.call('liveView', { id, page, pageSize: REPORT_PAGE_SIZE }).then(toLivePage)),
  ['live-view'],
  LIVES,
);
