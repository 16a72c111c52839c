'use client';

import { useEffect } from 'react';
import type { ArticleStats } from '@/lib/stats/events';

// The article whose conversation the page shows, for the records its comment islands send (a comment's praise:
// the like record, 1000002): given once for the page rather than to each comment's actions.
let shown: ArticleStats | null = null;

/** Says which article's statistics the page's comment islands send; draws nothing. */
export function CommentStats({ stats }: { stats: ArticleStats }) {
  useEffect(() => {
    shown = stats;
    return () => {
      if (shown === stats) shown = null;
    };
  }, [stats]);
  return null;
}

/** The statistics of the article whose conversation the page shows; null before it is known. */
export const commentStats = (): ArticleStats | null => shown;
