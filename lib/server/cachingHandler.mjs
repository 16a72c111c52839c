// The HTML micro-cache in front of Next's request handler (lib/server/pageCache.mjs): shared pages come from
// memory, readers of a page being rendered wait for that one render, stale pages are refreshed behind the reader,
// and a page whose render fails is answered by its last good copy (stale-if-error) or a 503 (lib/server/outcome.mjs).
// The client router's payloads of shared pages (prefetches and navigations) are kept too, while fresh
// (lib/server/pageCacheKey.mjs). A shared page is looked up and rendered without the tags that only say where its
// link was shared (lib/routing/trackingParams.mjs); a page that is never shared keeps its URL as it came (a
// member page's way back after sign-in, say). A page with a query of its own is kept from its second asking.
// Every page render, shared or not, first takes its turn at the render gate (lib/server/renderGate.mjs).
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import {
  ERROR_CACHE_CONTROL,
  PRIVATE_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CDN_CACHE_CONTROL,
} from '../config/cacheControl.mjs';
import { withoutTrackingParams } from '../routing/trackingParams.mjs';
import { preferredEncoding } from './encoding.mjs';
import { siteServerToken } from '../guard/siteServerToken.mjs';
import { notFoundRenderOf, renderNotFound } from './notFoundRender.mjs';
import { holdHeadForOutcome } from './outcome.mjs';
import { cacheableEntry, PageCache } from './pageCache.mjs';
import { unavailablePage } from './plainPage.mjs';
import { isClientRouterRequest, pageCacheKey, routerCacheKey } from './pageCacheKey.mjs';
import { RenderGate, sendBusy } from './renderGate.mjs';
import { FAN_OUT_HEADER } from './revalidateFanOut.mjs';
import { targetUrl } from '../routing/requestTarget.mjs';

/** Background refreshes of a stale page come from the server itself and skip the lookup. */
const REFRESH_HEADER = 'x-xy-page-refresh';
/** Sent by Next's client router with a prefetch of a link in view: a render nobody is waiting to see yet. */
const PREFETCH_HEADER = 'next-router-prefetch';
/** Readers waiting for the same page wait at most this long for the one render, then render their own. */
const WAIT_FOR_LEADER_MS = 10_000;
/**
 * The addresses with a query asked for once and not kept yet (see `keptAtOnce`), the oldest forgotten first: a
 * flood of new ones only forgets others of its kind.
 */
const ONCE_ASKED_LIMIT = 10_000;

const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');

function isLoopback(address = '') {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function waitAtMost(promise, ms) {
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Brotli's quality for a kept page: as cheap as gzip's default here (0.8 ms for a 49 KB article) and 12–15% smaller
 * than it (article 11.1 → 9.8 KB, home 11.7 → 9.9 KB), where the quality `compression` streams at (4) is no smaller
 * than gzip. Higher ones cost more than a render (11: 59 ms) for under 1 KB more.
 */
const KEPT_BROTLI_QUALITY = 6;

const ENCODERS = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body),
};

/**
 * A kept page goes out brotli- or gzip-encoded to whoever takes either, each encoding made once per entry rather
 * than once per reader (the site's compression leaves an encoded response alone). A copy standing in for an error
 * says so, and no cache may keep it as if it were fresh.
 */
function send(cache, req, res, entry, state, age, end = (body) => res.end(body)) {
  res.statusCode = entry.status;
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  let body = entry.body;
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (encoding && !res.getHeader('content-encoding')) {
    body = cache.encoded(entry, encoding, ENCODERS[encoding]);
    res.setHeader('content-encoding', encoding);
  }
  res.setHeader('content-length', body.length);
  res.setHeader('age', String(Math.floor(age / 1000)));
  res.setHeader('x-xy-cache', state);
  if (state === 'STALE-IF-ERROR') {
    res.setHeader('cache-control', ERROR_CACHE_CONTROL);
    res.removeHeader('cdn-cache-control');
  }
  end(body);
}

