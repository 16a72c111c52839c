// Query parameters that say only where a link was shared or clicked, never what page it opens. WeChat appends its
// own to every link shared in a chat or Moments (`from=singlemessage&isappinstalled=0`, `from=timeline`, on some
// versions a `nsukey` of its own per open), and campaigns add `utm_*`; no page reads any of them (the spec's
// flags, lib/guard/flags.ts, have other names). The site server takes them off a shared page's URL before the page
// is looked up or rendered (lib/server/cachingHandler.mjs), so every shared copy of a link is one page in the
// cache, not a render of its own, and adding one to a link does not make it a new page. The address bar keeps
// them: the reader's browser, and any script reading `location`, still sees the link as it was opened.

/** By exact name: WeChat's share and open parameters, and the click ids ad networks add. */
const TRACKING_NAMES = new Set([
  'from',
  'isappinstalled',
  'nsukey',
  'scene',
  'subscene',
  'clicktime',
  'enterid',
  'sharer_sharetime',
  'sharer_shareid',
  'sharer_shareinfo',
  'sharer_shareinfo_first',
  'wxfrom',
  'fbclid',
  'gclid',
  'spm',
]);
/** By prefix: Google Analytics' campaign parameters. */
const TRACKING_PREFIX = 'utm_';

function parameterName(pair) {
  const raw = pair.split('=', 1)[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether the query parameter `name` only tracks where the link came from. */
export function isTrackingParam(name) {
  const lower = name.toLowerCase();
  return TRACKING_NAMES.has(lower) || lower.startsWith(TRACKING_PREFIX);
}

/**
 * `url` (a path with its query, as a request line gives it) without its tracking parameters; every other
 * parameter keeps its place and its spelling. The same string when there are none.
 *
 * @param {string} url
 * @returns {string}
 */
export function withoutTrackingParams(url) {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  const end = hash < 0 ? url.length : hash;
  const pairs = url.slice(start + 1, end).split('&');
  const kept = pairs.filter((pair) => pair === '' || !isTrackingParam(parameterName(pair)));
  if (kept.length === pairs.length) return url;
  const query = kept.filter((pair) => pair !== '').join('&');
  return url.slice(0, start) + (query ? `?${query}` : '') + url.slice(end);
}
