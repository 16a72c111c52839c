'use client';

import { useSyncExternalStore } from 'react';
import { formatCount } from '@/lib/format/count';
import { articleLikesOf, subscribeArticleLikes } from '@/components/article/articleLikes';

/** The number of 点赞 N: the server's until a praise on this page goes in or is taken back, then the backend's. */
export function ArticleLikes({ fileId, initial }: { fileId: number; initial: string }) {
  const count = useSyncExternalStore(
    subscribeArticleLikes,
    () => articleLikesOf(fileId),
    () => null,
  );
  return <span data-article-likes="">{count === null ? initial : formatCount(count)}</span>;
}
