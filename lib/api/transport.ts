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
import type { Operation } from '@/lib/api/operationSpec';
import type { UploadPart } from '@/lib/api/uploadModel';
import { sendWithProgress } from '@/lib/api/uploadTransport';

export const DEFAULT_TIMEOUT_MS = 5_000;
/** Spec section 9: operations marked `long` wait 50 s instead of 5. */
export const LONG_TIMEOUT_MS = 50_000;

export interface SendOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** A multipart operation's file; its parameters then travel in the query. */
  upload?: UploadPart;
}

interface Outgoing {
  operation: Operation;
  url: string;
  payload: Record<string, string>;
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
  upload: UploadPart | undefined;
}

/** The request itself: ky, or XMLHttpRequest for an upload whose progress someone follows. */
function request({ operation, url, payload, headers, signal, upload }: Outgoing): Promise<Response> {
  const timeout = operation.long ? LONG_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
  let body: { searchParams: Record<string, string> } | { json: object } | { body: BodyInit };
  if (operation.encoding === 'multipart' && upload) {
    const form = new FormData();
    form.append(upload.field, upload.file, upload.fileName);
    const { onProgress } = upload;
    if (onProgress && typeof XMLHttpRequest === 'function') {
      const query = new URLSearchParams(payload);
      return sendWithProgress({
        url: `${url}?${query}`,
        headers,
        body: form,
        timeoutMs: timeout,
        signal,
        onProgress,
      });
    }
    body = { searchParams: payload, body: form };
  } else {
    body =
      operation.encoding === 'query'
        ? { searchParams: payload }
        : operation.encoding === 'json'
          ? { json: payload }
          : { body: new URLSearchParams(payload) };
  }
  return ky(url, {
    method: operation.method,
    headers,
    timeout,
    retry: 0,
    throwHttpErrors: false,
    keepalive: operation.keepalive,
    signal,
    fetch: fetchOwningItsSignal,
    ...body,
  });
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
    { signal, headers = {}, upload }: SendOptions = {},
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
      const response = await request({
        operation,
        url: operationUrl(operation, settings.bases),
        payload,
        headers,
        signal: signals.length ? AbortSignal.any(signals) : undefined,
        upload,
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
      // ky's own, or the upload's (an XMLHttpRequest that timed out).
      const timedOut =
        error instanceof TimeoutError || (error as { name?: unknown } | null)?.name === 'TimeoutError';
      const kind = timedOut ? 'timeout' : 'network';
      throw new ApiError(name, kind, { messageKey: 'network', cause: error });
    } finally {
      if (controller && running.get(name) === controller) running.delete(name);
    }
  };
}

export type Send = ReturnType<typeof createTransport>;
