import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { programSign } from '../../../backend/members/programSign';
import { headlessSession } from '@/lib/api/apiSession';
import { createApiClient } from '@/lib/api/createApiClient';
import { memoryTokens } from '@/lib/api/memoryTokens';
import { wechatLoginHandler, type WeChatLoginAnswer } from '@/lib/auth/wechatLoginRoute';
import type { WeChatLogin } from '@/lib/api/siteConfig';
import { SERVICES, type Service } from '@/lib/config/env.mjs';

const SITE = 'http://127.0.0.1:3210';
const KEY = 'route-test-program-key';
const LOGIN = { token: 'acc-9', accessToken: 'acc-9', refreshToken: 'ref-9', userid: 9, isNew: true };

interface Seen {
  path: string;
  params: Record<string, string>;
  headers: IncomingMessage['headers'];
}

type Reply = { status: number; message?: string; data?: unknown };

/** The backend's sso service, as far as the route uses it: answers are set per test. */
const backend = {
  seen: [] as Seen[],
  answers: {} as Record<string, (seen: Seen) => Reply>,
  server: null as Server | null,
  base: '',
};

beforeAll(async () => {
  backend.server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://backend');
      const params = Object.fromEntries(
        request.method === 'GET' ? url.searchParams : new URLSearchParams(body),
      );
      const seen = { path: url.pathname, params, headers: request.headers };
      backend.seen.push(seen);
      const answer = backend.answers[url.pathname]?.(seen) ?? { status: -1, message: 'not here' };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => backend.server?.listen(0, '127.0.0.1', resolve));
  backend.base = `http://127.0.0.1:${(backend.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => backend.server?.close(() => resolve())));
let logged: jest.SpyInstance;
beforeEach(() => {
  backend.seen = [];
  backend.answers = {};
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

function handler(settings: WeChatLogin | null = { appId: 'wx1', authLogin: 1 }) {
  const api = createApiClient({
    bases: Object.fromEntries(SERVICES.map((s) => [s, `${backend.base}/${s}`])) as Record<Service, string>,
    context: () => ({ siteId: 1, appID: 1, device: 'xy-site-server', curVersions: '1.0.0', apiVersion: 3 }),
    signKey: 'k',
    desKey: 'd',
    session: headlessSession(memoryTokens()),
  });
  return wechatLoginHandler({ api, programSignKey: KEY, settings: async () => settings }, {});
}

function post(body: Record<string, string>, { origin = SITE, cookie = 'xy-wx-state=1.S1' } = {}) {
  return new NextRequest(`${SITE}/api/wechat-login`, {
    method: 'POST',
    headers: {
      origin,
      cookie,
      'content-type': 'application/json',
      host: '127.0.0.1:3210',
      // The reader's address as the site server settled it (lib/config/forwarding.mjs).
      'x-forwarded-for': '203.0.113.9',
    },
    body: JSON.stringify(body),
  });
}

const fromWeChat = { code: 'c1', state: 'S1', device: 'xy12345678', token: 'anon-1' };
const wxUser = {
  openid: 'o-1',
  unionid: 'u-1',
  nickname: ' 微信读者 ',
  headimgurl: 'https://wx.qlogo.cn/h/1',
};

async function answerOf(response: Response) {
  return { http: response.status, body: (await response.json()) as WeChatLoginAnswer };
}

describe('the WeChat login route (authLogin 1)', () => {
  it('trades the code for user information, then signs in with thirdLogin and the signed header set', async () => {
    backend.answers['/sso/getWxUserinfoByCode'] = () => ({ status: 0, data: wxUser });
    backend.answers['/sso/thirdLogin'] = () => ({ status: 0, message: '登录成功', data: LOGIN });
    const response = await handler()(post(fromWeChat));
    expect(await answerOf(response)).toEqual({
      http: 200,
      body: { result: 'signedIn', token: 'acc-9', accessToken: 'acc-9', refreshToken: 'ref-9', userid: '9' },
    });
    // The spent state cookie is dropped.
    expect(response.headers.get('set-cookie')).toMatch(/xy-wx-state=;.*Max-Age=0/i);

    const [info, login] = backend.seen;
    expect(info?.params).toMatchObject({ code: 'c1', state: 'S1' });
    expect(info?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(login?.path).toBe('/sso/thirdLogin');
    const fields = {
      provider: 'tencent_wechat',
      oid: 'o-1',
      nickname: '微信读者',
      devid: 'xy12345678',
      head: 'https://wx.qlogo.cn/h/1',
      unionid: 'u-1',
    };
    expect(login?.params).toMatchObject({ ...fields, device: 'xy12345678' });
    const h = login?.headers ?? {};
    expect(h).toMatchObject({ token: 'anon-1', devid: 'xy12345678', version: '1.0.0' });
    expect(String(h.random)).toMatch(/^[A-Za-z0-9]{8,64}$/);
    expect(Math.abs(Number(h.timestamp) - Date.now())).toBeLessThan(5000);
    expect(String(h['program-params']).split(',').sort()).toEqual(Object.keys(fields).sort());
    // The backend's own signature function accepts it.
    const headers = { random: String(h.random), timestamp: String(h.timestamp), version: '1.0.0' };
    expect(h['program-sign']).toBe(programSign(headers, fields, KEY));
  });

  it('signs only the fields it sends: no head or unionid when WeChat gave none usable', async () => {
    backend.answers['/sso/getWxUserinfoByCode'] = () => ({
      status: 0,
      data: { ...wxUser, unionid: '', headimgurl: 'javascript:alert(1)' },
    });
    backend.answers['/sso/thirdLogin'] = () => ({ status: 0, data: LOGIN });
    await handler()(post(fromWeChat));
    const login = backend.seen[1];
    expect(login?.params.head).toBeUndefined();
    expect(login?.params.unionid).toBeUndefined();
    expect(String(login?.headers['program-params']).split(',').sort()).toEqual([
      'devid',
      'nickname',
      'oid',
      'provider',
    ]);
  });

  it('answers noOpenid when WeChat gave no openid, and signs nobody in', async () => {
    backend.answers['/sso/getWxUserinfoByCode'] = () => ({
      status: 0,
      data: { openid: '', unionid: '', nickname: '', headimgurl: '' },
    });
    expect(await answerOf(await handler()(post(fromWeChat)))).toEqual({
      http: 200,
      body: { result: 'noOpenid' },
    });
    expect(backend.seen.map((s) => s.path)).toEqual(['/sso/getWxUserinfoByCode']);
  });

  it('tells a refused user-information step from a refused login', async () => {
    backend.answers['/sso/getWxUserinfoByCode'] = () => ({
      status: -1,
      message: '授权状态已使用，请重新授权',
    });
    expect((await answerOf(await handler()(post(fromWeChat)))).body).toEqual({
      result: 'failed',
      stage: 'userInfo',
      message: '授权状态已使用，请重新授权',
    });
    backend.answers['/sso/getWxUserinfoByCode'] = () => ({ status: 0, data: wxUser });
    backend.answers['/sso/thirdLogin'] = () => ({ status: -3, message: '签名错误' });
    expect((await answerOf(await handler()(post(fromWeChat)))).body).toEqual({
      result: 'failed',
      stage: 'login',
      message: '签名错误',
    });
    // The detail goes to the log, not only to the reader's browser.
    expect(logged).toHaveBeenCalledWith('WeChat login failed (login): 签名错误');
  });

  it('signs in without the reader token when the backend no longer knows it', async () => {
    backend.answers['/sso/getWxUserinfoByCode'] = () => ({ status: 0, data: wxUser });
    backend.answers['/sso/thirdLogin'] = ({ headers }) =>
      headers.token ? { status: 10111, message: '登录信息已过期' } : { status: 0, data: LOGIN };
    expect((await answerOf(await handler()(post(fromWeChat)))).body).toMatchObject({ result: 'signedIn' });
    const logins = backend.seen.filter((s) => s.path === '/sso/thirdLogin');
    expect(logins.map((s) => s.headers.token)).toEqual(['anon-1', undefined]);
    // A new random for the second request: the backend spends each one.
    expect(logins[0]?.headers.random).not.toBe(logins[1]?.headers.random);
  });
});

describe('the WeChat login route (authLogin 2)', () => {
  it('signs in with oauthLogin in one step', async () => {
    backend.answers['/sso/oauthLogin'] = () => ({ status: 0, data: LOGIN });
    const { body } = await answerOf(await handler({ appId: 'wx1', authLogin: 2 })(post(fromWeChat)));
    expect(body).toMatchObject({ result: 'signedIn', userid: '9' });
    expect(backend.seen.map((s) => s.path)).toEqual(['/sso/oauthLogin']);
    expect(backend.seen[0]?.params).toMatchObject({ code: 'c1', state: 'S1', device: 'xy12345678' });
    expect(backend.seen[0]?.headers.token).toBe('anon-1');
  });

  it("reads oauthLogin's 微信授权失败 as no openid and other refusals as failures", async () => {
    backend.answers['/sso/oauthLogin'] = () => ({ status: -1, message: '微信授权失败' });
    const route = handler({ appId: 'wx1', authLogin: 2 });
    expect((await answerOf(await route(post(fromWeChat)))).body).toEqual({ result: 'noOpenid' });
    backend.answers['/sso/oauthLogin'] = () => ({ status: -1, message: '微信授权失败（错误码 40029）' });
    expect((await answerOf(await route(post(fromWeChat)))).body).toEqual({
      result: 'failed',
      stage: 'userInfo',
      message: '微信授权失败（错误码 40029）',
    });
  });
});

describe('what the route refuses before asking the backend', () => {
  it('another origin, or none', async () => {
    expect((await handler()(post(fromWeChat, { origin: 'https://evil.example' }))).status).toBe(403);
    const noOrigin = new NextRequest(`${SITE}/api/wechat-login`, {
      method: 'POST',
      body: JSON.stringify(fromWeChat),
    });
    expect((await handler()(noOrigin)).status).toBe(403);
    expect(backend.seen).toEqual([]);
  });

  it('malformed input', async () => {
    for (const bad of [
      { ...fromWeChat, code: '' },
      { ...fromWeChat, state: 'S-1' },
      { ...fromWeChat, device: 'a b' },
    ]) {
      expect((await handler()(post(bad))).status).toBe(400);
    }
    expect(backend.seen).toEqual([]);
  });

  it('a state other than the one issued to this browser', async () => {
    for (const cookie of ['xy-wx-state=1.S2', '']) {
      expect((await answerOf(await handler()(post(fromWeChat, { cookie })))).body).toEqual({
        result: 'failed',
        stage: 'userInfo',
        message: '授权状态无效或已过期，请重新授权',
      });
    }
    expect(backend.seen).toEqual([]);
  });

  it('sign-in with WeChat switched off', async () => {
    expect((await answerOf(await handler(null)(post(fromWeChat)))).body).toEqual({
      result: 'failed',
      stage: 'login',
      message: '微信登录未配置',
    });
    expect(backend.seen).toEqual([]);
  });
});
