// Which rendered page a request would get, as a cache key; or null when the page must never be shared. Public
// pages are the same bytes for every reader (what is personal loads in islands), so the reader's session is not
// part of the key: signed-in readers, and anyone sending a cookie, share the anonymous copy. The proxy and the
// site server both call this, so the proxy's `Cache-Control: public` and the micro-cache agree.
import { UA_PATTERNS } from '../device/userAgentPatterns.mjs';
import { COOKIE_NAMES, cookieValue } from '../config/cookieNames.mjs';
import { publicOrigin } from '../config/forwarding.mjs';
import { readPreview } from '../guard/preview.mjs';
import { targetUrl } from '../routing/requestTarget.mjs';
import { headerValue } from './headerValue.mjs';
import { matchRoute } from '../routing/routePatterns.mjs';

/** A poster (spec section 6) shows one member's own article; WeChat's return carries one reader's code. */
const POSTER_FLAGS = [
  ['poster', '1'],
  ['isPoster', 'true'],
];
const WECHAT_RETURN_PARAMS = ['code', 'state'];

/**
 * A WeChat reader whose sign-in is under way, done or failed (lib/auth/wechatOauth.ts): the proxy decided whether
 * to send them to WeChat by these, so their page is theirs.
 */
const WECHAT_SIGN_IN_COOKIES = [COOKIE_NAMES.weixinInit, COOKIE_NAMES.wechatState];

/** Client-router requests vary by router state; only plain document requests are shared. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-url'];

/**
 * A request of Next's client router (an RSC payload, not a document). The proxy cannot tell (Next strips these
 * headers before it runs), so the site server keeps such answers private itself.
 */
export function isClientRouterRequest({ url, headers }) {
  return (
    ROUTER_HEADERS.some((name) => headers[name] !== undefined && headers[name] !== '') ||
    targetUrl(url).searchParams.has('_rsc')
  );
}

/** What a client-router payload depends on beside what its page does: the router's headers and their digest. */
const PAYLOAD_HEADERS = [...ROUTER_HEADERS, 'next-router-segment-prefetch'];
const PAYLOAD_DIGEST = '_rsc';

/**
 * Everything in the user agent that the rendered page depends on. A crawler is never sent to WeChat's sign-in, so
 * its page must not be another WeChat reader's.
 */
function userAgentClass(ua) {
  return [UA_PATTERNS.wechat, UA_PATTERNS.app, UA_PATTERNS.ie, UA_PATTERNS.mobile, UA_PATTERNS.crawler]
    .map((pattern) => (pattern.test(ua) ? '1' : '0'))
    .join('');
}

/** A reader the proxy may send to WeChat's sign-in (lib/auth/wechatOauth.ts decides who exactly). */
const mayBeSentToWeChat = (ua) =>
  UA_PATTERNS.wechat.test(ua) && !UA_PATTERNS.app.test(ua) && !UA_PATTERNS.crawler.test(ua);

/**
 * @param {{ method: string, url: string, headers: Record<string, string | string[] | undefined>,
 *   basePath?: string }} request the path with its query (and the base path, when the site has one), and the
 *   request headers (lower-case names)
 * @param {Record<string, string | undefined>} [env] SITE_URL, SITE_HOSTS and TRUST_PROXY_HOPS
 * @returns {string | null}
 */
export function pageCacheKey({ method, url, headers, basePath = '' }, env = process.env) {
  if (method !== 'GET' || isClientRouterRequest({ url, headers })) return null;
  const header = (name) => headerValue(headers, name);
  const { pathname, searchParams: query } = targetUrl(url);
  const routePath = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  // Next's own files are cached by browsers for a year; the site's /api answers are never kept.
  if (routePath.startsWith('/api/') || routePath.startsWith('/_next/')) return null;
  if (readPreview(query).preview) return null;
  if (POSTER_FLAGS.some(([name, value]) => query.get(name) === value)) return null;
  if (WECHAT_RETURN_PARAMS.some((name) => query.has(name))) return null;

  const cookies = header('cookie');
  const ua = header('user-agent');
  const route = matchRoute(routePath)?.route;
  const session = cookieValue(cookies, COOKIE_NAMES.session) !== '';
  if (route?.requiresAuth || route?.neverShared || (session && route?.readsSession)) return null;
  // The proxy sends a signed-out WeChat reader to WeChat before the page renders; a page kept from a signed-in
  // one must not stand in for that. So such readers are told apart by whether they carry a session, per class.
  const wechatReader = mayBeSentToWeChat(ua);
  if (wechatReader && WECHAT_SIGN_IN_COOKIES.some((name) => cookieValue(cookies, name))) return null;

  return [
    // The origin the page is rendered for: a host a client made up is not one (lib/config/forwarding.mjs).
    publicOrigin(header, env),
    url,
    userAgentClass(ua),
    wechatReader && session ? 'session' : '',
    cookieValue(cookies, COOKIE_NAMES.theme),
    cookieValue(cookies, COOKIE_NAMES.lang),
  ].join('\n');
}

/**
 * A client-router payload of a shared page, as a key for the site's own cache; or null. Next's client router
 * prefetches every link that comes into view, twice (the route's tree, then its head), and home shows some
 * sixteen: rendered for every reader, that is thirty renders behind each view of a page served from memory. A tap
 * on a link then asks for the page's payload below what the reader's page already holds (its router state tree),
 * and the readers of one page send the same tree: from home to its first story, each would render it again. What
 * such a payload answers is the page's, as public as the page, for whoever sends the same router headers; so it is
 * kept like the page, under the page's key and those headers. Only in this cache, which keys on them: to a
 * browser or a CDN it stays private. A request without a prefetch header or a state tree is not the router's and
 * is never kept.
 *
 * @param {Parameters<typeof pageCacheKey>[0]} request
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null}
 */
export function routerCacheKey({ method, url, headers, basePath = '' }, env = process.env) {
  const fromRouter = headers['next-router-prefetch'] === '1' || Boolean(headers['next-router-state-tree']);
  if (method !== 'GET' || headers.rsc !== '1' || !fromRouter) return null;
  const parsed = targetUrl(url);
  const digest = parsed.searchParams.get(PAYLOAD_DIGEST) ?? '';
  parsed.searchParams.delete(PAYLOAD_DIGEST);
  const page = pageCacheKey(
    {
      method,
      url: parsed.pathname + parsed.search,
      headers: Object.fromEntries(
        Object.entries(headers).filter(([name]) => !PAYLOAD_HEADERS.includes(name)),
      ),
      basePath,
    },
    env,
  );
  if (page === null) return null;
  return [page, digest, ...PAYLOAD_HEADERS.map((name) => `${name}: ${headerValue(headers, name)}`)].join(
    '\n',
  );
}
