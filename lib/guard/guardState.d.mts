/** What the guard learns about a request (lib/guard/guardState.mjs). */
import type { PageFlags, PageStyle } from './flags.mjs';
import type { RequestPreview } from './preview.mjs';
import type { ColorScheme, QueryTheme } from './theme.mjs';

export const GUARD_HEADER: 'x-xy-guard';

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

export interface RouteInfo {
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
): GuardState;
export function encodeGuard(state: GuardState): string;
export function decodeGuard(value: string | null): GuardState | null;
