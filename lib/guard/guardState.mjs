// What the guard learns about a request (proxy.ts, or the site server's front door: lib/server/pageHeaders.mjs)
// and hands to the server components through a request header, so the root layout can theme, title and flag the
// page before the first byte without re-parsing the URL.
import { isAppWebview, isInternetExplorer, isMobile, isWeChat } from '../device/environment.mjs';
import { pageStyleOf, readFlags } from './flags.mjs';
import { readPreview } from './preview.mjs';
import { schemeFromCookie, themeFromQuery } from './theme.mjs';

/** @typedef {import('./guardState.mjs').GuardState} GuardState */

export const GUARD_HEADER = 'x-xy-guard';

/**
 * @param {import('./guardState.mjs').RouteInfo} route
 * @param {Record<string, string>} params
 * @param {URLSearchParams} query
 * @param {string} userAgent
 * @param {string | undefined} themeCookie
 * @returns {GuardState}
 */
export function buildGuardState(route, params, query, userAgent, themeCookie) {
  const inApp = isAppWebview(userAgent);
  const flags = readFlags(query, inApp);
  const title = query.get('title')?.trim();
  return {
    route: route.name,
    params,
    requiresAuth: route.requiresAuth === true,
    topBar: route.topBar === true,
    backOnTop: route.backOnTop === true,
    article: route.article === true,
    flags,
    preview: readPreview(query),
    pageStyle: pageStyleOf(isMobile(userAgent), flags.cms),
    queryTheme: themeFromQuery(query),
    storedScheme: schemeFromCookie(themeCookie),
    title: title ? title.slice(0, 120) : undefined,
    inWeChat: isWeChat(userAgent),
    inApp,
    isIE: isInternetExplorer(userAgent),
  };
}

/** Header values must be ASCII; titles are Chinese. @param {GuardState} state */
export const encodeGuard = (state) => encodeURIComponent(JSON.stringify(state));

/**
 * @param {string | null} value
 * @returns {GuardState | null}
 */
export function decodeGuard(value) {
  if (!value) return null;
  try {
    return JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
}
