// The open tags (wx-open-launch-app) of the last wx.config WeChat accepted. Its own small module so the islands
// that render an open tag can subscribe without loading the JS-SDK code (lib/auth/wechatSdk.ts) outside WeChat.

/** The open tag that opens the group's app from a WeChat page (site config _rd_WeChat.openLaunchApp). */
export const OPEN_LAUNCH_APP_TAG = 'wx-open-launch-app';

let readyOpenTags: ReadonlySet<string> = new Set();
const readyListeners = new Set<() => void>();

/** Whether WeChat accepted a wx.config listing this open tag, so the tag will render. */
export const openTagReady = (tag: string) => readyOpenTags.has(tag);

/** Called after each accepted wx.config; returns the unsubscribe function (useSyncExternalStore's shape). */
export function subscribeWeChatReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/** wx.config was accepted with these open tags. */
export function markWeChatReady(openTags: readonly string[]): void {
  readyOpenTags = new Set(openTags);
  readyListeners.forEach((listener) => listener());
}
