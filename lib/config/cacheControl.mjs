// The Cache-Control answers of the site, in one plain module: the proxy (through Next) and the site server
// (lib/server/outcome.mjs, cachingHandler.mjs), which runs outside Next's bundler, send the same ones.

/**
 * Shared pages: browsers always ask again (no stale-while-revalidate for them, or a reader who just switched
 * language could be shown the old page); shared caches keep a page 10 s. CDN-Cache-Control (RFC 9213) tells a
 * CDN, and the site's own micro-cache, that it may also serve a page up to 60 s stale while it fetches a fresh one.
 * A publish purges the site's copy at once.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';
export const SHARED_PAGE_CDN_CACHE_CONTROL = 'max-age=10, stale-while-revalidate=60';
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';

/** An unknown id: shared briefly (a flood of one bad link costs one render in 10 s), never served stale. */
export const NOT_FOUND_CDN_CACHE_CONTROL = 'max-age=10';

/** Anything reporting an error: no cache keeps it, and the reader is told when to try again. */
export const ERROR_CACHE_CONTROL = 'no-store';
export const RETRY_AFTER_SECONDS = 10;

/**
 * A drawn share card (app/shareCard): its address changes with what it shows (`?v=`), so browsers and CDNs may keep
 * it long; a publish drops the site's own copy at once (by tag), and a page names the new address.
 */
export const SHARE_CARD_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400';

/** The build's scripts and stylesheets: their names carry a hash of their content, so any cache keeps them for good. */
export const IMMUTABLE_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
