/**
 * The WeChat JS-SDK in the browser: loaded once on demand, configured, and given the share card.
 * Browser only (it touches document and window); import it from a client island inside WeChat.
 *
 * The script is added with createElement, which the site's CSP admits through 'strict-dynamic'.
 */
import { SHARE_MENU_ITEMS, type ShareData, type WxConfig } from '@/lib/auth/wechat';
import { SHARE_CHANNEL, type ShareChannel } from '@/lib/format/share';
import { markWeChatReady } from '@/lib/auth/wechatReady';

export const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

type Callbacks = { success?: () => void; fail?: (result: { errMsg?: string }) => void };

/** The part of the JS-SDK this site uses. */
export interface WeChatSdk {
  config(config: WxConfig): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg?: string }) => void): void;
  updateAppMessageShareData(data: ShareData & Callbacks): void;
  updateTimelineShareData(data: Omit<ShareData, 'desc'> & Callbacks): void;
  onMenuShareWeibo(data: ShareData & Callbacks): void;
  hideMenuItems(options: { menuList: string[] } & Callbacks): void;
  showMenuItems(options: { menuList: string[] } & Callbacks): void;
  // The older share APIs: WeChat calls their success after the reader shares (the update* ones only say the card
  // was set). Marked for removal by WeChat, so they may be missing.
  onMenuShareAppMessage?(data: ShareData & Callbacks): void;
  onMenuShareTimeline?(data: Omit<ShareData, 'desc'> & Callbacks): void;
  onMenuShareQQ?(data: ShareData & Callbacks): void;
}

type SdkWindow = Window & { wx?: WeChatSdk };

let loading: Promise<WeChatSdk> | null = null;

/**
 * Resolves with window.wx, adding the SDK script the first time (or reusing one already on the page).
 * Every caller shares one load; after a failure the next call tries again with a fresh script.
 */
export function loadWeChatSdk(): Promise<WeChatSdk> {
  const win = window as SdkWindow;
  if (win.wx) return Promise.resolve(win.wx);
  loading ??= new Promise<WeChatSdk>((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${WECHAT_SDK_URL}"]`);
    const script =
      existing ?? Object.assign(document.createElement('script'), { src: WECHAT_SDK_URL, async: true });
    const fail = (message: string) => {
      loading = null;
      script.remove();
      reject(new Error(message));
    };
    script.addEventListener('load', () =>
      win.wx ? resolve(win.wx) : fail('WeChat JS-SDK loaded without window.wx'),
    );
    script.addEventListener('error', () => fail('WeChat JS-SDK failed to load'));
    if (!existing) document.head.appendChild(script);
  });
  return loading;
}

/** Calls wx.config and settles when WeChat answers: ready, or error with its errMsg. */
export function configureWeChat(wx: WeChatSdk, config: WxConfig): Promise<void> {
  return new Promise((resolve, reject) => {
    wx.ready(() => {
      markWeChatReady(config.openTagList ?? []);
      resolve();
    });
    wx.error((result) => reject(new Error(result.errMsg ?? 'wx.config failed')));
    wx.config(config);
  });
}

export interface ShareOptions {
  hidden: boolean;
  /** Told the channel after the reader shared through WeChat's menu (friends, Moments, Weibo, QQ). */
  onShared?: (channel: ShareChannel) => void;
}

/** Sets the card for friends, Moments, Weibo and QQ, or hides every share item when sharing is closed. */
export function applyShareData(wx: WeChatSdk, data: ShareData, { hidden, onShared }: ShareOptions): void {
  if (hidden) {
    wx.hideMenuItems({ menuList: [...SHARE_MENU_ITEMS] });
    return;
  }
  const moments = { title: data.title, link: data.link, imgUrl: data.imgUrl };
  const shared = (channel: ShareChannel) => ({ success: () => onShared?.(channel) });
  wx.updateAppMessageShareData(data);
  wx.updateTimelineShareData(moments);
  wx.onMenuShareWeibo({ ...data, ...shared(SHARE_CHANNEL.weibo) });
  if (!onShared) return;
  wx.onMenuShareAppMessage?.({ ...data, ...shared(SHARE_CHANNEL.wechat) });
  wx.onMenuShareTimeline?.({ ...moments, ...shared(SHARE_CHANNEL.moments) });
  wx.onMenuShareQQ?.({ ...data, ...shared(SHARE_CHANNEL.qq) });
}
