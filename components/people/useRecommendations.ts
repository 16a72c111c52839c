'use client';

import { useApi } from '@/lib/api/useApi';
import { toRecommendations } from '@/lib/api/peopleModel';
import { MAX_RECOMMEND_SIZE, RECOMMEND_SIZE } from '@/lib/contract/people';

/**
 * The reader's recommended articles (猜你喜欢), asked from the browser so that they follow this reader's reads
 * (the call carries their device): under an article (recommendList, from its fileId) or on the search page
 * (bigData).
 */
export function useRecommendations(fileId: number | null, leftOut = 0) {
  // Room for the ones the page shows already, which the list leaves out.
  const size = Math.min(RECOMMEND_SIZE + leftOut, MAX_RECOMMEND_SIZE);
  return useApi(
    fileId === null ? 'bigData' : 'recommendList',
    fileId === null ? { size } : { fileId, size },
    toRecommendations,
  );
}
