/**
 * A column page shows each story once (issue 14): the carousel, the live strip, the top modules in the CMS's order
 * and the list are read top to bottom, and a story already shown higher up is left out further down; each block
 * keeps its own order otherwise. A module left with nothing is not shown. Pure and client-safe.
 */
import type { ArticlePage, ArticleSummary } from '@/lib/api/articleModel';
import type { ColumnView } from '@/lib/api/articles';

export interface ShownOnce {
  view: ColumnView | null;
  firstPage: ArticlePage;
  /** Every story the server drew (blocks and the list's first page): load-more pages leave these out. */
  shown: number[];
}

/** The stories of `list` not in `seen`, each once, in order; adds them to `seen`. */
export function unseen(list: readonly ArticleSummary[], seen: Set<number>): ArticleSummary[] {
  return list.filter((item) => {
    if (seen.has(item.fileId)) return false;
    seen.add(item.fileId);
    return true;
  });
}

export function shownOnce(view: ColumnView | null, firstPage: ArticlePage): ShownOnce {
  const seen = new Set<number>();
  const blocks = view && {
    carousel: unseen(view.carousel, seen),
    liveArticles: unseen(view.liveArticles, seen),
    modules: view.modules
      .map((module) => ({ ...module, list: unseen(module.list, seen) }))
      .filter((module) => module.list.length > 0),
  };
  const list = unseen(firstPage.list, seen);
  return { view: blocks, firstPage: { ...firstPage, list }, shown: [...seen] };
}
