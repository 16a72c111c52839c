/**
 * @jest-environment jsdom
 */
import type { ShareData, WxConfig } from '@/lib/auth/wechat';
import type { WeChatSdk } from '@/lib/auth/wechatSdk';

type SdkModule = typeof import('@/lib/auth/wechatSdk');
type TestWindow = Window & { wx?: WeChatSdk };

const SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

function fakeSdk(): jest.Mocked<WeChatSdk> {
  return {
    config: jest.fn(),
    ready: jest.fn(),
    error: jest.fn(),
    updateAppMessageShareData: jest.fn(),
    updateTimelineShareData: jest.fn(),
    onMenuShareWeibo: jest.fn(),
    hideMenuItems: jest.fn(),
    showMenuItems: jest.fn(),
    onMenuShareAppMessage: jest.fn(),
    onMenuShareTimeline: jest.fn(),
    onMenuShareQQ: jest.fn(),
  };
}

const sdkScripts = () => document.head.querySelectorAll(`script[src="${SDK_URL}"]`);

let sdk: SdkModule;
let ready: typeof import('@/lib/auth/wechatReady');
beforeEach(async () => {
  jest.resetModules();
  delete (window as TestWindow).wx;
  document.head.innerHTML = '';
  sdk = await import('@/lib/auth/wechatSdk');
  ready = await import('@/lib/auth/wechatReady');
});

describe('loadWeChatSdk', () => {
  it('adds the 1.6.0 script once for any number of callers and resolves window.wx when it loads', async () => {
    const first = sdk.loadWeChatSdk();
    const second = sdk.loadWeChatSdk();
    expect(sdk.WECHAT_SDK_URL).toBe(SDK_URL);
    expect(sdkScripts()).toHaveLength(1);
    const wx = fakeSdk();
    (window as TestWindow).wx = wx;
    sdkScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(wx);
    await expect(second).resolves.toBe(wx);
    await expect(sdk.loadWeChatSdk()).resolves.toBe(wx);
    expect(sdkScripts()).toHaveLength(1);
  });

  it('resolves at once when window.wx is already there', async () => {
    const wx = fakeSdk();
    (window as TestWindow).wx = wx;
    await expect(sdk.loadWeChatSdk()).resolves.toBe(wx);
    expect(sdkScripts()).toHaveLength(0);
  });

  it('reuses a script tag already on the page', async () => {
    const script = document.createElement('script');
    script.src = SDK_URL;
    document.head.appendChild(script);
    const loading = sdk.loadWeChatSdk();
    expect(sdkScripts()).toHaveLength(1);
    const wx = fakeSdk();
    (window as TestWindow).wx = wx;
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(wx);
  });

  it('rejects when the script fails and tries again with a fresh script next time', async () => {
    const failing = sdk.loadWeChatSdk();
    sdkScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('WeChat JS-SDK failed to load');
    expect(sdkScripts()).toHaveLength(0);

    const retry = sdk.loadWeChatSdk();
    expect(sdkScripts()).toHaveLength(1);
    const wx = fakeSdk();
    (window as TestWindow).wx = wx;
    sdkScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(wx);
  });

  it('rejects when the script loads but defines no window.wx', async () => {
    const loading = sdk.loadWeChatSdk();
    sdkScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('without window.wx');
  });
});

const config: WxConfig = {
  debug: false,
  appId: 'wx123',
  timestamp: 1,
  nonceStr: 'n',
  signature: 's',
  jsApiList: ['updateAppMessageShareData'],
};

