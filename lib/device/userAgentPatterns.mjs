// What a user agent says about where the page is open, as patterns in one plain module: lib/device/environment.mjs
// (the proxy and the islands) and lib/server/pageCacheKey.mjs (the site server's page cache key) test the same ones.
export const APP_UA_TOKEN = 'XYNewsApp';

export const UA_PATTERNS = {
  wechat: /MicroMessenger/i,
  app: new RegExp(`\\b${APP_UA_TOKEN}\\b`, 'i'),
  ie: /MSIE |Trident\//,
  mobile: /Android|iPhone|iPod|iPad|Mobile|HarmonyOS|Windows Phone/i,
  ios: /iPhone|iPad|iPod/i,
  /** Search engines and link-preview fetchers: they read pages, they never sign in. */
  crawler: /bot\b|bot\/|spider|crawl|slurp|facebookexternalhit|preview/i,
  /** The app's signed-in member, `xyuid/<id>`; 0 means nobody. */
  appUserId: /\bxyuid\/(\d+)/i,
};
