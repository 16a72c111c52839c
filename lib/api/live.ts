import 'server-only';
import { unstable_cache } from 'next/cache';
import { serverApi } from '@/lib/api/serverApi';
import { nullWhenRefused } from '@/lib/api/apiError';
import { PAGE_SIZE, type ArticleSummary } from '@/lib/api/articleModel';
import { getColumnView } from '@/lib/api/articles';
import { getColumns } from '@/lib/api/columns';
import { REPORT_PAGE_SIZE, toLiveList, toLivePage, type Live, type LivePage } from '@/lib/api/liveModel';
import type { Paged } from '@/lib/api/memberModel';
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

/** A page of the announced lives (liveComing), the soonest start first. */
export const getComingLives = unstable_cache(
  async (page: number): Promise<Paged<Live>> =>
    toLiveList(await serverApi.call('liveComing', { page, pageSize: PAGE_SIZE })),
  ['live-coming'],
  LIVES,
);

/**
 * The lives on now and the replays, from each top column's live strip (a column's `liveArticles` span its
 * subcolumns, so the top columns' strips hold every live of the site): each once, the newest first.
 */
export async function getColumnLives(): Promise<{ now: ArticleSummary[]; replays: ArticleSummary[] }> {
  const views = await Promise.all((await getColumns()).map((column) => getColumnView(column.columnId)));
  const seen = new Set<number>();
  const lives = views
    .flatMap((view) => view?.liveArticles ?? [])
    .filter((live) => !seen.has(live.fileId) && seen.add(live.fileId))
    .sort((a, b) => b.publishtime - a.publishtime);
  return {
    now: lives.filter((live) => live.liveStatus === 1),
    replays: lives.filter((live) => live.liveStatus === 2),
  };
}
