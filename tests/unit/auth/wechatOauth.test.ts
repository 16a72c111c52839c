import { isCrawler } from '@/lib/device/environment.mjs';
import {
  isWeChatReturn,
  MAX_AUTHORIZE_REDIRECTS,
  readStateCookie,
  shouldAuthorizeWithWeChat,
  stateCookieValue,
  withoutWeChatReturn,
  type AuthorizeRequest,
} from '@/lib/auth/wechatOauth';
import { readFlags } from '@/lib/guard/flags.mjs';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const WECHAT = `${PHONE} MicroMessenger/8.0.49.2600 NetType/WIFI Language/zh_CN`;

function request(overrides: Partial<AuthorizeRequest> = {}, search = ''): AuthorizeRequest {
  const query = new URLSearchParams(search);
  return {
    method: 'GET',
    userAgent: WECHAT,
    routerRequest: false,
    flags: readFlags(query, false),
    signedIn: false,
    query,
    weixinInitCookie: undefined,
    stateCookie: undefined,
    ...overrides,
  };
}

describe('the proxy redirect decision', () => {
  it('sends a signed-out WeChat reader of a share-mode page to authorize', () => {
    expect(shouldAuthorizeWithWeChat(request())).toBe(true);
    expect(shouldAuthorizeWithWeChat(request({}, '?share=1&title=x'))).toBe(true);
    expect(shouldAuthorizeWithWeChat(request({ weixinInitCookie: '0' }))).toBe(true);
    expect(shouldAuthorizeWithWeChat(request({ weixinInitCookie: '1' }))).toBe(true);
  });

  it('never redirects outside WeChat, in the app, or for a crawler', () => {
    expect(shouldAuthorizeWithWeChat(request({ userAgent: PHONE }))).toBe(false);
    expect(shouldAuthorizeWithWeChat(request({ userAgent: `${WECHAT} XYNewsApp/5.2.0 xyuid/0` }))).toBe(
      false,
    );
    expect(shouldAuthorizeWithWeChat(request({ userAgent: `${WECHAT} Googlebot/2.1` }))).toBe(false);
    expect(shouldAuthorizeWithWeChat(request({ userAgent: `${WECHAT} Baiduspider` }))).toBe(false);
  });

  it.each([['?yl=1'], ['?isPreview=true'], ['?ck=1'], ['?cms=1'], ['?inCmsPage=true'], ['?poster=1']])(
    'never redirects with %s',
    (search) => {
      expect(shouldAuthorizeWithWeChat(request({}, search))).toBe(false);
    },
  );

  it('never redirects a signed-in reader, a client-router request, or anything but GET', () => {
    expect(shouldAuthorizeWithWeChat(request({ signedIn: true }))).toBe(false);
    expect(shouldAuthorizeWithWeChat(request({ routerRequest: true }))).toBe(false);
    expect(shouldAuthorizeWithWeChat(request({ method: 'HEAD' }))).toBe(false);
    expect(shouldAuthorizeWithWeChat(request({ method: 'POST' }))).toBe(false);
  });

  it('never redirects a reader WeChat sent back, with a code or with only a state (a refusal)', () => {
    expect(shouldAuthorizeWithWeChat(request({}, '?code=abc&state=S1'))).toBe(false);
    expect(shouldAuthorizeWithWeChat(request({}, '?code=abc'))).toBe(false);
    expect(shouldAuthorizeWithWeChat(request({}, '?state=S1'))).toBe(false);
  });

  it('never loops: a failed authorization (cookie or query) and the third redirect stop it', () => {
    expect(shouldAuthorizeWithWeChat(request({ weixinInitCookie: '-1' }))).toBe(false);
    expect(shouldAuthorizeWithWeChat(request({}, '?weixinInit=-1'))).toBe(false);
    expect(shouldAuthorizeWithWeChat(request({ stateCookie: stateCookieValue(2, 'S1') }))).toBe(true);
    expect(MAX_AUTHORIZE_REDIRECTS).toBe(3);
    expect(shouldAuthorizeWithWeChat(request({ stateCookie: stateCookieValue(3, 'S1') }))).toBe(false);
  });
});

describe('a page WeChat sent back', () => {
  it('is a WeChat page load with a code or a state', () => {
    expect(isWeChatReturn(WECHAT, new URLSearchParams('code=c1&state=S1'))).toBe(true);
    expect(isWeChatReturn(WECHAT, new URLSearchParams('state=S1'))).toBe(true);
    expect(isWeChatReturn(WECHAT, new URLSearchParams('share=1'))).toBe(false);
    expect(isWeChatReturn(PHONE, new URLSearchParams('code=c1&state=S1'))).toBe(false);
  });
});

describe('the state cookie', () => {
  it('holds the redirect count and the state', () => {
    expect(readStateCookie(stateCookieValue(1, 'Abc123'))).toEqual({ redirects: 1, state: 'Abc123' });
    expect(readStateCookie(undefined)).toBeNull();
    expect(readStateCookie('Abc123')).toBeNull();
    expect(readStateCookie('1.abc-def')).toBeNull();
  });
});

describe('the return address', () => {
  it('drops what WeChat added, keeps the rest of the query and loses the fragment', () => {
    const back = withoutWeChatReturn(
      new URL('https://m.example.cn/wap/newsDetail/3/7.html?share=1&code=c1&state=S1&title=t#top'),
    );
    expect(back.href).toBe('https://m.example.cn/wap/newsDetail/3/7.html?share=1&title=t');
  });
});

describe('crawlers', () => {
  it('are told apart from readers', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isCrawler('Sogou web spider/4.0')).toBe(true);
    expect(isCrawler(WECHAT)).toBe(false);
    expect(isCrawler(PHONE)).toBe(false);
  });
});
