import { toSiteConfig, wechatLoginFrom } from '@/lib/api/siteConfig';

jest.mock('@/lib/api/serverApi', () => ({ serverApi: {} }));

describe('site config mapper', () => {
  it('keeps a valid paper URL and drops an invalid one (spec section 5)', () => {
    expect(toSiteConfig({ _p_wap: { paperUrl: 'https://paper.example.cn/today' } }).paperUrl).toBe(
      'https://paper.example.cn/today',
    );
    expect(toSiteConfig({ _p_wap: { paperUrl: 'javascript:alert(1)' } }).paperUrl).toBe('');
    expect(toSiteConfig({ _p_wap: { paperUrl: 'paper' } }).paperUrl).toBe('');
  });

  it('keeps a paper URL that is a path on this site, such as the paper edition page', () => {
    expect(toSiteConfig({ _p_wap: { paperUrl: ' /paperSharePage.html ' } }).paperUrl).toBe(
      '/paperSharePage.html',
    );
    expect(toSiteConfig({ _p_wap: { paperUrl: '//paper.example.cn/x' } }).paperUrl).toBe(
      'https://paper.example.cn/x',
    );
  });

  it('enables search from _p_wap.showSearchList', () => {
    expect(toSiteConfig({ _p_wap: { showSearchList: 1 } }).searchEnabled).toBe(true);
    expect(toSiteConfig({ _p_wap: { showSearchList: 0 } }).searchEnabled).toBe(false);
    expect(toSiteConfig({}).searchEnabled).toBe(false);
  });

  it('accepts colours only in CSS colour syntax, so config cannot inject CSS', () => {
    expect(toSiteConfig({ padColor: '#0a7', topicColor: 'rgb(1, 2, 3)' })).toMatchObject({
      padColor: '#0a7',
      topicColor: 'rgb(1, 2, 3)',
    });
    expect(toSiteConfig({ padColor: 'red;} body{display:none' }).padColor).toBe('#c8161d');
    expect(toSiteConfig({ padColor: '#123456' }).topicColor).toBe('#123456');
  });

  it('reads the open-app tag switch and the app to open from _rd_WeChat', () => {
    expect(toSiteConfig({ _rd_WeChat: { openLaunchApp: 1, openAppid: ' wxapp-demo ' } })).toMatchObject({
      openLaunchApp: true,
      launchAppId: 'wxapp-demo',
    });
    expect(toSiteConfig({ _rd_WeChat: { openLaunchApp: 0 } })).toMatchObject({
      openLaunchApp: false,
      launchAppId: '',
    });
  });

  it('reads the app downloads from _rd_downloadUrl: one address or one per platform, safe links only', () => {
    const links = (value: unknown) => toSiteConfig({ _rd_downloadUrl: value }).downloadLinks;
    expect(links('https://example.com/app.apk')).toEqual({
      android: 'https://example.com/app.apk',
      ios: 'https://example.com/app.apk',
    });
    expect(links({ android: '/demo/app.apk', ios: 'https://apps.apple.com/cn/app/id1' })).toEqual({
      android: '/demo/app.apk',
      ios: 'https://apps.apple.com/cn/app/id1',
    });
    expect(links({ android: 'javascript:alert(1)', ios: 'itms-apps://x' })).toEqual({ android: '', ios: '' });
    expect(links('download.html')).toEqual({ android: '', ios: '' });
    expect(links(undefined)).toEqual({ android: '', ios: '' });
  });

  it('defaults what is missing', () => {
    expect(toSiteConfig(null)).toMatchObject({
      siteName: '',
      showBackTop: true,
      timeStyle: 1,
      tokenEnable: false,
      langSwitch: false,
      lang: '',
    });
    expect(toSiteConfig({ showBackTop: 0, tokenEnable: true }).showBackTop).toBe(false);
  });
});

describe('the WeChat sign-in switch of site config', () => {
  it('is on with an appid and authLogin 1 or 2', () => {
    expect(wechatLoginFrom({ _rd_WeChat: { wxAppid: ' wx1 ', authLogin: 1 } })).toEqual({
      appId: 'wx1',
      authLogin: 1,
    });
    expect(wechatLoginFrom({ _rd_WeChat: { wxAppid: 'wx1', authLogin: '2' } })).toEqual({
      appId: 'wx1',
      authLogin: 2,
    });
    expect(toSiteConfig({ _rd_WeChat: { wxAppid: 'wx1', authLogin: 2 } }).wechatLogin).toEqual({
      appId: 'wx1',
      authLogin: 2,
    });
  });

  it('is off without an appid or with another authLogin', () => {
    expect(wechatLoginFrom({ _rd_WeChat: { wxAppid: '', authLogin: 1 } })).toBeNull();
    expect(wechatLoginFrom({ _rd_WeChat: { wxAppid: 'wx1', authLogin: 0 } })).toBeNull();
    expect(wechatLoginFrom({ _rd_WeChat: { wxAppid: 'wx1', authLogin: 3 } })).toBeNull();
    expect(wechatLoginFrom({})).toBeNull();
    expect(toSiteConfig({}).wechatLogin).toBeNull();
  });
});
