import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';
import { serverApi } from '@/lib/api/serverApi';
import { ApiError } from '@/lib/api/apiError';
import { isEmptyMarker } from '@/lib/api/envelope';
import { asFlag, asNumber, asObject, asString, asUrl } from '@/lib/api/mapping';
import type { DownloadLinks } from '@/lib/format/downloadLinks';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

/** `_rd_WeChat.authLogin`: 1 getWxUserinfoByCode then thirdLogin, 2 oauthLogin (backend/README.md). */
export type AuthLogin = 1 | 2;

export interface WeChatLogin {
  appId: string;
  authLogin: AuthLogin;
}

/** Sign-in with WeChat is on when site config has an appid and authLogin 1 or 2. */
export function wechatLoginFrom(rawConfig: unknown): WeChatLogin | null {
  const wechat = asObject(asObject(rawConfig)._rd_WeChat);
  const appId = asString(wechat.wxAppid).trim();
  const authLogin = asNumber(wechat.authLogin);
  if (!appId || (authLogin !== 1 && authLogin !== 2)) return null;
  return { appId, authLogin };
}

export interface SiteConfig {
  siteName: string;
  padLogo: string;
  padColor: string;
  topicColor: string;
  padListType: number;
  theme: string;
  siteGrey: number;
  homeFirstScreenGrey: number;
  detailPageGrey: number;
  lang: string;
  langSwitch: boolean;
  timeStyle: number;
  ieHint: boolean;
  tokenEnable: boolean;
  searchEnabled: boolean;
  /**
   * Only a URL that passes the validity check (spec section 5): an http(s) address, or a path on this site such as
   * the paper edition's own /paperSharePage.html; '' otherwise.
   */
  paperUrl: string;
  showBackTop: boolean;
  downloadUrl: string;
  /**
   * The app downloads (下载客户端): `_rd_downloadUrl` is one address for every device or `{ android, ios }`. Only
   * http(s) addresses and site paths are kept; '' otherwise.
   */
  downloadLinks: DownloadLinks;
  /**
   * The statistics service (sendRecord): records are sent only when tenant code and key are configured. User id
   * fields of records and events are SM2-encrypted with sm2PublicKey when it is set (spec section 5).
   */
  stats: { tenantCode: string; appKey: string; recordUrl: string; sm2PublicKey: string };
  /** Share title limits in characters (cut as twice as many bytes), for WeChat and everywhere else. */
  shareTitleChars: { wechat: number; global: number };
  openLaunchApp: boolean;
  /** The app's AppID on the WeChat Open Platform (_rd_WeChat.openAppid), which wx-open-launch-app opens. */
  launchAppId: string;
  /** Sign-in inside WeChat (_rd_WeChat.wxAppid and authLogin 1 or 2); null when off. */
  wechatLogin: WeChatLogin | null;
  /** `siteConfig.discuss.auditType` (AUDIT_TYPE): 0 post-moderation, 1 pre-moderation, 2 comments closed. */
  discussAuditType: number;
  /**
   * The live hub (spec section 9): `socketServer.url` ('' for the site's own origin) and `xyApi.websocketToken`
   * ('' turns the live socket off). Public by design: every reader's page connects with them.
   */
  liveSocket: { serverUrl: string; token: string };
}

/** An uncompressed SM2 point: 04 and x‖y, or x‖y alone (lib/format/sm2.ts adds the 04). */
const SM2_PUBLIC_KEY = /^(04)?[0-9a-f]{128}$/i;
const COLOR = /^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$/i;
const color = (value: unknown, fallback: string) => {
  const text = asString(value).trim();
  return COLOR.test(text) ? text : fallback;
};

function downloadLinks(raw: unknown): DownloadLinks {
  const links = typeof raw === 'string' ? { android: raw, ios: raw } : asObject(raw);
  // A path on this site gets the base path where it is used.
  return { android: asUrl(links.android), ios: asUrl(links.ios) };
}

export function toSiteConfig(raw: unknown): SiteConfig {
  const config = asObject(raw);
  const wap = asObject(config._p_wap);
  const stats = asObject(config.stats);
  const shareTitle = asObject(config.shareTitleChars);
  const padColor = color(config.padColor, '#c8161d');
  const sm2PublicKey = asString(config.sm2PublicKey).trim();
  return {
    siteName: asString(config.siteName),
    padLogo: asUrl(config.padLogo),
    padColor,
    topicColor: color(config.topicColor, padColor),
    padListType: asNumber(config.padListType),
    theme: asString(config.theme, 'light'),
    siteGrey: asNumber(config.siteGrey),
    homeFirstScreenGrey: asNumber(config.homeFirstScreenGrey),
    detailPageGrey: asNumber(config.detailPageGrey),
    lang: asString(config.lang),
    langSwitch: asFlag(config.langSwitch),
    timeStyle: asNumber(config.timeStyle, 1),
    ieHint: asFlag(config.ieHint),
    tokenEnable: asFlag(config.tokenEnable),
    searchEnabled: asFlag(wap.showSearchList),
    paperUrl: asUrl(wap.paperUrl),
    showBackTop: config.showBackTop === undefined ? true : asFlag(config.showBackTop),
    downloadUrl: asString(config._rd_downloadUrl),
    downloadLinks: downloadLinks(config._rd_downloadUrl),
    stats: {
      tenantCode: asString(stats.tenantCode),
      appKey: asString(stats.appKey),
      recordUrl: asUrl(stats.recordUrl),
      sm2PublicKey: SM2_PUBLIC_KEY.test(sm2PublicKey) ? sm2PublicKey : '',
    },
    shareTitleChars: { wechat: asNumber(shareTitle.wechat), global: asNumber(shareTitle.global) },
    openLaunchApp: asFlag(asObject(config._rd_WeChat).openLaunchApp),
    launchAppId: asString(asObject(config._rd_WeChat).openAppid).trim(),
    wechatLogin: wechatLoginFrom(config),
    discussAuditType: asNumber(asObject(asObject(config.siteConfig).discuss).auditType),
    liveSocket: {
      serverUrl: asString(asObject(config.socketServer).url).trim(),
      token: asString(asObject(config.xyApi).websocketToken).trim(),
    },
  };
}

/** Short-lived so CMS changes show up quickly; the `site-config` tag lets the CMS side drop it at once. */
const fetchSiteConfig = unstable_cache(
  async () => {
    const reply = await serverApi.call('getConfig');
    return isEmptyMarker(reply) ? null : toSiteConfig(reply);
  },
  ['site-config'],
  { revalidate: 10, tags: [CACHE_TAGS.siteConfig] },
);

/** The site config, once per request; null when the backend cannot be reached (the shell then says so). */
export const loadSiteConfig = cache(async (): Promise<SiteConfig | null> => {
  // Every page depends on the request (theme, flags, nonce): never ask the backend while Next prerenders.
  await connection();
  try {
    return await fetchSiteConfig();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    console.error(`getConfig failed (${error instanceof Error ? error.message : String(error)}${cause})`);
    return null;
  }
});

/** The site config a screen renders with: when it cannot be read the render fails to the nearest `error.tsx`. */
export async function requireSiteConfig(): Promise<SiteConfig> {
  const config = await loadSiteConfig();
  if (!config) throw new ApiError('getConfig', 'network', { messageKey: 'backendDown' });
  return config;
}
