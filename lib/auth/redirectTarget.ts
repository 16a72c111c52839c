// Where a reader goes after signing in: the `redirect` query the proxy (and the API client's 10102 handling)
// put on /login.html. Only a path of this site is followed; anything else, an absolute URL or `//evil.example`
// above all, goes home, so the login page can never send a reader to another site.

import { PLACEHOLDER_ORIGIN, targetUrl } from '@/lib/routing/requestTarget.mjs';

export const HOME_PATH = '/home.html';
const LOGIN_PATH = '/login.html';

// Backslashes (which browsers read as slashes), control characters and spaces have no place in a site path.
const UNSAFE = /[\\\u0000-\u0020\u007f]/;

/**
 * The site path (below the base path, so `redirect()` and links add it once) that `raw` names, or home.
 * `raw` carries the base path, as every link to the login page does.
 */
export function redirectPath(raw: string | null | undefined, basePath: string): string {
  if (typeof raw !== 'string' || raw.length > 2000 || UNSAFE.test(raw)) return HOME_PATH;
  let path = raw;
  if (basePath) {
    if (!path.startsWith(`${basePath}/`)) return HOME_PATH;
    path = path.slice(basePath.length);
  }
  if (!path.startsWith('/') || path.startsWith('//')) return HOME_PATH;
  let parsed: URL;
  try {
    parsed = targetUrl(path);
  } catch {
    return HOME_PATH;
  }
  if (parsed.origin !== PLACEHOLDER_ORIGIN) return HOME_PATH;
  // Back to the login page would only show it again.
  if (parsed.pathname === LOGIN_PATH) return HOME_PATH;
  return parsed.pathname + parsed.search + parsed.hash;
}

/** The login page's address with `redirect` back to `path` (a site path, below the base path). */
export const loginHref = (path: string, basePath: string) =>
  `${LOGIN_PATH}?redirect=${encodeURIComponent(basePath + path)}`;

/**
 * The login page's full address (base path included) from the browser, with `redirect` back to `here`: the page's
 * pathname and search as the browser shows them, base path and all.
 */
export const loginAddress = (here: string, basePath: string) =>
  `${basePath}${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`;
