import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { sealSession, sessionPassword } from '@/lib/auth/readerSession';
import { readFlags } from '@/lib/guard/flags.mjs';

const SITE = 'http://127.0.0.1:3210';
const WECHAT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49';
const STATE = 'S'.repeat(69);
const AUTHORIZE = `https://open.weixin.example/connect/oauth2/authorize?appid=wx1&state=${STATE}#wechat_redirect`;

/** The backend's getConfig and wxOauthState; what they answer is set per test. */
const backend = {
  seen: [] as { path: string; query: URLSearchParams; forwardedFor: string | undefined }[],
  config: {} as Record<string, unknown>,
  oauthState: { status: 0, data: {} } as Record<string, unknown>,
  server: null as Server | null,
};

beforeAll(async () => {
  backend.server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://backend');
    const forwarded = request.headers['x-forwarded-for'];
    backend.seen.push({
      path: url.pathname,
      query: url.searchParams,
      forwardedFor: typeof forwarded === 'string' ? forwarded : undefined,
    });
    const answer =
      url.pathname === '/main/getConfig' ? { status: 0, data: backend.config } : backend.oauthState;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => backend.server?.listen(0, '127.0.0.1', resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(backend.server.address() as AddressInfo).port}`;
  process.env.SESSION_SECRET = 'wechat-authorize-test-session-secret-0123';
});
afterAll(() => {
  delete process.env.SESSION_SECRET;
  return new Promise<void>((resolve) => backend.server?.close(() => resolve()));
});

let logged: jest.SpyInstance;
beforeEach(() => {
  backend.seen = [];
  backend.config = { _rd_WeChat: { wxAppid: 'wx1', authLogin: 1 } };
  backend.oauthState = {
    status: 0,
    data: { state: STATE, expiresAt: Date.now() + 600_000, authorizeUrl: AUTHORIZE },
  };
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

/** The module as the proxy loads it, after BACKEND_URL points at the fake backend. */
async function load() {
  let mod!: typeof import('@/lib/auth/wechatAuthorize');
  await jest.isolateModulesAsync(async () => {
    mod = await import('@/lib/auth/wechatAuthorize');
  });
  return mod;
}

function pageRequest(path: string, { userAgent = WECHAT, cookie = '' } = {}) {
  return new NextRequest(`${SITE}${path}`, {
    headers: {
      'user-agent': userAgent,
      cookie,
      host: '127.0.0.1:3210',
      // The reader's address as the site server settled it (lib/config/forwarding.mjs).
      'x-forwarded-for': '198.51.100.7',
    },
  });
}

const flagsOf = (request: NextRequest) => readFlags(request.nextUrl.searchParams, false);

describe('the proxy sending a WeChat reader to authorize', () => {
  it('redirects to the authorize URL with the state in an httpOnly cookie and weixinInit 0', async () => {
    const { wechatAuthorizeRedirect } = await load();
    const request = pageRequest('/newsDetail/3/7.html?share=1');
    const response = await wechatAuthorizeRedirect(request, flagsOf(request));
    expect(response?.status).toBe(307);
    expect(response?.headers.get('location')).toBe(AUTHORIZE);
    expect(response?.headers.get('cache-control')).toBe('private, no-store');
    const cookies = response?.headers.getSetCookie() ?? [];
    expect(cookies.find((c) => c.startsWith('xy-wx-state='))).toMatch(
      new RegExp(`^xy-wx-state=1\\.${STATE}; Path=/;.* Max-Age=600; HttpOnly; SameSite=lax`, 'i'),
    );
    expect(cookies.find((c) => c.startsWith('xy-weixin-init='))).toMatch(/^xy-weixin-init=0; Path=\//);
    const asked = backend.seen.find((s) => s.path === '/sso/wxOauthState');
    expect(asked?.query.get('redirectUri')).toBe(`${SITE}/newsDetail/3/7.html?share=1`);
    // The backend's per-IP limit counts the reader, not the site server.
    expect(asked?.forwardedFor).toBe('198.51.100.7');
  });

  it('counts the redirects in the state cookie', async () => {
    const { wechatAuthorizeRedirect } = await load();
    const request = pageRequest('/home.html', { cookie: 'xy-wx-state=2.OldState1' });
    const response = await wechatAuthorizeRedirect(request, flagsOf(request));
    expect(response?.headers.getSetCookie().find((c) => c.startsWith('xy-wx-state='))).toMatch(
      new RegExp(`^xy-wx-state=3\\.${STATE};`),
    );
    const third = pageRequest('/home.html', { cookie: `xy-wx-state=3.${STATE}` });
    expect(await wechatAuthorizeRedirect(third, flagsOf(third))).toBeNull();
  });

  it('leaves the reader alone when the site has WeChat sign-in off, and sees it switched on at once', async () => {
    backend.config = { _rd_WeChat: { wxAppid: '', authLogin: 1 } };
    const { wechatAuthorizeRedirect } = await load();
    const request = pageRequest('/home.html');
    expect(await wechatAuthorizeRedirect(request, flagsOf(request))).toBeNull();
    expect(backend.seen.map((s) => s.path)).toEqual(['/main/getConfig']);
    backend.config = { _rd_WeChat: { wxAppid: 'wx1', authLogin: 2 } };
    expect((await wechatAuthorizeRedirect(request, flagsOf(request)))?.status).toBe(307);
  });

  it('asks the backend nothing outside WeChat or for a signed-in reader', async () => {
    const { wechatAuthorizeRedirect } = await load();
    const phone = pageRequest('/home.html', { userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari' });
    expect(await wechatAuthorizeRedirect(phone, flagsOf(phone))).toBeNull();
    const sealed = await sealSession({ signedIn: true, userId: '1', token: 't' }, sessionPassword());
    const member = pageRequest('/home.html', { cookie: `xy-session=${sealed}` });
    expect(await wechatAuthorizeRedirect(member, flagsOf(member))).toBeNull();
    expect(backend.seen).toEqual([]);
  });

  it('lets the reader read when the backend cannot issue a state', async () => {
    backend.oauthState = { status: -1, message: '微信登录未配置' };
    const { wechatAuthorizeRedirect } = await load();
    const request = pageRequest('/home.html');
    expect(await wechatAuthorizeRedirect(request, flagsOf(request))).toBeNull();
    expect(logged).toHaveBeenCalledWith('wxOauthState failed: 微信登录未配置');
  });
});
