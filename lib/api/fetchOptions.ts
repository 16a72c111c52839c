// How the site's calls reach fetch without keeping a request alive after it ended. On Node 20 a web stream nobody
// reads to its end is never collected, and it keeps alive the whole request it was made in (its response, its
// render), as does a timeout signal made inside it: under the soak the site grew by about 100 MB every five minutes
// until the copies and the timeout signals were gone.

/**
 * undici copies a request's body before sending it, for a redirect or an authentication retry to send again,
 * unless the request can do neither (no window, redirects refused: the Fetch standard's HTTP-network-or-cache
 * fetch). The copy is a tee whose second branch is never read. Neither the backend nor the relay follows a
 * redirect: an API answering one is broken, and the caller hears so.
 */
export const NO_BODY_COPY = { window: null, redirect: 'error' } as const satisfies RequestInit;

/**
 * ky hands fetch a Request that carries the call's signal. During a server render Next's fetch deduplicates every
 * GET whose options name no signal: it tees the answer and keeps the unread branch for a repeat that never comes.
 * A signal in the options is how a caller says it owns the call and opts out (next/dist/server/lib/
 * dedupe-fetch.js), but Next's fetch rebuilds a Request handed to it without the options beside it, so a GET goes
 * to fetch as its address with the signal in the options. Other methods are never deduplicated and keep their
 * Request, body and all. Our reads are cached by unstable_cache, so nothing is lost.
 */
export function fetchOwningItsSignal(input: Request | URL | string, init?: RequestInit): Promise<Response> {
  if (!(input instanceof Request) || (input.method !== 'GET' && input.method !== 'HEAD')) {
    return fetch(input, { ...init, ...NO_BODY_COPY });
  }
  const { url, method, headers, signal, credentials, keepalive } = input;
  return fetch(url, { ...init, ...NO_BODY_COPY, method, headers, signal, credentials, keepalive });
}

/**
 * A signal that aborts with a TimeoutError after `ms`, as AbortSignal.timeout's does, without its leak: Node keeps
 * that one's timer in a FinalizationRegistry until the signal is collected, and the timer holds the async context
 * it was made in, so a signal the request itself holds (a render's deadline) is never collected, nor the request.
 * This timer lets go of the signal when it fires.
 */
export function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    ms,
  ).unref();
  return controller.signal;
}
