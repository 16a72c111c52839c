'use client';

import type { ItemPage } from '@/lib/api/accountPageModel';
import type { OperationName } from '@/lib/api/operations';
import type { CallParams } from '@/lib/api/requestContext';
import { useApiPages } from '@/lib/api/useApi';

/**
 * Pages 2, 3, ... of an account page's list (dynamics by 10, questions by 20) after the server's first page,
 * loaded at the more button; an item that shifted onto the next page meanwhile is shown once.
 */
export function useMoreItems<T extends { id: number }>(
  operation: OperationName,
  params: CallParams,
  pageSize: number,
  map: (reply: unknown) => ItemPage<T>,
  firstPage: ItemPage<T>,
) {
  const { data, error, size, setSize, isValidating, mutate } = useApiPages(
    operation,
    JSON.stringify(params),
    (page) => ({ ...params, page, pageSize }),
    map,
  );
  const pages = [firstPage, ...(data ?? [])];
  const seen = new Set<number>();
  return {
    items: pages.flatMap((page) => page.list).filter((item) => !seen.has(item.id) && seen.add(item.id)),
    hasMore: pages[pages.length - 1]?.hasMore ?? false,
    loading: isValidating && size > pages.length - 1,
    failed: error !== undefined,
    loadMore: () => void (error ? mutate() : setSize(size + 1)),
  };
}
