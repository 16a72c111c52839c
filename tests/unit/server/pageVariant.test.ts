import { pageVariant } from '@/lib/server/pageVariant.mjs';
import { isCrawler } from '@/lib/device/environment';
import { WECHAT_STATE_COOKIE, WEIXIN_INIT_COOKIE } from '@/lib/auth/wechatOauth';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const WECHAT = `${PHONE} MicroMessenger/8.0.40`;

const variant = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  pageVariant({ method, url, headers: { host: 'news.example', 'user-agent': PHONE, ...headers } });

describe('pageVariant', () => {
  it('gives an anonymous published page a key', () => {
    expect(variant('/newsDetail/1/47.html')).toEqual(expect.any(String));
  });

  it('keeps one reader’s pages private', () => {
    expect(variant('/newsDetail/1/47.html', { cookie: 'a=1; xy-session=sealed' })).toBeNull();
    expect(variant('/newsDetail/1/47.html', { 'user-agent': `${PHONE} XYNewsApp/5.2 xyuid/88` })).toBeNull();
    expect(variant('/newsDetail/1/47.html?yl=1')).toBeNull();
    expect(variant('/newsDetail/1/47.html?isPreview=true')).toBeNull();
    expect(variant('/newsDetail/1/47.html?previewToken=abc')).toBeNull();
    expect(variant('/newsDetail/1/47.html?aStatus=0')).toBeNull();
    expect(variant('/newsDetail/1/47.html?isPoster=true')).toBeNull();
    expect(variant('/home.html?code=wx-code&state=s')).toBeNull();
    // WeChat sign-in under way, done or failed (lib/auth/wechatOauth.ts names the cookies).
    expect(variant('/home.html', { 'user-agent': WECHAT, cookie: `${WEIXIN_INIT_COOKIE}=-1` })).toBeNull();
    expect(variant('/home.html', { 'user-agent': WECHAT, cookie: `${WECHAT_STATE_COOKIE}=1.S1` })).toBeNull();
  });

  it('never shares client-router requests or other methods', () => {
    expect(variant('/home.html', { rsc: '1' })).toBeNull();
    expect(variant('/home.html?_rsc=abc')).toBeNull();
    expect(variant('/home.html', { 'next-router-prefetch': '1' })).toBeNull();
    expect(variant('/home.html', {}, 'POST')).toBeNull();
    expect(variant('/home.html', {}, 'HEAD')).toBeNull();
  });

  it('tells apart everything the rendered page depends on', () => {
    const base = variant('/home.html');
    expect(variant('/home.html?x=1')).not.toBe(base);
    expect(variant('/home.html', { 'user-agent': WECHAT })).not.toBe(base);
    expect(variant('/home.html', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })).not.toBe(base);
    expect(variant('/home.html', { 'user-agent': `${PHONE} XYNewsApp/5.2 xyuid/0` })).not.toBe(base);
    expect(variant('/home.html', { cookie: 'xy-theme=dark' })).not.toBe(base);
    expect(variant('/home.html', { cookie: 'xy-lang=en' })).not.toBe(base);
    expect(variant('/home.html', { host: 'other.example' })).not.toBe(base);
    expect(variant('/home.html', { 'x-forwarded-proto': 'https' })).not.toBe(base);
  });

  it('keeps one copy whatever encoding the reader takes: the page is kept plain and encoded on the way out', () => {
    expect(variant('/home.html', { 'accept-encoding': 'gzip, br' })).toBe(variant('/home.html'));
  });

  it('keeps a WeChat crawler’s page apart from a WeChat reader’s, as isCrawler tells them apart', () => {
    const crawler = `${WECHAT} Bytespider`;
    expect(isCrawler(crawler)).toBe(true);
    expect(isCrawler(WECHAT)).toBe(false);
    expect(variant('/home.html', { 'user-agent': crawler })).not.toBe(
      variant('/home.html', { 'user-agent': WECHAT }),
    );
    expect(variant('/home.html', { 'user-agent': `${WECHAT} MicroMessenger-Preview` })).not.toBe(
      variant('/home.html', { 'user-agent': WECHAT }),
    );
  });

  it('ignores what the page does not depend on', () => {
    const base = variant('/home.html', { cookie: 'xy-theme=dark' });
    expect(variant('/home.html', { cookie: 'analytics=1; xy-theme=dark', 'accept-language': 'en' })).toBe(
      base,
    );
    expect(
      variant('/home.html', {
        cookie: 'xy-theme=dark',
        'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile',
      }),
    ).toBe(base);
  });
});
