// The browser's same-origin way to the backend: `/api/<service>/<operation>` on the site, relayed to the
// service's base address (read at run time) with the operation's timeout. When the backend cannot be reached
// in time the reader's client gets the envelope it understands, with HTTP 503, rather than a hung request or an
// HTML error page.
import 'server-only';
import { SERVICES, type Service } from '@/lib/config/env.mjs';
import { serverConfig } from '@/lib/config/serverConfig';
import { OPERATIONS } from '@/lib/api/operations';
import { DEFAULT_TIMEOUT_MS, LONG_TIMEOUT_MS } from '@/lib/api/transport';
import { STATUS } from '@/lib/contract/status';
import { ERROR_CACHE_CONTROL, RETRY_AFTER_SECONDS } from '@/lib/config/cacheControl.mjs';
import { readerAddressFrom } from '@/lib/config/forwarding.mjs';
import { readerHeaders } from '@/lib/api/readerHeaders';
import { NO_BODY_COPY, timeoutSignal } from '@/lib/api/fetchOptions';
import { SITE_FORWARD_SECRET_HEADER } from '@/lib/contract/forwarding';

/** Headers of one hop only, and the ones fetch sets itself. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-connection',
  'host',
  'content-length',
  // The site's server has answered it already (100 Continue); fetch refuses to send it on, failing the upload.
  'expect',
];
/** Whatever the reader's client says about addresses: the backend hears the site's word only (readerHeaders). */
const FORWARDING = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
  SITE_FORWARD_SECRET_HEADER,
];
/** fetch hands over the body decoded: its encoding and length no longer describe it. */
const NOT_RELAYED_BACK = [...HOP_BY_HOP, 'content-encoding'];

const isService = (name: string): name is Service => (SERVICES as readonly string[]).includes(name);

/** Spec section 9: operations marked `long` wait 50 s, the others 5. */
function timeoutOf(service: Service, path: string): number {
  const long = Object.values(OPERATIONS).some(
    (operation) => operation.service === service && operation.path === path && operation.long,
  );
  return long ? LONG_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
}

const envelope = (status: number, message: string, init: ResponseInit) =>
  Response.json({ status, message, data: null }, init);

/** The backend could not be reached in time: try again shortly; no cache keeps this. */
export const unavailable = () =>
  envelope(STATUS.unavailable, '服务暂时不可用，请稍后重试', {
    status: 503,
    headers: { 'cache-control': ERROR_CACHE_CONTROL, 'retry-after': String(RETRY_AFTER_SECONDS) },
  });

const isJson = (answer: Response) => /\bjson\b/i.test(answer.headers.get('content-type') ?? '');

function without(headers: Headers, names: string[]): Headers {
  const kept = new Headers(headers);
  for (const name of names) kept.delete(name);
  return kept;
}

/** The reader's headers for the backend, with the reader's address as the site server settled it. */
function relayedHeaders(request: Request): Headers {
  const headers = without(request.headers, [...HOP_BY_HOP, ...FORWARDING]);
  const reader = readerHeaders(readerAddressFrom((name) => request.headers.get(name)));
  for (const [name, value] of Object.entries(reader)) headers.set(name, value);
  return headers;
}

export async function relayToBackend(request: Request, service: string, path: string[]): Promise<Response> {
  if (!isService(service)) {
    return envelope(STATUS.badInput, '没有这个服务', {
      status: 404,
      headers: { 'cache-control': 'no-store' },
    });
  }
  const operation = path.join('/');
  const target = `${serverConfig().bases[service]}/${path.map(encodeURIComponent).join('/')}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const answer = await fetch(target + new URL(request.url).search, {
      method: request.method,
      headers: relayedHeaders(request),
      body: hasBody ? request.body : undefined,
      // A streamed upload (multipart to the upload service) goes on as it arrives.
      ...(hasBody ? { duplex: 'half' } : {}),
      cache: 'no-store',
      ...NO_BODY_COPY,
      signal: timeoutSignal(timeoutOf(service, operation)),
    });
    // A gateway in front of the backend answering its own error page is an outage too, never the reader's text.
    if (answer.status >= 500 && !isJson(answer)) return unavailable();
    return new Response(answer.body, {
      status: answer.status,
      headers: without(answer.headers, NOT_RELAYED_BACK),
    });
  } catch (error) {
    console.error(`/api/${service}/${operation}: ${(error as Error).message}`);
    return unavailable();
  }
}
