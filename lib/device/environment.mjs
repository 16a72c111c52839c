// Where the page is open: the WeChat browser, the group's app webview, an old IE, a phone or a desktop.
// Pure functions of the user agent so the proxy, the site server's front door (plain modules, outside Next's
// bundler) and client islands agree.
import { APP_UA_TOKEN, UA_PATTERNS } from './userAgentPatterns.mjs';

/** The token the group's app adds to its webview user agent, e.g. `... XYNewsApp/5.2 xyuid/1234`. */
export { APP_UA_TOKEN };

/** @param {string} ua */
export const isWeChat = (ua) => UA_PATTERNS.wechat.test(ua);
/** @param {string} ua */
export const isAppWebview = (ua) => UA_PATTERNS.app.test(ua);
/** @param {string} ua */
export const isInternetExplorer = (ua) => UA_PATTERNS.ie.test(ua);
/** @param {string} ua */
export const isMobile = (ua) => UA_PATTERNS.mobile.test(ua);
/** @param {string} ua */
export const isIos = (ua) => UA_PATTERNS.ios.test(ua);
/** Search engines and link-preview fetchers: they read pages, they never sign in. @param {string} ua */
export const isCrawler = (ua) => UA_PATTERNS.crawler.test(ua);

/**
 * The app reports its signed-in member as `xyuid/<id>`; 0 or absent means nobody is signed in.
 * @param {string} ua
 */
export function appUserIdFromUserAgent(ua) {
  const match = UA_PATTERNS.appUserId.exec(ua);
  return match && match[1] !== '0' ? (match[1] ?? null) : null;
}

/** A short OS name: the statistics records' os header, the download page's store. @param {string} ua */
export function osFromUserAgent(ua) {
  if (/HarmonyOS|OpenHarmony/i.test(ua)) return 'harmonyos';
  if (/Android/i.test(ua)) return 'android';
  if (isIos(ua)) return 'ios';
  if (/Windows/i.test(ua)) return 'windows';
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macos';
  if (/Linux/i.test(ua)) return 'linux';
  return 'other';
}
