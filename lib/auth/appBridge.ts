// The bridge to the group's native app, when the site runs in its webview. One function, one message list:
//
//   toast         { text }   show a toast natively instead of in the page (spec section 8)
//   refreshToken  {}         the member's token expired (10111); the app refreshes it and reloads the page
//   clearUser     {}         the app signs its member out (10102/10103)
//   login         {}         the app opens its login screen
//   getSession    {}         the page asks who is signed in; the app answers with window.xyAppSession (below)
//   share         { title, desc, link, imgUrl, shareType }
//                            the app opens its share sheet with this card; shareType is a share object type of
//                            spec section 9 (0 article, 10 account article, 7 digital, 4 activity, 5 column,
//                            18 circle). Title and desc are already cut to the share limits.
//
// The app injects either `window.webkit.messageHandlers.xyApp` (iOS) or `window.XYAppBridge` (Android);
// messages are `{ type, payload }`, passed as an object on iOS and as a JSON string on Android.
//
// Back from the app (an object or its JSON string):
//   window.xyAppShareResult({ channel })     after the reader completed a share (nothing when they cancelled);
//                                            channel: 1 WeChat, 2 Moments, 3 Weibo, 4 QQ, 5 MeeTime, 6 album
//   window.xyAppSession({ uid, token, refreshToken, device })
//                                            the app's member: uid as in the user agent's xyuid/<uid>, the tokens
//                                            its login answered and the device they were issued for; uid 0 or no
//                                            token when nobody is signed in. The app sends it when asked
//                                            (getSession), after it signed a member in or out, and after it
//                                            refreshed the token (refreshToken); the page then signs that member in
//                                            (or out) on the site, without a login page. The app renews the tokens,
//                                            the page never does.
import { SHARE_CHANNEL, type ShareChannel } from '@/lib/format/share';

export interface AppShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
  shareType: number;
}

export type BridgeMessage =
  | { type: 'toast'; payload: { text: string } }
  | { type: 'refreshToken'; payload: Record<string, never> }
  | { type: 'clearUser'; payload: Record<string, never> }
  | { type: 'login'; payload: Record<string, never> }
  | { type: 'getSession'; payload: Record<string, never> }
  | { type: 'share'; payload: AppShareCard };

interface BridgeWindow {
  webkit?: { messageHandlers?: { xyApp?: { postMessage(message: BridgeMessage): void } } };
  XYAppBridge?: { postMessage(message: string): void };
}

/** Sends a message to the app; false when there is no bridge (a normal browser). */
export function sendToApp(message: BridgeMessage, target: unknown = globalThis): boolean {
  const win = target as BridgeWindow;
  const ios = win.webkit?.messageHandlers?.xyApp;
  if (ios) {
    ios.postMessage(message);
    return true;
  }
  if (win.XYAppBridge) {
    win.XYAppBridge.postMessage(JSON.stringify(message));
    return true;
  }
  return false;
}

export const SHARE_RESULT_CALLBACK = 'xyAppShareResult';

const CHANNELS: readonly number[] = Object.values(SHARE_CHANNEL);

/** What the app passed back, an object or its JSON string, as an object; null for anything else. */
function fromApp(message: unknown): Record<string, unknown> | null {
  let value = message;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** The channel of the app's share result, or null for anything that is not one. */
export function shareResultChannel(result: unknown): ShareChannel | null {
  const value = fromApp(result);
  const channel = Number((value as { channel?: unknown } | null)?.channel);
  return CHANNELS.includes(channel) ? (channel as ShareChannel) : null;
}

/**
 * Listens for the app's share results (window.xyAppShareResult); returns the function that stops listening.
 * One listener at a time, as there is one share button per page.
 */
export function onAppShareResult(
  listener: (channel: ShareChannel) => void,
  target: unknown = globalThis,
): () => void {
  const win = target as Record<string, unknown>;
  const callback = (result: unknown) => {
    const channel = shareResultChannel(result);
    if (channel !== null) listener(channel);
  };
  win[SHARE_RESULT_CALLBACK] = callback;
  return () => {
    if (win[SHARE_RESULT_CALLBACK] === callback) delete win[SHARE_RESULT_CALLBACK];
  };
}

export const SESSION_CALLBACK = 'xyAppSession';

/** The app's member as window.xyAppSession reports it; `signedOut` when nobody is signed in there. */
export type AppSession =
  { signedIn: true; uid: string; token: string; refreshToken: string; device: string } | { signedIn: false };

const UID = /^\d{1,20}$/;
// As the site's session route accepts them (lib/auth/sessionRoute.ts).
const TOKEN = /^[\w.~+/=-]{1,256}$/;
const DEVICE = /^[A-Za-z0-9._:-]{1,128}$/;

const matches = (value: unknown, pattern: RegExp): value is string =>
  typeof value === 'string' && pattern.test(value);

/**
 * Reads what the app sent, with the user agent's xyuid when it left the uid out; null when it is malformed
 * (never applied).
 */
export function appSessionFrom(message: unknown, userAgentUid: string | null): AppSession | null {
  const value = fromApp(message);
  if (!value) return null;
  const { uid, token, refreshToken, device } = value;
  const id = uid === undefined || uid === null || uid === '' ? (userAgentUid ?? '') : String(uid);
  if (id === '' || id === '0' || !token) return { signedIn: false };
  if (matches(id, UID) && matches(token, TOKEN) && matches(refreshToken, TOKEN) && matches(device, DEVICE)) {
    return { signedIn: true, uid: id, token, refreshToken, device };
  }
  return null;
}

/** Listens for window.xyAppSession; returns the function that stops listening. */
export function onAppSession(listener: (message: unknown) => void, target: unknown = globalThis): () => void {
  const win = target as Record<string, unknown>;
  win[SESSION_CALLBACK] = listener;
  return () => {
    if (win[SESSION_CALLBACK] === listener) delete win[SESSION_CALLBACK];
  };
}
