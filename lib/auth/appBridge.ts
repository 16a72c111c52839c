// The bridge to the group's native app, when the site runs in its webview. One function, one message list:
//
//   toast         { text }   show a toast natively instead of in the page (spec section 8)
//   refreshToken  {}         the member's token expired (10111); the app refreshes it and reloads the page
//   clearUser     {}         the app signs its member out (10102/10103)
//   login         {}         the app opens its login screen
//
// The app injects either `window.webkit.messageHandlers.xyApp` (iOS) or `window.XYAppBridge` (Android);
// messages are `{ type, payload }`, passed as an object on iOS and as a JSON string on Android.

export type BridgeMessage =
  | { type: 'toast'; payload: { text: string } }
  | { type: 'refreshToken'; payload: Record<string, never> }
  | { type: 'clearUser'; payload: Record<string, never> }
  | { type: 'login'; payload: Record<string, never> };

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
