// Sign-in without a login page: in WeChat (the proxy's redirect to the authorize page, the code coming back, the
// retries when WeChat gives no openid) and in the app webview (the member the app supplies), and the one renewal
// concurrent calls share when the access token expires mid-session.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './test';
import { startFakeWechatOauth, type FakeWechatOauth } from '../backend/fakeWechatOauth';
import { patchConfig } from './ingest';
import { BACKEND_URL, FAKE_WECHAT_PORT, PHONE_UA, SITE_URL, WECHAT_UA, WX_APPID, WX_SECRET } from './stack';

const AUTHORIZE = `http://127.0.0.1:${FAKE_WECHAT_PORT}/connect/oauth2/authorize`;

interface Login {
  token: string;
  accessToken: string;
  refreshToken: string;
  userid: number;
}

/** The demo member's password login, as the app would do it, for tokens issued to `device`. */
async function demoMemberLogin(request: APIRequestContext, device: string): Promise<Login> {
  const response = await request.post(`${BACKEND_URL}/sso/passwordLogin`, {
    form: {
      phone: '13800138000',
      password: 'linjiang2024',
      device,
      siteId: '1',
      appID: '1',
      curVersions: '1.0.0',
      apiVersion: '3',
      t: String(Date.now()),
    },
  });
  const body = (await response.json()) as { status: number; message: string; data: Login };
  if (body.status !== 0) throw new Error(`passwordLogin answered ${body.status} ${body.message}`);
  return body.data;
}

/** What the proxy answers a WeChat reader's page load: 307 to WeChat while sign-in is on, 200 otherwise. */
async function wechatPageStatus(request: APIRequestContext) {
  const response = await request.get(`${SITE_URL}/home.html`, {
    headers: { 'user-agent': WECHAT_UA },
    maxRedirects: 0,
  });
  return response.status();
}

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name);

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null')?.value ?? null, key);

test.describe('WeChat sign-in', () => {
  let wechat: FakeWechatOauth;
  test.use({ userAgent: WECHAT_UA });

  test.beforeAll(async ({ playwright }) => {
    wechat = await startFakeWechatOauth(WX_APPID, WX_SECRET, FAKE_WECHAT_PORT);
    const request = await playwright.request.newContext();
    await patchConfig(request, { _rd_WeChat: { wxAppid: WX_APPID, authLogin: 1 } });
    // Until the site has taken the change (the config write purges its page cache).
    await expect.poll(() => wechatPageStatus(request)).toBe(307);
    await request.dispose();
  });

  test.afterAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    await patchConfig(request, { _rd_WeChat: { wxAppid: '', authLogin: 1 } });
    // Later specs open WeChat pages: none of them may still be sent to the provider.
    await expect.poll(() => wechatPageStatus(request)).toBe(200);
    await request.dispose();
    await wechat.close();
  });

  test.beforeEach(() => {
    wechat.mode = 'normal';
    wechat.requests.length = 0;
  });

  test('without a code goes to the authorize page, comes back with a code and is signed in', async ({
    page,
    context,
  }) => {
    const authorize = page.waitForRequest((r) => r.url().startsWith(AUTHORIZE));
    await page.goto('/home.html');

    const toWeChat = await authorize;
    const asked = new URL(toWeChat.url());
    expect(asked.searchParams.get('appid')).toBe(WX_APPID);
    expect(asked.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(asked.searchParams.get('response_type')).toBe('code');
    expect(asked.searchParams.get('redirect_uri')).toBe(`${SITE_URL}/home.html`);
    const state = asked.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[0-9A-Za-z]{69}$/);
    // The state issued is kept with this browser only, out of reach of page scripts.
    const fromSite = await toWeChat.redirectedFrom()?.response();
    expect(fromSite?.status()).toBe(307);
    const setCookie = (await fromSite?.headerValue('set-cookie')) ?? '';
    expect(setCookie).toMatch(new RegExp(`xy-wx-state=1\\.${state};[^\\n]*HttpOnly`, 'i'));

    // Signed in: the code and state leave the address, the session cookie is set.
    await expect(page).toHaveURL(`${SITE_URL}/home.html`);
    await expect.poll(async () => (await cookie(context, 'xy-session'))?.httpOnly).toBe(true);
    expect((await cookie(context, 'xy-weixin-init'))?.value).toBe('1');
    expect(await stored(page, 'xy_member_id')).toMatch(/^\d+$/);
    // The sign-in's own calls to WeChat, in order; the page's share card may also ask for a JS-SDK signature
    // (/cgi-bin/...) meanwhile.
    expect(wechat.requests.filter((path) => !path.startsWith('/cgi-bin/'))).toEqual([
      '/connect/oauth2/authorize',
      '/sns/oauth2/access_token',
      '/sns/userinfo',
    ]);
    await expect(page.getByRole('status').filter({ hasText: '授权中...' })).toHaveCount(0);

    await page.goto('/getUserInfo.html');
    await expect(page).toHaveURL(`${SITE_URL}/getUserInfo.html`);
    await expect(page.getByText(wechat.user.nickname).first()).toBeVisible();
  });

  test('a provider answer without openid retries at most twice, then shows 微信授权失败', async ({
    page,
    context,
  }) => {
    wechat.mode = 'noOpenid';
    await page.goto('/home.html');
    await expect(page.getByText('微信授权失败', { exact: true })).toBeVisible();
    const authorizations = () => wechat.requests.filter((path) => path === '/connect/oauth2/authorize');
    // The first authorization and two retries.
    expect(authorizations()).toHaveLength(3);
    expect((await cookie(context, 'xy-weixin-init'))?.value).toBe('-1');
    expect(await cookie(context, 'xy-session')).toBeUndefined();

    // A reader whose authorization failed reads on: no further trip to WeChat.
    await page.goto('/home.html');
    await expect(page).toHaveURL(`${SITE_URL}/home.html`);
    expect(authorizations()).toHaveLength(3);
  });

  test('with authLogin 2 the backend signs the reader in with oauthLogin', async ({ page, context }) => {
    const request = page.request;
    await patchConfig(request, { _rd_WeChat: { authLogin: 2 } });
    try {
      wechat.user = { openid: 'o-e2e-oauth-2', nickname: '一步登录读者', headimgurl: '' };
      await page.goto('/home.html');
      await expect(page).toHaveURL(`${SITE_URL}/home.html`);
      await expect.poll(async () => (await cookie(context, 'xy-session'))?.value ?? '').not.toBe('');
      await page.goto('/getUserInfo.html');
      await expect(page.getByText('一步登录读者').first()).toBeVisible();
    } finally {
      await patchConfig(request, { _rd_WeChat: { authLogin: 1 } });
    }
  });
});

