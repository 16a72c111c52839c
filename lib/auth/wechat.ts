/**
 * Sharing inside WeChat (spec sections 5, 6 and 9): the share card of an article, whether its share menu
 * is hidden, the share object types, and the `wx.config` object built from the `wx/signature` answer.
 * Pure and client-safe; loading and driving the JS-SDK itself is lib/auth/wechatSdk.ts.
 */
import { asNumber, asObject, asString } from '@/lib/api/mapping';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { absoluteHttpUrl } from '@/lib/html/safeUrl';
import { OPEN_LAUNCH_APP_TAG } from '@/lib/auth/wechatReady';
import { isIos } from '@/lib/device/environment.mjs';

export { isWeChat } from '@/lib/device/environment.mjs';

/** What is being shared (spec section 9), sent as the event's `eventType`. */
export const SHARE_OBJECT_TYPE = {
  article: 0,
  accountArticle: 10,
  digital: 7,
  activity: 4,
  column: 5,
  circle: 18,
} as const;

/** Picture types whose own small, middle or big picture is the share image (spec section 9). */
export const SHARE_PICTURE_TYPES: readonly number[] = [2, 8];

export interface ShareArticle {
  title: string;
  /** The summary shown under the title. */
  description?: string | null;
  /** The absolute address the share card opens. */
  url: string;
  picType?: unknown;
  picSmall?: string | null;
  picMiddle?: string | null;
  picBig?: string | null;
  sharePicUrl?: string | null;
  shareClosed?: unknown;
  /** A SHARE_OBJECT_TYPE; a plain article when absent. */
  objectType?: number;
}

/** Title limits in characters from site config; missing or 0 means no limit (lib/format/share.ts). */
export interface ShareConfig {
  wechatTitleChars?: number | null;
  globalTitleChars?: number | null;
}

/** The object WeChat's updateAppMessageShareData and friends take. */
export interface ShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** An account's (订阅号) article is shared as its own object type (spec section 9). */
export const articleShareObjectType = (article: { accountId: number }) =>
  article.accountId > 0 ? SHARE_OBJECT_TYPE.accountArticle : SHARE_OBJECT_TYPE.article;

/** The picture of picture type 2 or 8 (small, else middle, else big), else sharePicUrl, else ''. */
export function shareImage(article: ShareArticle): string {
  const own = SHARE_PICTURE_TYPES.includes(asNumber(article.picType, -1))
    ? [article.picSmall, article.picMiddle, article.picBig]
    : [];
  for (const candidate of [...own, article.sharePicUrl]) {
    const url = absoluteHttpUrl(candidate, article.url);
    if (url) return url;
  }
  return '';
}

/** The share card: title cut by the WeChat or global byte limit, description cut to 100 characters. */
export function shareData(
  article: ShareArticle,
  config: ShareConfig,
  { inWeChat }: { inWeChat: boolean },
): ShareData {
  return {
    title: shareTitle(article.title, {
      inWeChat,
      wechatChars: config.wechatTitleChars,
      globalChars: config.globalTitleChars,
    }),
    desc: shareDescription(article.description),
    link: article.url,
    imgUrl: shareImage(article),
  };
}

/** shareClosed 1 hides the share menu (spec section 6). */
export const shareMenuHidden = (article: Pick<ShareArticle, 'shareClosed'>) =>
  asNumber(article.shareClosed) === 1;

/** The menu items that pass the page on, hidden together when sharing is closed. */
export const SHARE_MENU_ITEMS: readonly string[] = [
  'menuItem:share:appMessage',
  'menuItem:share:timeline',
  'menuItem:share:qq',
  'menuItem:share:weiboApp',
  'menuItem:share:QZone',
  'menuItem:share:facebook',
  'menuItem:favorite',
  'menuItem:copyUrl',
  'menuItem:openWithQQBrowser',
  'menuItem:openWithSafari',
];

export const DEFAULT_JS_API_LIST: readonly string[] = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareWeibo',
  'hideMenuItems',
  'showMenuItems',
  // Their success callbacks tell a completed share (lib/auth/wechatSdk.ts).
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
  'onMenuShareQQ',
];

export interface WxConfig {
  debug: boolean;
  appId: string;
  /** Seconds, as signed. */
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
  openTagList?: string[];
}

export interface WxConfigOptions {
  jsApiList?: readonly string[];
  openLaunchApp?: boolean;
}

/**
 * The `wx.config` argument from the `wx/signature` answer `{ appid, timestamp, noncestr, signature }`;
 * null when any of them is missing, since WeChat would only fail later with a vaguer error.
 */
export function wxConfigFrom(
  signatureReply: unknown,
  { jsApiList = DEFAULT_JS_API_LIST, openLaunchApp = false }: WxConfigOptions = {},
): WxConfig | null {
  const reply = asObject(signatureReply);
  const appId = asString(reply.appid).trim();
  const timestamp = asNumber(reply.timestamp, 0);
  const nonceStr = asString(reply.noncestr).trim();
  const signature = asString(reply.signature).trim();
  if (!appId || timestamp <= 0 || !nonceStr || !signature) return null;
  return {
    debug: false,
    appId,
    timestamp,
    nonceStr,
    signature,
    jsApiList: [...jsApiList],
    ...(openLaunchApp ? { openTagList: [OPEN_LAUNCH_APP_TAG] } : {}),
  };
}

/**
 * The address to sign, without its # part, which WeChat does not sign. WeChat on iOS checks the signature against
 * the address the page was opened at (`landing`), however the client router has changed it since (a tap from one
 * article to the next); elsewhere, against the current one (`href`).
 */
export function signatureUrl(href: string, { landing = href, userAgent = '' } = {}): string {
  const url = isIos(userAgent) ? landing : href;
  return url.split('#')[0] ?? url;
}
