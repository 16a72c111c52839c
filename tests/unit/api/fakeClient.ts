import type { ApiClient } from '@/lib/api/createApiClient';
import type { OperationName } from '@/lib/api/operations';
import type { CallParams } from '@/lib/api/requestContext';

/** An API client that records each call and answers what `answer` gives (an Error is thrown). */
export function fakeClient(answer: (name: OperationName, params: CallParams) => unknown) {
  const calls: [OperationName, CallParams][] = [];
  const api = {
    call: async (name: OperationName, params: CallParams = {}) => {
      calls.push([name, params]);
      const reply = answer(name, params);
      if (reply instanceof Error) throw reply;
      return reply;
    },
  } as unknown as ApiClient;
  return { api, calls };
}
