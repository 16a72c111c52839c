import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from '../../backend/core/config';
import {
  jsapiSignature,
  newNonceStr,
  RENEW_BEFORE_EXPIRY_MS,
  wxTicketSource,
  WxUnavailableError,
} from '../../backend/wx/wxJsapi';
import { get, sibling, startApp, TEST_SECRETS, type TestApp } from './testApp';
import { drivers } from './testDb';

interface FakeWeChat {
  base: string;
  tokenRequests: URLSearchParams[];
  ticketRequests: URLSearchParams[];
  /** What getticket answers next; tests switch it to an error. */
  ticketAnswer: Record<string, unknown>;
  close(): Promise<void>;
}

const appid = 'wx1234567890abcdef';
const secret = 'fake-wechat-secret';

/** A stand-in for api.weixin.qq.com that counts what the backend asks it. */
async function fakeWeChat(): Promise<FakeWeChat> {
  const fake: FakeWeChat = {
    base: '',
    tokenRequests: [],
    ticketRequests: [],
    ticketAnswer: { errcode: 0, errmsg: 'ok', ticket: 'fake-jsapi-ticket-1', expires_in: 7200 },
    close: () => Promise.resolve(),
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    let answer: Record<string, unknown> = { errcode: 40013, errmsg: 'invalid appid' };
    if (url.pathname === '/cgi-bin/token') {
      fake.tokenRequests.push(url.searchParams);
      if (url.searchParams.get('appid') === appid && url.searchParams.get('secret') === secret) {
        answer = { access_token: `token-${fake.tokenRequests.length}`, expires_in: 7200 };
      }
    } else if (url.pathname === '/cgi-bin/ticket/getticket') {
      fake.ticketRequests.push(url.searchParams);
      answer = fake.ticketAnswer;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((done) => server.close(() => done()));
  return fake;
}

/** An address nothing listens on: a server bound and closed again. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return `http://127.0.0.1:${port}`;
}

interface Signature {
  appid: string;
  timestamp: number;
  noncestr: string;
  signature: string;
}

describe('the JS-SDK signature', () => {
  it('matches the official WeChat example', () => {
    expect(
      jsapiSignature({
        jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        noncestr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('draws nonces of 16 letters and digits', () => {
    const nonces = new Set(Array.from({ length: 20 }, newNonceStr));
    expect(nonces.size).toBe(20);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});

describe('WeChat configuration', () => {
  it('is off by default and talks to api.weixin.qq.com', () => {
    expect(loadConfig(TEST_SECRETS).wx).toEqual({
      appId: undefined,
      secret: undefined,
      apiBase: 'https://api.weixin.qq.com',
    });
  });

  it.each([
    [{ WX_APPID: appid }, 'WX_SECRET'],
    [{ WX_SECRET: secret }, 'WX_APPID'],
    [{ WX_API_BASE: 'ftp://example.com' }, 'WX_API_BASE'],
    [{ WX_API_BASE: 'not a url' }, 'WX_API_BASE'],
  ])('names the bad variable in %j', (env, name) => {
    expect(() => loadConfig({ ...TEST_SECRETS, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...TEST_SECRETS, ...env })).toThrow(name);
  });
});

describe('the ticket source', () => {
  let wechat: FakeWeChat;
  beforeEach(async () => {
    wechat = await fakeWeChat();
  });
  afterEach(() => wechat.close());

  it('keeps token and ticket until shortly before they expire, then fetches both again', async () => {
    let now = 1_000_000;
    const source = wxTicketSource({ appId: appid, secret, apiBase: wechat.base }, { now: () => now });
    expect(await source.ticket()).toBe('fake-jsapi-ticket-1');
    now += 7200_000 - RENEW_BEFORE_EXPIRY_MS - 1;
    expect(await source.ticket()).toBe('fake-jsapi-ticket-1');
    expect([wechat.tokenRequests.length, wechat.ticketRequests.length]).toEqual([1, 1]);
    now += 1;
    wechat.ticketAnswer = { errcode: 0, errmsg: 'ok', ticket: 'fake-jsapi-ticket-2', expires_in: 7200 };
    expect(await source.ticket()).toBe('fake-jsapi-ticket-2');
    expect([wechat.tokenRequests.length, wechat.ticketRequests.length]).toEqual([2, 2]);
    expect(wechat.ticketRequests[1]?.get('access_token')).toBe('token-2');
    expect(wechat.ticketRequests[1]?.get('type')).toBe('jsapi');
  });

  it('gives up on a WeChat that does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const source = wxTicketSource(
        { appId: appid, secret, apiBase: `http://127.0.0.1:${port}` },
        { timeoutMs: 50 },
      );
      await expect(source.ticket()).rejects.toThrow(WxUnavailableError);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((done) => silent.close(() => done()));
    }
  });

  it('asks for a new token after WeChat refused the ticket', async () => {
    const source = wxTicketSource({ appId: appid, secret, apiBase: wechat.base });
    wechat.ticketAnswer = { errcode: 40001, errmsg: 'invalid credential' };
    await expect(source.ticket()).rejects.toThrow('40001');
    wechat.ticketAnswer = { errcode: 0, errmsg: 'ok', ticket: 'fake-jsapi-ticket-3', expires_in: 7200 };
    expect(await source.ticket()).toBe('fake-jsapi-ticket-3');
    expect(wechat.tokenRequests).toHaveLength(2);
  });
});

describe.each(drivers)('wx/signature on $name', (driver) => {
  let t: TestApp;
  let wechat: FakeWeChat;
  beforeAll(async () => {
    wechat = await fakeWeChat();
    t = await startApp(driver, { wx: { appId: appid, secret, apiBase: wechat.base } });
  });
  afterAll(async () => {
    await t.close();
    await wechat.close();
  });

  const page = 'https://m.linjiang.example/newsDetail/3/12.html?share=1';

  it('signs the page with the ticket of one token fetch, however many readers ask at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => get<Signature>(t.app, '/main/wx/signature', { url: page })),
    );
    for (const { body } of answers) {
      expect(body.status).toBe(0);
      const { appid: answeredAppid, timestamp, noncestr, signature } = body.data;
      expect(answeredAppid).toBe(appid);
      expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(600);
      expect(signature).toBe(
        jsapiSignature({ jsapiTicket: 'fake-jsapi-ticket-1', noncestr, timestamp, url: page }),
      );
    }
    await get(t.app, '/main/wx/signature', { url: page });
    expect(wechat.tokenRequests).toHaveLength(1);
    expect(wechat.ticketRequests).toHaveLength(1);
    expect(wechat.tokenRequests[0]?.get('appid')).toBe(appid);
    expect(wechat.tokenRequests[0]?.get('secret')).toBe(secret);
  });

  it.each([
    ['https://m.linjiang.example/home.html#top'],
    ['/home.html'],
    ['ftp://m.linjiang.example/home.html'],
    ['http:m.linjiang.example'],
    ['javascript:alert(1)'],
  ])('refuses url=%s', async (url) => {
    const { body } = await get(t.app, '/main/wx/signature', { url });
    expect(body).toEqual({ status: -1, message: 'url 无效', data: null });
  });

  it('asks for the url', async () => {
    const { body } = await get(t.app, '/main/wx/signature');
    expect(body).toEqual({ status: -1, message: '缺少参数 url', data: null });
  });

  it('answers unavailable when WeChat cannot be reached, refuses, or is not configured', async () => {
    const unreachable = await sibling(t, { wx: { appId: appid, secret, apiBase: await closedPort() } });
    const refusing = await sibling(t, { wx: { appId: appid, secret: 'wrong-secret', apiBase: wechat.base } });
    const unconfigured = await sibling(t, {});
    try {
      for (const app of [unreachable, refusing, unconfigured]) {
        const { http, body } = await get(app, '/main/wx/signature', { url: page });
        expect(http).toBe(200);
        expect(body).toEqual({ status: -1, message: '微信签名服务不可用', data: null });
      }
    } finally {
      await Promise.all([unreachable.close(), refusing.close(), unconfigured.close()]);
    }
  });
});
