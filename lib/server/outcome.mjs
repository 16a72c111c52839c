// A page's HTTP answer follows what the page turned out to be. Next streams: its status goes out with the first
// bytes, before anyone knows whether the page rendered or failed. So the head is held until those first bytes
// (the shell, where a page's error state renders), and then: a failed page (Next's 5xx for an error thrown
// outside any Suspense boundary, or a page that drew its "try again" state) answers 503, kept by no cache, with
// Retry-After; or a kept copy of the page stands in for it (lib/server/cachingHandler.mjs). An unknown id (404)
// is shared briefly. Where Next answers an error with a bare document (`<html id="__next_error__">`, an empty
// body: the screen is left to the browser, blank until the scripts have run, vercel/next.js#62228), a screen drawn
// on the server goes out instead: Next's not-found page (lib/server/notFoundRender.mjs), or for a failed page the
// site server's own plain one (lib/server/plainPage.mjs). Nothing reporting an error ever carries `public` or
// `s-maxage`.
import {
  ERROR_CACHE_CONTROL,
  NOT_FOUND_CDN_CACHE_CONTROL,
  RETRY_AFTER_SECONDS,
  SHARED_PAGE_CACHE_CONTROL,
} from '../config/cacheControl.mjs';
import { HOP_BY_HOP, TRANSIENT_MARKER } from './pageCache.mjs';

export const isHtml = (contentType) => /^text\/html\b/i.test(String(contentType ?? ''));

const bytesOf = (chunk, encoding) =>
  chunk == null || typeof chunk === 'function'
    ? null
    : Buffer.isBuffer(chunk) || chunk instanceof Uint8Array
      ? Buffer.from(chunk)
      : Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');

/** Next's bare document for a page that failed or called notFound(), by its first bytes. */
export const isBareDocument = (contentType, firstBytes) =>
  isHtml(contentType) && firstBytes !== null && firstBytes.includes('<html id="__next_error__"');

/** A page that failed, by its status and its first bytes. */
export function isOutage(status, contentType, firstBytes) {
  if (status >= 500) return true;
  return (
    status === 200 && isHtml(contentType) && firstBytes !== null && firstBytes.includes(TRANSIENT_MARKER)
  );
}

/** The head of an answer reporting an outage. */
export function markOutage(res) {
  res.statusCode = 503;
  res.setHeader('cache-control', ERROR_CACHE_CONTROL);
  res.removeHeader('cdn-cache-control');
  res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
}

function markNotFound(res) {
  if (/\b(private|no-store)\b/.test(String(res.getHeader('cache-control') ?? ''))) return;
  res.setHeader('cache-control', SHARED_PAGE_CACHE_CONTROL);
  res.setHeader('cdn-cache-control', NOT_FOUND_CDN_CACHE_CONTROL);
}

/** The head of a page drawn in place of Next's answer: its own, but for what is about its own connection. */
function takeHeadersOf(res, page) {
  for (const name of res.getHeaderNames()) if (name !== 'x-xy-cache') res.removeHeader(name);
  for (const [name, value] of Object.entries(page.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) res.setHeader(name, value);
  }
}

function mergeHeaders(res, given) {
  if (Array.isArray(given)) for (let i = 0; i < given.length; i += 2) res.setHeader(given[i], given[i + 1]);
  else if (given) for (const [name, value] of Object.entries(given)) res.setHeader(name, value);
}

/**
 * Holds `res`'s head until its first body bytes (or its end), then decides its status and cache headers.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {{ standIn?: (send: { end: (body: Buffer) => void }) => boolean,
 *   drawNotFound?: () => Promise<{ headers: Record<string, string | string[] | undefined>, body: Buffer } | null>,
 *   drawOutage?: () => { headers: Record<string, string>, body: string } }}
 *   [options] `standIn`: on an outage, may answer the reader itself through `send.end` (which bypasses the
 *   render); true when it did, and the render's output is dropped. For Next's bare document, what goes out instead:
 *   `drawNotFound`, the not-found page drawn on the server (the bare document when it gives null), and
 *   `drawOutage`, the page of a failed page, when nothing stood in for it
 * @returns {Promise<'page' | 'outage' | 'stand-in'>} what the answer turned out to be, once decided
 */
export function holdHeadForOutcome(res, { standIn = () => false, drawNotFound, drawOutage } = {}) {
  const { writeHead, write, end, flushHeaders } = res;
  let settle;
  const outcome = new Promise((resolve) => (settle = resolve));
  let held = false;
  let decided = false;
  let dropped = false;
  /** Next's bare 404 document, held while the page drawn in its place is made. */
  let bare = null;

  function replaceBareNotFound() {
    bare = { chunks: [], ended: null };
    const nextEnded = new Promise((resolve) => (bare.ended = resolve));
    void Promise.all([drawNotFound().catch(() => null), nextEnded]).then(([page]) => {
      if (page) takeHeadersOf(res, page);
      res.statusCode = 404;
      markNotFound(res);
      writeHead.call(res, 404);
      end.call(res, page ? page.body : Buffer.concat(bare.chunks));
    });
  }

  function decide(firstBytes) {
    decided = true;
    const bareDocument = isBareDocument(res.getHeader('content-type'), firstBytes);
    if (drawNotFound && res.statusCode === 404 && bareDocument) {
      dropped = true;
      replaceBareNotFound();
      settle('page');
      return;
    }
    if (isOutage(res.statusCode, res.getHeader('content-type'), firstBytes)) {
      if (standIn({ end: (body) => end.call(res, body) })) {
        dropped = true;
        settle('stand-in');
        return;
      }
      settle('outage');
      if (drawOutage && bareDocument) {
        const page = drawOutage();
        dropped = true;
        takeHeadersOf(res, page);
        markOutage(res);
        writeHead.call(res, res.statusCode);
        end.call(res, page.body);
        return;
      }
      markOutage(res);
    } else {
      if (res.statusCode === 404) markNotFound(res);
      settle('page');
    }
    if (held) writeHead.call(res, res.statusCode);
  }

  res.writeHead = function heldWriteHead(status, ...rest) {
    if (dropped) return this;
    if (decided) return writeHead.call(this, status, ...rest);
    res.statusCode = status;
    mergeHeaders(
      res,
      rest.find((arg) => typeof arg === 'object' && arg !== null),
    );
    held = true;
    return this;
  };
  res.flushHeaders = function heldFlushHeaders() {
    if (decided && !dropped) flushHeaders.call(this);
  };
  res.write = function decidingWrite(chunk, encoding, callback) {
    if (!decided) decide(bytesOf(chunk, encoding));
    if (bare) bare.chunks.push(bytesOf(chunk, encoding) ?? Buffer.alloc(0));
    if (dropped) {
      [encoding, callback].find((arg) => typeof arg === 'function')?.();
      return true;
    }
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function decidingEnd(chunk, encoding, callback) {
    if (!decided) decide(bytesOf(chunk, encoding));
    if (bare) {
      bare.chunks.push(bytesOf(chunk, encoding) ?? Buffer.alloc(0));
      bare.ended();
    }
    if (dropped) {
      [chunk, encoding, callback].find((arg) => typeof arg === 'function')?.();
      return this;
    }
    return end.call(this, chunk, encoding, callback);
  };
  res.on('close', () => settle(decided ? 'page' : 'outage'));
  return outcome;
}
