// What the proxy learns about a request and hands to the server components through a request header, so the
// root layout can theme, title and flag the page before the first byte without re-parsing the URL.
import { isAppWebview, isInternetExplorer, isMobile, isWeChat } from '@/lib/device/environment';
import { pageStyleOf, readFlags, type PageFlags, type PageStyle } from '@/lib/guard/flags';
import { readPreview, type RequestPreview } from '@/lib/guard/preview.mjs';
import { schemeFromCookie, themeFromQuery, type ColorScheme, type QueryTheme } from '@/lib/guard/theme';

export const GUARD_HEADER = 'x-xy-guard';

export interface GuardState {
  route: string;
  params: Record<string, string>;
  requiresAuth: boolean;
  topBar: boolean;
  /** The way back sits at the top of the page, over its head picture, instead of floating over what it lists. */
  backOnTop: boolean;
  article: boolean;
  flags: PageFlags;
  /** Whether the request is a preview and its credential (lib/guard/preview.mjs), for every page to go by. */
  preview: RequestPreview;
  pageStyle: PageStyle;
  queryTheme: QueryTheme;
  storedScheme?: ColorScheme;
  /** The `title` query parameter, which beats the route's own title. */
  title?: string;
  inWeChat: boolean;
  inApp: boolean;
  isIE: boolean;
}

interface RouteInfo {
  name: string;
  requiresAuth?: boolean;
  topBar?: boolean;
  backOnTop?: boolean;
  article?: boolean;
}

export function buildGuardState(
  route: RouteInfo,
  params: Record<string, string>,
  query: URLSearchParams,
  userAgent: string,
  themeCookie: string | undefined,
): GuardState {
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

// Header values must be ASCII; titles are Chinese.
export const encodeGuard = (state: GuardState) => encodeURIComponent(JSON.stringify(state));

export function decodeGuard(value: string | null): GuardState | null {
  if (!value) return null;
  try {
    return JSON.parse(decodeURIComponent(value)) as GuardState;
  } catch {
    return null;
  }
}
