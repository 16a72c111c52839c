// Where the page is open: the WeChat browser, the group's app webview, an old IE, a phone or a desktop.
// Pure functions of the user agent so the proxy (server) and client islands agree.

import { APP_UA_TOKEN, UA_PATTERNS } from '@/lib/device/userAgentPatterns.mjs';

/** The token the group's app adds to its webview user agent, e.g. `... XYNewsApp/5.2 xyuid/1234`. */
export { APP_UA_TOKEN };

export const isWeChat = (ua: string) => UA_PATTERNS.wechat.test(ua);
export const isAppWebview = (ua: string) => UA_PATTERNS.app.test(ua);
export const isInternetExplorer = (ua: string) => UA_PATTERNS.ie.test(ua);
export const isMobile = (ua: string) => UA_PATTERNS.mobile.test(ua);
export const isIos = (ua: string) => UA_PATTERNS.ios.test(ua);
/** Search engines and link-preview fetchers: they read pages, they never sign in. */
export const isCrawler = (ua: string) => UA_PATTERNS.crawler.test(ua);

/** The app reports its signed-in member as `xyuid/<id>`; 0 or absent means nobody is signed in. */
export function appUserIdFromUserAgent(ua: string): string | null {
  const match = UA_PATTERNS.appUserId.exec(ua);
  return match && match[1] !== '0' ? (match[1] ?? null) : null;
}

/** A short OS name: the statistics records' os header, the download page's store. */
export function osFromUserAgent(ua: string): string {
  if (/HarmonyOS|OpenHarmony/i.test(ua)) return 'harmonyos';
  if (/Android/i.test(ua)) return 'android';
  if (isIos(ua)) return 'ios';
  if (/Windows/i.test(ua)) return 'windows';
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macos';
  if (/Linux/i.test(ua)) return 'linux';
  return 'other';
}
