// Sends one call over HTTP (ky; nothing else in the site imports it) with the operation's method, encoding and
// timeout, and answers its envelope. No session here: the client adds the token and app auth headers, and reads
// the envelope (lib/api/statusHandling.ts).
import ky, { TimeoutError } from 'ky';
import { ApiError } from '@/lib/api/apiError';
import { fetchOwningItsSignal } from '@/lib/api/fetchOptions';
import { isEnvelope, type Envelope } from '@/lib/api/status';
import { OPERATIONS, type OperationName } from '@/lib/api/operations';
import { operationUrl, signedPayload, type RequestSettings } from '@/lib/api/request';
import type { CallParams } from '@/lib/api/requestContext';

export const DEFAULT_TIMEOUT_MS = 5_000;
/** Spec section 9: operations marked `long` wait 50 s instead of 5. */
export const LONG_TIMEOUT_MS = 50_000;

export interface SendOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface Answer {
  envelope: Envelope;
  headers: Headers;
}

/**
 * A sender for one client. It keeps the calls of `cancelPrevious` operations still running, so a new one aborts
 * the last (spec section 7: getArticlesNew).
 */
export function createTransport(settings: RequestSettings) {
  const running = new Map<OperationName, AbortController>();

  return async function send(
    name: OperationName,
    params: CallParams,
    { signal, headers = {} }: SendOptions = {},
  ): Promise<Answer> {
    const operation = OPERATIONS[name];
    const payload = await signedPayload(operation, params, settings);
    let controller: AbortController | undefined;
    if (operation.cancelPrevious) {
      running.get(name)?.abort();
      controller = new AbortController();
      running.set(name, controller);
    }
    const deadline = settings.deadline?.();
    const signals = [signal, controller?.signal, deadline].filter((s): s is AbortSignal => s !== undefined);
    try {
      const response = await ky(operationUrl(operation, settings.bases), {
        method: operation.method,
        headers,
        timeout: operation.long ? LONG_TIMEOUT_MS : DEFAULT_TIMEOUT_MS,
        retry: 0,
        throwHttpErrors: false,
        keepalive: operation.keepalive,
        signal: signals.length ? AbortSignal.any(signals) : undefined,
        fetch: fetchOwningItsSignal,
        ...(operation.encoding === 'query'
          ? { searchParams: payload }
          : operation.encoding === 'json'
            ? { json: payload }
            : { body: new URLSearchParams(payload) }),
      });
      const body: unknown = await response.json().catch(() => null);
      // The site's own /api answers 503 when it cannot reach the backend: unreachable, like a failed connection.
      if (response.status === 503) throw new ApiError(name, 'network', { messageKey: 'network' });
      if (!isEnvelope(body)) {
        throw new ApiError(name, 'http', { status: -response.status, messageKey: 'network' });
      }
      return { envelope: body, headers: response.headers };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (deadline?.aborted) throw new ApiError(name, 'timeout', { messageKey: 'network', cause: error });
      // Cancelled on purpose (a newer getArticlesNew, or the caller's signal): not a failure to report.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
      const kind = error instanceof TimeoutError ? 'timeout' : 'network';
      throw new ApiError(name, kind, { messageKey: 'network', cause: error });
    } finally {
      if (controller && running.get(name) === controller) running.delete(name);
    }
  };
}

export type Send = ReturnType<typeof createTransport>;
