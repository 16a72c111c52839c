// The native app's member on the site (spec section 6: the user id from the user agent or synced by the app, token
// and device supplied by the app). The page asks the app (bridge message getSession); the app answers through
// window.xyAppSession (lib/auth/appBridge.ts), and the page signs that member in like any login
// (lib/auth/signIn.ts: local tokens and the server's sealed session) without a login page. Browser only.
import { appSessionFrom, onAppSession, sendToApp } from '@/lib/auth/appBridge';
import { appUserIdFromUserAgent } from '@/lib/device/environment.mjs';
import { DEVICE_ID_KEY } from '@/lib/auth/identity';
import type { KeyValueStore } from '@/lib/auth/keyValueStore';
import { completeSignIn, isSignedIn, signOut } from '@/lib/auth/signIn';
import { cancelTokenRenewal } from '@/lib/auth/tokenRenewal';
import { readToken } from '@/lib/auth/tokens';
import { showToast } from '@/lib/shellEvents';

/** The app token the server's session last took in this browser session: the same one is not sent again. */
export const APP_SESSION_SYNCED_KEY = 'xy_app_session_synced';

export type AppSessionOutcome = 'signedIn' | 'signedOut' | 'unchanged' | 'refused';

export interface AppSessionStores {
  local: KeyValueStore;
  session: KeyValueStore;
}

/** Applies what the app sent: signs its member in (or out) on the site. */
export async function applyAppSession(
  message: unknown,
  { local, session }: AppSessionStores,
  userAgent: string,
): Promise<AppSessionOutcome> {
  const app = appSessionFrom(message, appUserIdFromUserAgent(userAgent));
  if (!app) {
    console.error('xyAppSession: a malformed session was ignored');
    return 'refused';
  }
  if (!app.signedIn) {
    session.removeItem(APP_SESSION_SYNCED_KEY);
    if (!isSignedIn()) return 'unchanged';
    await signOut().catch((error: unknown) => console.error('xyAppSession: sign-out not saved', error));
    return 'signedOut';
  }
  const synced = session.getItem(APP_SESSION_SYNCED_KEY) === app.token;
  if (synced && readToken(local, 'security') === app.token && readToken(local, 'member') === app.uid) {
    return 'unchanged';
  }
  // Calls go out as the device the app's tokens were issued for.
  local.setItem(DEVICE_ID_KEY, app.device);
  try {
    await completeSignIn({
      token: app.token,
      accessToken: app.token,
      refreshToken: app.refreshToken,
      userid: app.uid,
    });
    session.setItem(APP_SESSION_SYNCED_KEY, app.token);
    return 'signedIn';
  } catch (error) {
    console.error('xyAppSession: the site could not take the session', error);
    showToast({ messageKey: 'errors.loginExpired' });
    return 'refused';
  } finally {
    // The app renews its member's tokens (asked on 10111); a renewal here would rotate them away from it.
    cancelTokenRenewal();
  }
}

/** Listens for the app's session and asks for it; returns the function that stops listening. */
export function syncAppSession(stores: AppSessionStores, userAgent: string): () => void {
  const stop = onAppSession((message) => void applyAppSession(message, stores, userAgent));
  sendToApp({ type: 'getSession', payload: {} });
  return stop;
}
