/** Where the page is open (lib/device/environment.mjs). */
export const APP_UA_TOKEN: 'XYNewsApp';
export function isWeChat(ua: string): boolean;
export function isAppWebview(ua: string): boolean;
export function isInternetExplorer(ua: string): boolean;
export function isMobile(ua: string): boolean;
export function isIos(ua: string): boolean;
export function isCrawler(ua: string): boolean;
export function appUserIdFromUserAgent(ua: string): string | null;
export function osFromUserAgent(ua: string): string;
