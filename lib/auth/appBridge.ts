// The bridge to the group's native app, when the site runs in its webview. One function, one message list:
//
//   toast         { text }   show a toast natively instead of in the page (spec section 8)
//   refreshToken  {}         the member's token expired (10111); the app refreshes it and reloads the page
//   clearUser     {}         the app signs its member out (10102/10103)
//   login         {}         the app opens its login screen
//   share         { title, desc, link, imgUrl, shareType }
//                            the app opens its share sheet with this card; shareType is a share object type of
//                            spec section 9 (0 article, 10 account article, 7 digital, 4 activity, 5 column,
//                            18 circle). Title and desc are already cut to the share limits.
//
// The app injects either `window.webkit.messageHandlers.xyApp` (iOS) or `window.XYAppBridge` (Android);
// messages are `{ type, payload }`, passed as an object on iOS and as a JSON string on Android.
//
// Back from the app: after the reader completed a share the app calls
//   window.xyAppShareResult({ channel })     channel: 1 WeChat, 2 Moments, 3 Weibo, 4 QQ, 5 MeeTime, 6 album
// (an object or its JSON string), and nothing when the reader cancelled.
import { SHARE_CHANNEL, type ShareChannel } from '@/lib/stats/records';

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

/** The channel of the app's share result, or null for anything that is not one. */
export function shareResultChannel(result: unknown): ShareChannel | null {
  let value = result;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
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
