// Where the page is open: the WeChat browser, the group's app webview, an old IE, a phone or a desktop.
// Pure functions of the user agent so the proxy (server) and client islands agree.

/** The token the group's app adds to its webview user agent, e.g. `... XYNewsApp/5.2 xyuid/1234`. */
export const APP_UA_TOKEN = 'XYNewsApp';

export const isWeChat = (ua: string) => /MicroMessenger/i.test(ua);
export const isAppWebview = (ua: string) => new RegExp(`\\b${APP_UA_TOKEN}\\b`, 'i').test(ua);
export const isInternetExplorer = (ua: string) => /MSIE |Trident\//.test(ua);
export const isMobile = (ua: string) => /Android|iPhone|iPod|iPad|Mobile|HarmonyOS|Windows Phone/i.test(ua);
/** Search engines and link-preview fetchers: they read pages, they never sign in. */
export const isCrawler = (ua: string) =>
  /bot\b|bot\/|spider|crawl|slurp|facebookexternalhit|preview/i.test(ua);

/** The app reports its signed-in member as `xyuid/<id>`; 0 or absent means nobody is signed in. */
export function appUserIdFromUserAgent(ua: string): string | null {
  const match = /\bxyuid\/(\d+)/i.exec(ua);
  return match && match[1] !== '0' ? (match[1] ?? null) : null;
}