test.describe('the app webview', () => {
  test('a member whose token the app supplies is signed in without a login page', async ({
    browser,
    request,
  }) => {
    const device = 'xy-app-e2e-device-1';
    const login = await demoMemberLogin(request, device);
    const context = await browser.newContext({
      baseURL: SITE_URL,
      userAgent: `${PHONE_UA} XYNewsApp/5.2.0 xyuid/${login.userid}`,
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    // The app's bridge, as an Android app injects it: it answers getSession with its member.
    await context.addInitScript(
      (session) => {
        const win = window as unknown as Record<string, unknown> & { xyAppSession?: (s: unknown) => void };
        const sent: string[] = [];
        win.__toApp = sent;
        win.XYAppBridge = {
          postMessage(message: string) {
            const { type } = JSON.parse(message) as { type: string };
            sent.push(type);
            if (type === 'getSession') setTimeout(() => win.xyAppSession?.(session), 0);
          },
        };
      },
      { uid: String(login.userid), token: login.token, refreshToken: login.refreshToken, device },
    );
    const page = await context.newPage();
    try {
      await page.goto('/home.html');
      await expect.poll(async () => (await cookie(context, 'xy-session'))?.value ?? '').not.toBe('');
      expect(await page.evaluate(() => (window as unknown as { __toApp: string[] }).__toApp)).toContain(
        'getSession',
      );
      expect(await page.evaluate(() => localStorage.getItem('xy_virtual_device_id'))).toBe(device);

      await page.goto('/getUserInfo.html');
      await expect(page).toHaveURL(`${SITE_URL}/getUserInfo.html`);
      await expect(page.getByText('临江读者').first()).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('token renewal', () => {
  test('a token expiring mid-session is renewed once for concurrent calls', async ({ page, request }) => {
    const device = 'xy-e2e-renewal-device-1';
    const login = await demoMemberLogin(request, device);
    const renewals: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/sso/refreshAccessToken')) renewals.push(r.url());
    });
    // debug=1 hands the page's API client to the console as window.__xy.
    await page.goto('/home.html?debug=1');
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      ({ device: id, refreshToken, userid }) => {
        const put = (key: string, value: string) =>
          localStorage.setItem(key, JSON.stringify({ value, expiresAt: Date.now() + 3_600_000 }));
        localStorage.setItem('xy_virtual_device_id', id);
        put('xy_refresh_token', refreshToken);
        put('xy_member_id', String(userid));
        // An access token the backend no longer accepts: it answers 10111.
        put('xy_token', 'expired-e2e-access-token');
        put('xy_access_token', 'expired-e2e-access-token');
      },
      { device, refreshToken: login.refreshToken, userid: login.userid },
    );
    renewals.length = 0;

    const ids = await page.evaluate(async () => {
      type Api = { call(name: string): Promise<{ userid: number }> };
      const { api } = (window as unknown as { __xy: { api: Api } }).__xy;
      const replies = await Promise.all([
        api.call('getUserInfo'),
        api.call('getUserInfo'),
        api.call('getUserInfo'),
      ]);
      return replies.map((reply) => reply.userid);
    });
    expect(ids).toEqual([login.userid, login.userid, login.userid]);
    expect(renewals).toHaveLength(1);
    expect(new URL(renewals[0] ?? '').searchParams.get('device')).toBe(device);
    expect(await stored(page, 'xy_token')).not.toBe('expired-e2e-access-token');
  });
});
