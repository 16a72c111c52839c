// What a page's request and answer carry beside the page itself, once the guard (lib/guard/guardState.mjs) is
// known: the guard, a fresh CSP nonce and the CSP for the render to read; the CSP, the caching and the theme a
// query chose for the answer. proxy.ts and the site server's front door (lib/server/frontDoor.mjs) both go by it.
import {
  PRIVATE_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CDN_CACHE_CONTROL,
} from '../config/cacheControl.mjs';
import { encodeGuard, GUARD_HEADER } from '../guard/guardState.mjs';
import { contentSecurityPolicy } from '../guard/securityHeaders.mjs';
import { THEME_COOKIE } from '../guard/theme.mjs';
import { pageCacheKey } from './pageCacheKey.mjs';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * @param {{ method: string, url: string, headers: Record<string, string | string[] | undefined> }} request
 *   the page's path (below the base path) with its query, and the request's headers (lower-case names)
 * @param {import('../guard/guardState.mjs').GuardState} guard
 * @param {boolean} development `next dev`: its scripts need eval, its updates a socket
 * @returns {import('./pageHeaders.mjs').PageHeaders}
 */
export function pageHeaders(request, guard, development) {
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce, development);
  // Public pages are the same for every reader and may be shared by the micro-cache and a CDN; member pages,
  // previews and posters not.
  const shared = pageCacheKey(request) !== null;
  /** @type {Array<[string, string]>} */
  const response = [
    ['content-security-policy', csp],
    ['cache-control', shared ? SHARED_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL],
  ];
  if (shared) response.push(['cdn-cache-control', SHARED_PAGE_CDN_CACHE_CONTROL]);
  const scheme = guard.queryTheme.scheme;
  if (scheme)
    response.push(['set-cookie', `${THEME_COOKIE}=${scheme}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`]);
  return {
    request: { [GUARD_HEADER]: encodeGuard(guard), 'x-nonce': nonce, 'content-security-policy': csp },
    response,
  };
}
