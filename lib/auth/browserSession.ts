// The page's browser session: what the root layout's ClientRuntime hands over while hydrating (site config,
// route, app webview, WeChat, token mode), with the reader's storage and identity. The API client (browserApi.ts)
// and the beacon (beacon.ts) read it here, so a page that only sends beacons never loads the client.
import { needsAppAuth, type PublicConfig } from '@/lib/config/publicConfig';
import { ensureIdentity } from '@/lib/auth/identity';
import { memoryStore, type KeyValueStore } from '@/lib/auth/keyValueStore';
import { holdsMemberSession, readToken } from '@/lib/auth/tokens';

export interface BrowserSession {
  config: PublicConfig;
  routeRequiresAuth: boolean;
  inApp: boolean;
  /** The WeChat browser, as the server read the user agent, so the page need not carry the patterns. */
  inWeChat: boolean;
  tokenEnable: boolean;
}

let current: BrowserSession | null = null;

/** The root layout hydrates once and persists over client navigation, so the first session is the page's. */
export function setBrowserSession(session: BrowserSession): void {
  current ??= session;
}

export function browserSession(): BrowserSession {
  if (!current) throw new Error('browser session read before ClientRuntime set it');
  return current;
}

export function storage(kind: 'localStorage' | 'sessionStorage'): KeyValueStore {
  try {
    const store = window[kind];
    store.getItem('xy_probe');
    return store;
  } catch {
    // Private modes and some webviews refuse storage; the session then lasts as long as the page.
    return memoryStore();
  }
}

/** Whether a member is signed in in this browser (their id beside a refresh token). */
export const memberSignedIn = () => holdsMemberSession(storage('localStorage'));

/** The reader's virtual device id and uid, created on first use (spec section 3). */
export const browserIdentity = (style: PublicConfig['deviceIdStyle']) =>
  ensureIdentity(storage('localStorage'), style);

/** The request context every call carries (spec section 3), read when the call leaves. */
export function browserContext({ config }: BrowserSession) {
  return {
    siteId: config.siteId,
    appID: config.appID,
    device: browserIdentity(config.deviceIdStyle).deviceId,
    curVersions: config.curVersions,
    apiVersion: config.apiVersion,
  };
}

/**
 * Whether the route guard (browserApi.ts runRouteGuard) has work before the page's first call: the anonymous
 * token in token mode, the app auth of the xyAuth modes, or a member's tokens to keep renewed. When it has none,
 * the page loads the API client only once something calls it.
 */
export function routeGuardHasWork(session: BrowserSession): boolean {
  const local = storage('localStorage');
  return (
    (session.tokenEnable && readToken(local, 'security') === null) ||
    needsAppAuth(session.config, session.routeRequiresAuth) ||
    (!session.inApp && holdsMemberSession(local))
  );
}
