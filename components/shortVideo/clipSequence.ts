import type { ShortVideo, ShortVideoPage } from '@/lib/api/vodModel';

/**
 * The clips a reader swipes through: the category's pages in order, each clip once. `complete` says whether the
 * opened clip's place is known: it is in a loaded page, or every page is loaded and it is in none (a clip left
 * out of its category's list), when it goes first.
 */
export function clipSequence(opened: ShortVideo, pages: ShortVideoPage[]) {
  const seen = new Set<number>();
  const loaded = pages.flatMap((page) => page.list).filter((clip) => !seen.has(clip.id) && seen.add(clip.id));
  const hasMore = pages.at(-1)?.hasMore ?? false;
  if (seen.has(opened.id)) return { clips: loaded, complete: true, hasMore };
  return { clips: [opened, ...loaded], complete: !hasMore, hasMore };
}
