// The runtime that builds the browser's API client: same-origin service paths, and the reader's session as
// lib/api takes it (ApiSession): tokens in local storage and the page-level reactions of spec section 7 (reload
// on 1004, app bridge on 10111/10102/10103, toasts). lib/api's browser modules reach the client it builds
// through lib/api/browserClient.ts.
import { browserServicePath } from '@/lib/config/browserServicePath';
import { SERVICES, type Service } from '@/lib/config/env.mjs';
import { needsAppAuth } from '@/lib/config/publicConfig';
import type { KeyValueStore } from '@/lib/auth/keyValueStore';
import {
  browserContext,
  browserSession,
  setBrowserSession,
  storage,
  type BrowserSession,
} from '@/lib/auth/browserSession';
import { sendToApp } from '@/lib/auth/appBridge';
import { leaveForLogin } from '@/lib/auth/loginRequired';
import { storedTokens } from '@/lib/auth/tokenWrites';
import { waitForWeChatAuthorization } from '@/lib/auth/wechatAuthorization';
import { configureSignIn, endSession, syncSessionAfterRenewal } from '@/lib/auth/signIn';
import { configureTokenRenewal, scheduleTokenRenewal } from '@/lib/auth/tokenRenewal';
import type { AuthResetAction } from '@/lib/api/apiSession';
import { provideBrowserClient } from '@/lib/api/browserClient';
import { createApiClient, type ApiClient } from '@/lib/api/createApiClient';
import { showToast } from '@/lib/shellEvents';

export const AUTH_RESET_COUNT_KEY = 'xy_auth_reset_count';
/** Spec section 4: once the session counter exceeds 3, 1004 is no longer handled. */
export const MAX_AUTH_RESETS = 3;

/** Counts 1004s per browser session; says whether this one may still reload the page. */
export function countAuthReset(session: KeyValueStore): AuthResetAction {
  const count = Number(session.getItem(AUTH_RESET_COUNT_KEY) ?? 0) || 0;
  if (count > MAX_AUTH_RESETS) return 'ignore';
  session.setItem(AUTH_RESET_COUNT_KEY, String(count + 1));
  return 'reload';
}

let client: ApiClient | null = null;
let guarding: Promise<void> | null = null;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function configureBrowserApi(session: BrowserSession): ApiClient {
  if (client) return client;
  setBrowserSession(session);
  const local = storage('localStorage');
  const { config } = session;
  const origin = window.location.origin + config.basePath;
  const bases = Object.fromEntries(
    SERVICES.map((service) => [service, origin + browserServicePath(service)]),
  ) as Record<Service, string>;
  client = createApiClient({
    bases,
    context: () => browserContext(session),
    signKey: config.signKey,
    desKey: config.desKey,
    session: {
      tokens: storedTokens(local),
      needsAppAuth: () => needsAppAuth(config, session.routeRequiresAuth),
      onAuthReset: () => {
        const action = countAuthReset(storage('sessionStorage'));
        if (action === 'reload') window.location.reload();
        return action;
      },
      inApp: () => session.inApp,
      askAppToRefresh: () => void sendToApp({ type: 'refreshToken', payload: {} }),
      onTokensRenewed: syncSessionAfterRenewal,
      onLoginRequired: (refusal) => {
        if (session.inApp) {
          sendToApp({ type: 'clearUser', payload: {} });
          sendToApp({ type: 'login', payload: {} });
          return;
        }
        void leaveForLogin({ basePath: config.basePath, notices: storage('sessionStorage'), refusal });
      },
      notify: (messageKey) => showToast({ messageKey: `errors.${messageKey}` }),
      // Calls wait for a WeChat authorization under way (spec section 4), so they go out as the member.
      whenReady: async () => {
        await ready;
        await waitForWeChatAuthorization();
      },
    },
  });
  const api = client;
  configureSignIn({ basePath: config.basePath, store: local });
  configureTokenRenewal({ store: local, renew: () => api.renewToken(), onRefused: endSession });
  provideBrowserClient(async () => browserApi());
  return client;
}

/**
 * The route guard's browser half (spec section 4): the anonymous token in token mode and the app auth of the
 * xyAuth modes are in place before any other call leaves. Failures are logged and the page goes on; each
 * call then meets the server's answer itself.
 */
export function runRouteGuard(session: BrowserSession): Promise<void> {
  guarding ??= guard(configureBrowserApi(session), session);
  return guarding;
}

async function guard(api: ApiClient, session: BrowserSession) {
  try {
    if (session.tokenEnable) await api.ensureAnonymousToken();
    if (needsAppAuth(session.config, session.routeRequiresAuth)) await api.ensureAppAuth();
  } catch (error) {
    console.error('route guard', error);
  } finally {
    markReady();
  }
  // In the app webview the app owns the member's token (and renews it when asked, on 10111).
  if (!session.inApp) scheduleTokenRenewal();
}

/** The page's client, set up on first use from the browser session; setting it up runs the route guard. */
export function browserApi(): ApiClient {
  if (client) return client;
  const session = browserSession();
  void runRouteGuard(session);
  return configureBrowserApi(session);
}
