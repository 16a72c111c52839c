'use client';

import { toArticleCounts, type ArticleCounts } from '@/lib/api/articleModel';
import { useApi } from '@/lib/api/useApi';

/** The counts of the article carrying a clip (its comment count beside the clip); none for a clip without one. */
export function useClipCounts(articleId: number): ArticleCounts | undefined {
  const { data } = useApi(articleId > 0 ? 'getArticleCounts' : null, { fileId: articleId }, toArticleCounts);
  return data;
}
