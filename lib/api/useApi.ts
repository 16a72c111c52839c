'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import { browserApi } from '@/lib/api/browserApi';
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
    async ([name, args]: [OperationName, CallParams]) => map(await browserApi().call(name, args)),
    { revalidateOnFocus: false, shouldRetryOnError: false, ...options },
  );
}
