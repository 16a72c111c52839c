'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { browserClient } from '@/lib/api/browserClient';
import type { OperationName } from '@/lib/api/operations';
import type { CallParams } from '@/lib/api/requestContext';

/**
 * The one hook client islands read data through (design.md, rule 5): the operation and its parameters are the
 * cache key, `map` turns the raw reply into the screen's type (an EMPTY marker included), errors are ApiErrors.
 * Pass `null` as the operation to wait (SWR's conditional fetching).
 */
export function useApi<T>(
  operation: OperationName | null,
  params: CallParams,
  map: (reply: unknown) => T,
  options?: SWRConfiguration<T>,
) {
  return useSWR<T>(
    operation ? [operation, params] : null,
    async ([name, args]: [OperationName, CallParams]) => map(await (await browserClient()).call(name, args)),
    { revalidateOnFocus: false, shouldRetryOnError: false, ...options },
  );
}

/**
 * Pages 2, 3, ... of a list whose first page the server rendered: `params(page)` builds each call, `map` reads a
 * page. The pages loaded so far live in SWR's cache under `key`, so coming back to the screen shows them again
 * at once (and the browser can restore the scroll position).
 */
export function useApiPages<T extends { hasMore: boolean }>(
  operation: OperationName,
  key: string,
  params: (page: number) => CallParams,
  map: (reply: unknown) => T,
) {
  return useSWRInfinite<T>(
    (index, previous: T | null) => (previous && !previous.hasMore ? null : [operation, key, index + 2]),
    async ([name, , page]: [OperationName, string, number]) =>
      map(await (await browserClient()).call(name, params(page))),
    { initialSize: 0, revalidateFirstPage: false, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
