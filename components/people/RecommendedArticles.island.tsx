'use client';

import type { ListLayout } from '@/components/column/ArticleListItem';
import { lazyIsland } from '@/components/shell/lazyIsland';
import { useNearViewport } from '@/components/shell/useNearViewport';
// The list's looks come with the page, not with its code: with a stylesheet of the code's still loading when the
// reader went back, the previous page was drawn only after the browser had restored its scroll against the page
// being left, and a home list came back 355 px short (tests/e2e/reading.spec.ts).
import '@/components/column/ArticleList.module.css';
import '@/components/people/RecommendedArticles.module.css';

const RecommendedList = lazyIsland(
  () => import('@/components/people/RecommendedList').then(({ RecommendedList }) => RecommendedList),
  { ownBoundary: true },
);

/**
 * 猜你喜欢: articles for this reader (none the page lists already), loaded in the browser so the page around it
 * stays the same for everyone, and only as the reader nears them (a screen ahead): the list's code, the API
 * client and the call wait until then. Nothing shows until they arrive, nor when none come or the call fails;
 * they come in below the screen.
 */
export function RecommendedArticles(props: {
  /** The article the reader is on; null on the search page. */
  fileId: number | null;
  heading: string;
  layout: ListLayout;
  /** The stories the page lists above, once known: the list leaves them out. */
  shown?: Promise<number[]>;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>('100% 0px');
  return <div ref={ref}>{near && <RecommendedList {...props} />}</div>;
}