/**
 * Copies what Next writes, so the finished page can be kept, while it still streams to this reader. The headers
 * are Next's as they go out, before the site's compression (lib/server/siteServer.mjs) adds its encoding: what is
 * kept is the page itself, to be sent in whatever encoding the next reader takes.
 */
function capture(res, onFinish) {
  const chunks = [];
  let headers = null;
  const { writeHead, write, end } = res;
  res.writeHead = function captureWriteHead(status, ...rest) {
    // Headers handed to writeHead itself join the others first, so the copy holds them too.
    const given = rest.find((arg) => typeof arg === 'object' && arg !== null);
    const reason = rest.find((arg) => typeof arg === 'string');
    if (Array.isArray(given)) for (let i = 0; i < given.length; i += 2) res.setHeader(given[i], given[i + 1]);
    else if (given) for (const [name, value] of Object.entries(given)) res.setHeader(name, value);
    headers = res.getHeaders();
    return reason === undefined ? writeHead.call(this, status) : writeHead.call(this, status, reason);
  };
  res.write = function captureWrite(chunk, encoding, callback) {
    if (chunk) chunks.push(toBuffer(chunk, encoding));
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function captureEnd(chunk, encoding, callback) {
    if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    return end.call(this, chunk, encoding, callback);
  };
  res.on('finish', () => onFinish(Buffer.concat(chunks), headers ?? res.getHeaders()));
  res.setHeader('x-xy-cache', 'MISS');
}

/** A client-router payload is never for a shared cache, whatever the proxy said about the page's document. */
function keepPrivate(res) {
  const { setHeader } = res;
  res.setHeader = function privateHeader(name, value) {
    const lower = String(name).toLowerCase();
    if (lower === 'cdn-cache-control') return this;
    return setHeader.call(this, name, lower === 'cache-control' ? PRIVATE_PAGE_CACHE_CONTROL : value);
  };
}

/**
 * How long a client-router payload of a shared page is kept here: as long as its page. The proxy cannot tell it
 * from the document (Next hides the router's headers from it), so the key, which applies the proxy's own rule to
 * the page, decides that it is shared.
 */
const PAYLOAD_LIFETIME = {
  'cache-control': SHARED_PAGE_CACHE_CONTROL,
  'cdn-cache-control': SHARED_PAGE_CDN_CACHE_CONTROL,
};

/**
 * Purges once the revalidation is accepted (a 2xx), before the first byte of the answer leaves: whoever
 * published hears back only after the old pages are gone, so their next read is fresh.
 */
function purgeWhenAccepted(res, cache) {
  let decided = false;
  const decide = (status) => {
    if (decided) return;
    decided = true;
    if (status >= 200 && status < 300) cache.purge();
  };
  // Whichever comes first: a caller's fetch resolves on the headers alone.
  const { writeHead, flushHeaders, write, end } = res;
  res.writeHead = function purgeThenWriteHead(status, ...rest) {
    decide(status);
    return writeHead.call(this, status, ...rest);
  };
  res.flushHeaders = function purgeThenFlushHeaders() {
    decide(res.statusCode);
    return flushHeaders.call(this);
  };
  res.write = function purgeThenWrite(...args) {
    decide(res.statusCode);
    return write.apply(this, args);
  };
  res.end = function purgeThenEnd(...args) {
    decide(res.statusCode);
    return end.apply(this, args);
  };
}

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 *   Next's request handler (or any handler, in tests)
 * @param {{ cache?: PageCache, gate?: RenderGate, basePath?: string, selfPort?: () => number,
 *   fanOut?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown,
 *   notFoundToken?: string | null }}
 *   [options] `fanOut` hands a revalidation to every worker (lib/server/revalidateFanOut.mjs); `notFoundToken`
 *   marks this server's own renders of the not-found page (lib/server/notFoundRender.mjs)
 */
export function cachingHandler(
  handle,
  {
    cache = new PageCache(),
    gate = new RenderGate(),
    basePath = '',
    selfPort,
    fanOut,
    notFoundToken = siteServerToken(),
  } = {},
) {
  /** @type {Map<string, Promise<string | void>>} */
  const rendering = new Map();
  /** Pages whose render other readers are waiting for: kept, whatever their address. */
  const awaited = new Set();
  /** @type {Set<string>} */
  const askedOnce = new Set();

  /**
   * Whether the page of `url` (`key`) is kept as soon as it renders. A page asked for with a query of its own (the
   * tags that only say where a link was shared are gone by now) is kept from the second time it is asked for, or
   * when other readers wait for its first render, as nginx's proxy_cache_min_uses 2: addresses asked for once (a
   * bot's made-up parameters, a search nobody repeats) then never push the pages readers keep asking for out of the
   * cache, nor hold its memory. A page without a query is kept at once, and so is one kept before (a publish made
   * its copy only a last good one).
   */
  function keptAtOnce(url, key) {
    if (targetUrl(url).search === '' || cache.holds(key) || askedOnce.delete(key)) return true;
    askedOnce.add(key);
    if (askedOnce.size > ONCE_ASKED_LIMIT) askedOnce.delete(askedOnce.values().next().value);
    return false;
  }
  const revalidatePath = `${basePath}/api/revalidate`;
  const apiPath = `${basePath}/api/`;

  /** Marks a render of `key` in progress until `done` settles, so readers of the same page wait for it. */
  function lead(key, done) {
    rendering.set(key, done);
    void done.finally(() => {
      if (rendering.get(key) !== done) return;
      rendering.delete(key);
      awaited.delete(key);
    });
  }

  function refreshInBackground(req, key) {
    if (rendering.has(key) || !selfPort) return;
    const headers = { ...req.headers, [REFRESH_HEADER]: '1' };
    lead(
      key,
      new Promise((resolve) => {
        const refresh = httpRequest(
          { host: '127.0.0.1', port: selfPort(), path: req.url, method: 'GET', headers },
          (answer) => answer.resume().on('end', resolve).on('error', resolve),
        );
        refresh.on('error', resolve);
        refresh.end();
      }),
    );
  }

  /** Answers with the page's last good copy, when there is one; whatever the render wrote is forgotten. */
  function serveLastGood(req, res, key, end) {
    const kept = cache.lastGood(key);
    if (!kept) return false;
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    send(cache, req, res, kept.entry, 'STALE-IF-ERROR', kept.age, end);
    return true;
  }

  /**
   * Whether `res` may render now: a reader who waited too long has had `busy` answer them, and one who left is
   * owed nothing. A `speculative` render (a prefetch, a refresh) waits behind readers' own.
   */
  async function admitted(res, busy, speculative = false) {
    const turn = await gate.enter(res, { speculative });
    if (turn === 'busy') busy();
    return turn === 'go';
  }

  /**
   * The screens that go out in place of Next's bare document (lib/server/outcome.mjs): an unknown id's page drawn
   * by this server for the reader of `req`, and the page of a failed one, as error.tsx words it.
   */
  const drawn = (req) => ({
    drawNotFound:
      selfPort && notFoundToken
        ? () => renderNotFound(req, { port: selfPort(), basePath, token: notFoundToken })
        : undefined,
    drawOutage: () =>
      unavailablePage(req, basePath, { title: 'network', text: 'backendDown', again: 'retry' }),
  });

  /**
   * Renders `key`; `settle` learns what the answer turned out to be once it is kept (or not). Unless `keep`, the
   * page is kept only if other readers waited for it.
   */
  function render(req, res, key, mayStandIn, settle = () => {}, keep = true) {
    const generation = cache.generation;
    const kept = new Promise((resolve) => {
      capture(res, (body, headers) => {
        const entry = cacheableEntry(res.statusCode, headers, body);
        if (entry && (keep || awaited.has(key))) cache.store(key, entry, generation);
        resolve();
      });
      res.on('close', resolve);
    });
    const outcome = holdHeadForOutcome(res, {
      standIn: mayStandIn ? ({ end }) => serveLastGood(req, res, key, end) : undefined,
      ...drawn(req),
    });
    settle(Promise.all([outcome, kept]).then(([answer]) => answer));
    return handle(req, res);
  }

  return async function siteRequest(req, res) {
    const url = req.url ?? '/';
    if (req.method === 'POST' && url.split('?')[0] === revalidatePath) {
      const handedOn = req.headers[FAN_OUT_HEADER] && isLoopback(req.socket.remoteAddress);
      if (fanOut && !handedOn) return fanOut(req, res);
      purgeWhenAccepted(res, cache);
      return handle(req, res);
    }
    // The site's /api route handlers answer their own errors, as JSON envelopes.
    if (url.startsWith(apiPath)) return handle(req, res);
    // This server's own render of the not-found page stands in for a page whose reader has had their turn at the
    // gate already; it is never kept.
    if (isLoopback(req.socket.remoteAddress) && notFoundRenderOf(req.headers, notFoundToken) !== null) {
      return handle(req, res);
    }
    const busy = () => sendBusy(req, res, basePath);
    const untagged = withoutTrackingParams(url);
    const method = req.method ?? 'GET';
    if (isClientRouterRequest({ url, headers: req.headers })) {
      const payload = routerCacheKey({ method, url: untagged, headers: req.headers, basePath });
      if (payload !== null) req.url = untagged;
      const hit = payload === null ? null : cache.lookup(payload);
      // Only a fresh copy: a stale payload's refresh behind the reader would cost what keeping it saves.
      if (hit?.state === 'fresh') return send(cache, req, res, hit.entry, 'HIT', hit.age);
      if (!(await admitted(res, busy, Boolean(req.headers[PREFETCH_HEADER])))) return undefined;
      keepPrivate(res);
      if (payload !== null) {
        const generation = cache.generation;
        capture(res, (body, headers) => {
          const entry = cacheableEntry(res.statusCode, headers, body, Date.now(), PAYLOAD_LIFETIME);
          if (entry) cache.store(payload, entry, generation);
        });
      }
      void holdHeadForOutcome(res);
      return handle(req, res);
    }
    const key = pageCacheKey({ method, url: untagged, headers: req.headers, basePath });
    if (key === null) {
      if (!(await admitted(res, busy))) return undefined;
      void holdHeadForOutcome(res, drawn(req));
      return handle(req, res);
    }
    req.url = untagged;

    // A refresh's readers have the stale copy already: it waits behind readers' own renders, as a prefetch does.
    if (req.headers[REFRESH_HEADER] && isLoopback(req.socket.remoteAddress)) {
      return (await admitted(res, busy, true)) ? render(req, res, key, false) : undefined;
    }
    // A reader the renderer is too busy for gets the page's last good copy, else the 503 page.
    const busyPage = () => void (serveLastGood(req, res, key) || busy());
    let hit = cache.lookup(key);
    const leader = hit ? undefined : rendering.get(key);
    if (leader) {
      awaited.add(key);
      const answer = await waitAtMost(leader, WAIT_FOR_LEADER_MS);
      hit = cache.lookup(key);
      // The render this reader waited for failed (the backend is down, so theirs would fail too), or never
      // started, the renderer being too busy: theirs would wait as long.
      if (!hit && (answer === 'outage' || answer === 'stand-in') && serveLastGood(req, res, key)) {
        return undefined;
      }
      if (!hit && answer === 'busy') return busyPage();
    }
    if (hit) {
      if (hit.state === 'stale') refreshInBackground(req, key);
      return send(cache, req, res, hit.entry, hit.state === 'fresh' ? 'HIT' : 'STALE', hit.age);
    }
    // After waiting in vain (the page could not be kept), render without making others wait in line. A reader
    // who leads does so while waiting for a place too: others asking for the page wait for this one render.
    let settle;
    if (!leader) lead(key, new Promise((resolve) => (settle = resolve)));
    const keep = keptAtOnce(untagged, key);
    const turn = await gate.enter(res);
    if (turn !== 'go') {
      settle?.(turn);
      return turn === 'busy' ? busyPage() : undefined;
    }
    return render(req, res, key, true, settle, keep);
  };
}
