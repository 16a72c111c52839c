// Which rendered page a request would get, as a cache key; or null when the page is one reader's own (signed in,
// previewing, a poster) and must never be shared. The proxy and the site server both call this, so the proxy's
// `Cache-Control: public` and the server's micro-cache agree on what may be shared.

import { UA_PATTERNS } from '../device/userAgentPatterns.mjs';
import { COOKIE_NAMES } from '../config/cookieNames.mjs';

/**
 * A reader whose WeChat sign-in is under way, done or failed (lib/auth/wechatOauth.ts): the proxy decided whether
 * to send them to WeChat by these, so their page is theirs, and a cached copy must never keep another WeChat reader
 * from being sent.
 */
const WECHAT_SIGN_IN_COOKIES = [COOKIE_NAMES.weixinInit, COOKIE_NAMES.wechatState];

/** Query flags whose pages show one editor's or one member's content (spec section 6). */
const PRIVATE_FLAGS = [
  ['yl', '1'],
  ['isPreview', 'true'],
  ['poster', '1'],
  ['isPoster', 'true'],
];
const PRIVATE_PARAMS = ['previewToken', 'aStatus', 'code', 'state'];

/** Client-router requests vary by router state; only plain document requests are shared. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-url'];

/**
 * A request of Next's client router (an RSC payload, not a document). The proxy cannot tell (Next strips these
 * headers before it runs), so the site server keeps such answers private itself.
 */
export function isClientRouterRequest({ url, headers }) {
  return (
    ROUTER_HEADERS.some((name) => headers[name] !== undefined && headers[name] !== '') ||
    new URL(url, 'http://site.invalid').searchParams.has('_rsc')
  );
}

/**
 * Everything in the user agent that the rendered page depends on. A crawler is never sent to WeChat's sign-in, so
 * its page must not be another WeChat reader's.
 */
function userAgentClass(ua) {
  return [UA_PATTERNS.wechat, UA_PATTERNS.app, UA_PATTERNS.ie, UA_PATTERNS.mobile, UA_PATTERNS.crawler]
    .map((pattern) => (pattern.test(ua) ? '1' : '0'))
    .join('');
}

function cookieValue(cookieHeader, name) {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim();
    }
  }
  return '';
}

/**
 * @param {{ method: string, url: string, headers: Record<string, string | string[] | undefined> }} request
 *   the path with its query, and the request headers (lower-case names)
 * @returns {string | null}
 */
export function pageVariant({ method, url, headers }) {
  if (method !== 'GET') return null;
  const header = (name) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  if (isClientRouterRequest({ url, headers })) return null;
  const cookies = header('cookie');
  if (cookieValue(cookies, COOKIE_NAMES.session)) return null;
  if (WECHAT_SIGN_IN_COOKIES.some((name) => cookieValue(cookies, name))) return null;
  const ua = header('user-agent');
  const appMember = UA_PATTERNS.appUserId.exec(ua)?.[1];
  if (appMember !== undefined && appMember !== '0') return null;

  const query = new URL(url, 'http://site.invalid').searchParams;
  if (PRIVATE_FLAGS.some(([name, value]) => query.get(name) === value)) return null;
  if (PRIVATE_PARAMS.some((name) => query.has(name))) return null;

  return [
    header('x-forwarded-proto'),
    header('x-forwarded-host') || header('host'),
    url,
    userAgentClass(ua),
    cookieValue(cookies, COOKIE_NAMES.theme),
    cookieValue(cookies, COOKIE_NAMES.lang),
  ].join('\n');
}

/**
 * Shared pages: browsers always ask again (no stale-while-revalidate for them, or a reader who just switched
 * language could be shown the old page); shared caches keep a page 10 s. CDN-Cache-Control (RFC 9213) tells a
 * CDN, and the site's own micro-cache, that it may also serve a page up to 60 s stale while it fetches a fresh one.
 * A publish purges the site's copy at once.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';
export const SHARED_PAGE_CDN_CACHE_CONTROL = 'max-age=10, stale-while-revalidate=60';
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';