describe('configureWeChat', () => {
  it('passes the config to wx.config and resolves on ready', async () => {
    const wx = fakeSdk();
    wx.config.mockImplementation(() => wx.ready.mock.calls[0]?.[0]());
    await expect(sdk.configureWeChat(wx, config)).resolves.toBeUndefined();
    expect(wx.config).toHaveBeenCalledWith(config);
  });

  it('marks the open tags of an accepted config ready and tells subscribers', async () => {
    const wx = fakeSdk();
    const listener = jest.fn();
    const unsubscribe = ready.subscribeWeChatReady(listener);
    expect(ready.openTagReady('wx-open-launch-app')).toBe(false);
    wx.config.mockImplementation(() => wx.ready.mock.calls[0]?.[0]());
    await sdk.configureWeChat(wx, { ...config, openTagList: ['wx-open-launch-app'] });
    expect(ready.openTagReady('wx-open-launch-app')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    const plain = fakeSdk();
    plain.config.mockImplementation(() => plain.ready.mock.calls[0]?.[0]());
    await sdk.configureWeChat(plain, config);
    expect(ready.openTagReady('wx-open-launch-app')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('leaves open tags unready when WeChat refuses the config', async () => {
    const wx = fakeSdk();
    wx.config.mockImplementation(() => wx.error.mock.calls[0]?.[0]({ errMsg: 'config:fail' }));
    await expect(sdk.configureWeChat(wx, { ...config, openTagList: ['wx-open-launch-app'] })).rejects.toThrow(
      'config:fail',
    );
    expect(ready.openTagReady('wx-open-launch-app')).toBe(false);
  });

  it('rejects with WeChat’s errMsg on error', async () => {
    const wx = fakeSdk();
    wx.config.mockImplementation(() => wx.error.mock.calls[0]?.[0]({ errMsg: 'config:invalid signature' }));
    await expect(sdk.configureWeChat(wx, config)).rejects.toThrow('config:invalid signature');
  });
});

describe('applyShareData', () => {
  const data: ShareData = {
    title: 'T',
    desc: 'D',
    link: 'https://news.example.cn/a.html',
    imgUrl: 'https://i/x.jpg',
  };

  it('sets the card for friends, Moments (no description) and Weibo', () => {
    const wx = fakeSdk();
    sdk.applyShareData(wx, data, { hidden: false });
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(data);
    expect(wx.updateTimelineShareData).toHaveBeenCalledWith({
      title: 'T',
      link: data.link,
      imgUrl: data.imgUrl,
    });
    expect(wx.onMenuShareWeibo).toHaveBeenCalledWith(expect.objectContaining(data));
    expect(wx.hideMenuItems).not.toHaveBeenCalled();
  });

  it('tells onShared the channel when WeChat reports a share through its menu', () => {
    const wx = fakeSdk();
    const onShared = jest.fn();
    sdk.applyShareData(wx, data, { hidden: false, onShared });
    expect(onShared).not.toHaveBeenCalled();
    const firstCall = (api: unknown) =>
      (api as jest.Mock<void, [{ desc?: string; success?: () => void }]>).mock.calls[0]?.[0];
    firstCall(wx.onMenuShareAppMessage)?.success?.();
    firstCall(wx.onMenuShareTimeline)?.success?.();
    firstCall(wx.onMenuShareWeibo)?.success?.();
    firstCall(wx.onMenuShareQQ)?.success?.();
    expect(onShared.mock.calls).toEqual([[1], [2], [3], [4]]);
    expect(wx.onMenuShareAppMessage).toHaveBeenCalledWith(expect.objectContaining(data));
    expect(firstCall(wx.onMenuShareTimeline)).not.toHaveProperty('desc');
  });

  it('still sets the card when this WeChat has dropped the older share APIs', () => {
    const wx = fakeSdk();
    delete wx.onMenuShareAppMessage;
    delete wx.onMenuShareTimeline;
    delete wx.onMenuShareQQ;
    expect(() => sdk.applyShareData(wx, data, { hidden: false, onShared: jest.fn() })).not.toThrow();
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(data);
    expect(wx.updateTimelineShareData).toHaveBeenCalled();
  });

  it('hides the share items and sets no card when sharing is closed', () => {
    const wx = fakeSdk();
    sdk.applyShareData(wx, data, { hidden: true });
    const menuList = wx.hideMenuItems.mock.calls[0]?.[0].menuList ?? [];
    expect(menuList).toEqual(
      expect.arrayContaining(['menuItem:share:appMessage', 'menuItem:share:timeline']),
    );
    expect(wx.updateAppMessageShareData).not.toHaveBeenCalled();
    expect(wx.updateTimelineShareData).not.toHaveBeenCalled();
  });
});
