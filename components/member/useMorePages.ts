'use client';

import { PAGE_SIZE } from '@/lib/api/articleModel';
import type { Paged } from '@/lib/api/memberModel';
import type { OperationName } from '@/lib/api/operations';
import type { CallParams } from '@/lib/api/requestContext';
import { useApiPages } from '@/lib/api/useApi';

/**
 * Pages 2, 3, ... of a member list the server rendered the first page of, loaded when the reader asks (the
 * more button). `key` tells apart the lists of one operation. `items` is every page's items in order, an item
 * that shifted onto the next page meanwhile shown once.
 */
export function useMorePages<T>(
  operation: OperationName,
  key: string,
  params: CallParams,
  map: (reply: unknown) => Paged<T>,
  firstPage: Paged<T>,
  idOf: (item: T) => number,
) {
  const { data, error, size, setSize, isValidating, mutate } = useApiPages(
    operation,
    key,
    (page) => ({ ...params, page, pageSize: PAGE_SIZE }),
    map,
  );
  const pages = [firstPage, ...(data ?? [])];
  const seen = new Set<number>();
  const items = pages
    .flatMap((page) => page.list)
    .filter((item) => !seen.has(idOf(item)) && seen.add(idOf(item)));
  return {
    items,
    hasMore: pages[pages.length - 1]?.hasMore ?? false,
    loading: isValidating && size > pages.length - 1,
    failed: error !== undefined,
    loadMore: () => void (error ? mutate() : setSize(size + 1)),
  };
}
