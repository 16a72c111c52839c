// Each article's praise count as the backend last answered it on this page: the praise button sets it, and the
// counts line's number (ArticleLikes.island.tsx) shows it through React, so no later render of the line can put
// the server's older number back. Keyed by article, so a count does not follow the reader to the next article.
const counts = new Map<number, number>();
const listeners = new Set<() => void>();

export function setArticleLikes(fileId: number, praiseCount: number) {
  counts.set(fileId, praiseCount);
  for (const listener of listeners) listener();
}

export function subscribeArticleLikes(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The count the backend last answered for this article here, or null when the server's number stands. */
export const articleLikesOf = (fileId: number) => counts.get(fileId) ?? null;
