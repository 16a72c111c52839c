// The site's HTML micro-cache: what a CDN would do for anonymous pages, in the site's own process, so one
// instance serves a busy article without rendering it for every reader. Only pages the proxy marked shared
// (`Cache-Control: public, s-maxage`), and the client router's payloads of them (prefetches and navigations), are
// kept; a publish purges everything at once.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'x-xy-cache',
]);

/** Set by error and backend-down screens: a page that says "try again" must not be served to the next reader. */
export const TRANSIENT_MARKER = 'data-transient-failure';

/**
 * How long a kept page may stand in for an error after its shared lifetime ended (stale-if-error, RFC 5861): a
 * reader of yesterday's article keeps reading while the backend is down. A publish still drops it at once.
 */
export const STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;

/**
 * How long a response may be shared, in ms, fresh and then stale while a fresh copy renders; null when it must
 * not be shared. CDN-Cache-Control (max-age, stale-while-revalidate) speaks to caches like this one; without it,
 * a public Cache-Control's s-maxage and stale-while-revalidate do.
 */
export function sharedLifetime(cacheControl, cdnCacheControl) {
  const general = String(cacheControl ?? '');
  const targeted = cdnCacheControl === undefined ? null : String(cdnCacheControl);
  if (/\b(private|no-store)\b/.test(`${general} ${targeted ?? ''}`)) return null;
  if (targeted === null && !/\bpublic\b/.test(general)) return null;
  const value = targeted ?? general;
  const seconds = (name) => Number(new RegExp(`(?:^|[\\s,])${name}=(\\d+)`).exec(value)?.[1] ?? 0);
  const fresh = seconds(targeted === null ? 's-maxage' : 'max-age') * 1000;
  if (fresh <= 0) return null;
  return { fresh, stale: seconds('stale-while-revalidate') * 1000 };
}

const DECODERS = { gzip: gunzipSync, deflate: inflateSync, br: brotliDecompressSync };

function readable(body, encoding) {
  const decode = encoding === undefined ? null : DECODERS[String(encoding)];
  if (encoding !== undefined && !decode) return TRANSIENT_MARKER;
  return decode ? decode(body) : body;
}

/**
 * @typedef {{ status: number, headers: [string, string | string[]][], body: Buffer, storedAt: number,
 *   fresh: number, stale: number, encoded?: { br?: Buffer, gzip?: Buffer } }} CachedPage
 */

/**
 * Decides whether a finished response (a page, or the client router's payload of one) may be kept, and turns it
 * into an entry. `shared`: the caching headers the page was given, when the response went out with others (a
 * client-router payload, kept here but private to everyone else).
 */
export function cacheableEntry(status, headers, body, now = Date.now(), shared = headers) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null;
  if (!/^text\/(html|x-component)\b/.test(String(headers['content-type'] ?? ''))) return null;
  const lifetime = sharedLifetime(shared['cache-control'], shared['cdn-cache-control']);
  if (!lifetime) return null;
  if (readable(body, headers['content-encoding']).includes(TRANSIENT_MARKER)) return null;
  const kept = Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name));
  return { status, headers: kept, body, storedAt: now, ...lifetime };
}

export class PageCache {
  /** @param {{ maxEntries?: number, maxBytes?: number }} [limits] */
  constructor({ maxEntries = 2000, maxBytes = 128 * 1024 * 1024 } = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    /** @type {Map<string, CachedPage>} */
    this.entries = new Map();
    /** The body of every entry, and each encoding made of it while it was kept. */
    this.bytes = 0;
    /** @type {WeakMap<CachedPage, number>} what `bytes` counts of each entry kept */
    this.counted = new WeakMap();
    /** Bumped by every purge, so a render that started before a publish cannot store what it read. */
    this.generation = 0;
    /** The generation each entry was stored in: one from before the last purge is only a last good copy. */
    this.storedIn = new WeakMap();
  }

  /** The entry and whether it is fresh or only good enough while a fresh copy renders. */
  lookup(key, now = Date.now()) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const age = now - entry.storedAt;
    if (age >= entry.fresh + entry.stale || this.storedIn.get(entry) !== this.generation) {
      // Past its shared lifetime, or from before a publish, it is kept only to stand in for an error (lastGood).
      if (age >= STALE_IF_ERROR_MS) this.delete(key);
      return null;
    }
    // Least recently used goes first when the cache is full.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { entry, age, state: age < entry.fresh ? 'fresh' : 'stale' };
  }

  /** Whether a copy of the page is kept, of any age or generation. */
  holds(key) {
    return this.entries.has(key);
  }

  /** The last good copy of a page, of any age up to STALE_IF_ERROR_MS, for when rendering it fails. */
  lastGood(key, now = Date.now()) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const age = now - entry.storedAt;
    if (age < Math.max(STALE_IF_ERROR_MS, entry.fresh + entry.stale)) return { entry, age };
    this.delete(key);
    return null;
  }

  store(key, entry, generation) {
    if (generation !== this.generation || entry.body.length > this.maxBytes / 16) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.storedIn.set(entry, generation);
    this.counted.set(entry, entry.body.length);
    this.bytes += entry.body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= this.counted.get(entry) ?? 0;
    this.counted.delete(entry);
    this.entries.delete(key);
  }

  /**
   * `entry`'s body in `encoding`, made by `encode` the first time a reader takes it and kept with the entry,
   * counted against the cache's size while the entry is kept.
   *
   * @param {CachedPage} entry
   * @param {'br' | 'gzip'} encoding
   * @param {(body: Buffer) => Buffer} encode
   */
  encoded(entry, encoding, encode) {
    entry.encoded ??= {};
    const made = entry.encoded[encoding];
    if (made) return made;
    const body = (entry.encoded[encoding] = encode(entry.body));
    const counted = this.counted.get(entry);
    if (counted !== undefined) {
      this.counted.set(entry, counted + body.length);
      this.bytes += body.length;
    }
    return body;
  }

  /**
   * After a publish every page renders afresh; the copies stay, within the cache's limits, as the last good ones
   * for a backend that goes down before they are rendered again.
   */
  purge() {
    this.generation += 1;
  }
}
