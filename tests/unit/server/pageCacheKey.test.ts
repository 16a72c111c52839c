import { pageCacheKey, routerCacheKey } from '@/lib/server/pageCacheKey.mjs';
import { isCrawler } from '@/lib/device/environment.mjs';
import { WECHAT_STATE_COOKIE, WEIXIN_INIT_COOKIE } from '@/lib/auth/wechatOauth';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const WECHAT = `${PHONE} MicroMessenger/8.0.40`;

const HOSTS = { SITE_HOSTS: 'news.example, other.example' };
const variant = (
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
  env: Record<string, string> = HOSTS,
) => pageCacheKey({ method, url, headers: { host: 'news.example', 'user-agent': PHONE, ...headers } }, env);

const TOKEN = 'a'.repeat(24);

describe('pageCacheKey', () => {
  it('gives an anonymous published page a key', () => {
    expect(variant('/newsDetail/1/47.html')).toEqual(expect.any(String));
  });

  it('gives a public page the same key whoever reads it: signed in, in the app, or sending any cookie', () => {
    const anonymous = variant('/newsDetail/1/47.html');
    expect(variant('/newsDetail/1/47.html', { cookie: 'a=1; xy-session=sealed' })).toBe(anonymous);
    expect(variant('/newsDetail/1/47.html', { cookie: 'xy-session=garbage' })).toBe(anonymous);
    const app = `${PHONE} XYNewsApp/5.2 xyuid/0`;
    expect(variant('/newsDetail/1/47.html', { 'user-agent': `${PHONE} XYNewsApp/5.2 xyuid/88` })).toBe(
      variant('/newsDetail/1/47.html', { 'user-agent': app }),
    );
  });

  it('keeps member pages private, and pages rendered with the session private to a reader who has one', () => {
    expect(variant('/activityVote/1/1.html')).toBeNull();
    expect(variant('/getUserInfo.html', { cookie: 'xy-session=sealed' })).toBeNull();
    expect(variant('/myFavorites.html', { cookie: 'xy-session=sealed' })).toBeNull();
    expect(variant('/subscriptionList.html')).toEqual(expect.any(String));
    expect(variant('/subscriptionList.html', { cookie: 'xy-session=sealed' })).toBeNull();
    expect(variant('/login.html', { cookie: 'xy-session=sealed' })).toBeNull();
    expect(
      pageCacheKey({ method: 'GET', url: '/wap/activityVote/1/1.html', headers: {}, basePath: '/wap' }),
    ).toBeNull();
  });

  it('never keeps a write-off screen, whose voucher is used between two visits', () => {
    expect(variant('/writeOff/1/ABCDEFGHJK.html')).toBeNull();
    expect(variant('/activityDetail/1.html')).toEqual(expect.any(String));
  });

  it('never keeps the site’s /api answers nor Next’s own files', () => {
    expect(variant('/api/main/getConfig')).toBeNull();
    expect(variant('/_next/static/chunks/webpack-1.js')).toBeNull();
    expect(
      pageCacheKey({ method: 'GET', url: '/wap/api/main/getConfig', headers: {}, basePath: '/wap' }),
    ).toBeNull();
  });

  it('keeps previews, posters and WeChat returns private', () => {
    expect(variant('/newsDetail/1/47.html?yl=1')).toBeNull();
    expect(variant('/newsDetail/1/47.html?isPreview=true')).toBeNull();
    expect(variant(`/newsDetail/1/47.html?previewToken=${TOKEN}`)).toBeNull();
    expect(variant('/newsDetail/1/47.html?aStatus=0')).toBeNull();
    expect(variant('/newsDetail/1/47.html?isPoster=true')).toBeNull();
    expect(variant('/home.html?code=wx-code&state=s')).toBeNull();
    // WeChat sign-in under way, done or failed (lib/auth/wechatOauth.ts names the cookies).
    expect(variant('/home.html', { 'user-agent': WECHAT, cookie: `${WEIXIN_INIT_COOKIE}=-1` })).toBeNull();
    expect(variant('/home.html', { 'user-agent': WECHAT, cookie: `${WECHAT_STATE_COOKIE}=1.S1` })).toBeNull();
  });

  it('never lets a page kept for a signed-in WeChat reader stand in for a signed-out one, whom the proxy sends to WeChat', () => {
    const signedOut = variant('/home.html', { 'user-agent': WECHAT });
    const signedIn = variant('/home.html', { 'user-agent': WECHAT, cookie: 'xy-session=sealed' });
    expect(signedIn).toEqual(expect.any(String));
    expect(signedIn).not.toBe(signedOut);
    // Per class, not per reader: every WeChat reader with a session shares one copy.
    expect(variant('/home.html', { 'user-agent': WECHAT, cookie: 'xy-session=other' })).toBe(signedIn);
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
    const proxied = { ...HOSTS, TRUST_PROXY_HOPS: '1' };
    expect(variant('/home.html', { 'x-forwarded-proto': 'http' }, 'GET', proxied)).not.toBe(base);
    expect(variant('/home.html', { 'x-forwarded-host': 'other.example' }, 'GET', proxied)).not.toBe(base);
  });

  it('makes no new copy for a host or forwarded header a client made up', () => {
    const base = variant('/home.html');
    expect(variant('/home.html', { host: 'evil.example' })).toBe(base);
    expect(variant('/home.html', { 'x-forwarded-host': 'evil.example' })).toBe(base);
    expect(variant('/home.html', { 'x-forwarded-proto': 'http' })).toBe(base);
    const proxied = { ...HOSTS, TRUST_PROXY_HOPS: '1' };
    expect(variant('/home.html', { 'x-forwarded-host': 'evil.example' }, 'GET', proxied)).toBe(
      variant('/home.html', {}, 'GET', proxied),
    );
    // SITE_URL names the one origin every page is rendered for.
    const configured = { SITE_URL: 'https://news.example' };
    expect(variant('/home.html', { host: 'other.example' }, 'GET', configured)).toBe(
      variant('/home.html', {}, 'GET', configured),
    );
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

describe('routerCacheKey', () => {
  // As Next's client router sends them from home: the route's tree, then its head.
  const TREE = {
    rsc: '1',
    'next-router-prefetch': '1',
    'next-router-segment-prefetch': '/_tree',
    'next-url': '/home',
  };
  const HEAD = {
    rsc: '1',
    'next-router-prefetch': '1',
    'next-router-state-tree': '%5B%22%22%2C%7B%7D%2Cnull%2C%22metadata-only%22%5D',
    'next-url': '/home',
  };
  // A tap on a link on home: the page below home's own router state.
  const NAVIGATION = {
    rsc: '1',
    'next-router-state-tree': '%5B%22%22%2C%7B%22children%22%3A%5B%22home%22%2C%7B%7D%5D%7D%5D',
    'next-url': '/home',
  };
  const prefetch = (url: string, headers: Record<string, string> = TREE, method = 'GET') =>
    routerCacheKey(
      { method, url, headers: { host: 'news.example', 'user-agent': PHONE, ...headers } },
      HOSTS,
    );

  it('keys a prefetch of a shared page by the page and every router header', () => {
    const tree = prefetch('/columnDetail/8.html?_rsc=f9CE');
    expect(tree).toEqual(expect.any(String));
    expect(prefetch('/columnDetail/8.html?_rsc=f9CE', { ...TREE, cookie: 'xy-session=sealed' })).toBe(tree);
    expect(prefetch('/columnDetail/8.html?_rsc=cLjl', HEAD)).not.toBe(tree);
    expect(prefetch('/columnDetail/8.html?_rsc=f9CE', { ...TREE, 'next-url': '/search' })).not.toBe(tree);
    expect(
      prefetch('/columnDetail/8.html?_rsc=f9CE', { ...TREE, 'next-router-segment-prefetch': '/x' }),
    ).not.toBe(tree);
    expect(prefetch('/columnDetail/8.html?_rsc=zzzz')).not.toBe(tree);
    expect(prefetch('/columnDetail/9.html?_rsc=f9CE')).not.toBe(tree);
    expect(prefetch('/columnDetail/8.html?_rsc=f9CE', { ...TREE, cookie: 'xy-theme=dark' })).not.toBe(tree);
    // Never a page's own key: the payload is not the document.
    expect(tree).not.toBe(variant('/columnDetail/8.html'));
  });

  it('keys a navigation by the page and the router state it leaves, like a prefetch', () => {
    const tap = prefetch('/columnDetail/8.html?_rsc=n4v1', NAVIGATION);
    expect(tap).toEqual(expect.any(String));
    expect(prefetch('/columnDetail/8.html?_rsc=n4v1', { ...NAVIGATION, cookie: 'xy-session=sealed' })).toBe(
      tap,
    );
    expect(
      prefetch('/columnDetail/8.html?_rsc=n4v1', {
        ...NAVIGATION,
        'next-router-state-tree': HEAD['next-router-state-tree'],
      }),
    ).not.toBe(tap);
    expect(
      prefetch('/columnDetail/8.html?_rsc=n4v1', { ...NAVIGATION, 'next-router-prefetch': '1' }),
    ).not.toBe(tap);
    expect(prefetch('/columnDetail/9.html?_rsc=n4v1', NAVIGATION)).not.toBe(tap);
  });

  it("keeps nothing not the router's, no other method, and nothing of a page that is never shared", () => {
    expect(prefetch('/columnDetail/8.html?_rsc=cLjl', { rsc: '1', 'next-url': '/home' })).toBeNull();
    expect(prefetch('/columnDetail/8.html?_rsc=cLjl', { 'next-router-prefetch': '1' })).toBeNull();
    expect(prefetch('/columnDetail/8.html?_rsc=f9CE', TREE, 'POST')).toBeNull();
    expect(prefetch('/activityVote/1/1.html?_rsc=f9CE')).toBeNull();
    expect(prefetch('/activityVote/1/1.html?_rsc=n4v1', NAVIGATION)).toBeNull();
    expect(prefetch('/getUserInfo.html?_rsc=f9CE', { ...TREE, cookie: 'xy-session=sealed' })).toBeNull();
    expect(prefetch(`/newsDetail/1/47.html?_rsc=f9CE&previewToken=${TOKEN}`)).toBeNull();
  });
});
