import type { IncomingMessage, ServerResponse } from 'node:http';
import { NextRequest } from 'next/server';
import { FRONT_DOOR_HEADER, guardHeadersTrusted } from '@/lib/guard/frontDoor.mjs';
import { decodeGuard, GUARD_HEADER } from '@/lib/guard/guardState.mjs';
import { frontDoor, frontDoorDecision } from '@/lib/server/frontDoor.mjs';
import { NOT_FOUND_OF_HEADER, NOT_FOUND_RENDER_HEADER } from '@/lib/server/notFoundRender.mjs';
import { config, proxy } from '@/proxy';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';
const APP = `${PHONE} XYNewsApp/5.2 xyuid/88`;
const WECHAT = `${PHONE} MicroMessenger/8.0.40`;
const BASE = '/wap/default';
const TOKEN = 'door-token-of-this-process';

type Headers = Record<string, string>;
const nonceOf = (csp: string | null | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
const withoutNonce = (csp: string | null | undefined) => (csp ?? '').replace(/'nonce-[^']+'/, "'nonce-'");

/** What the proxy decides for `target`: the guard and nonce it hands the render, and the answer's headers. */
async function proxyDecision(target: string, headers: Headers, basePath = '') {
  const request = new NextRequest(`http://news.test${target}`, { headers, nextConfig: { basePath } });
  const answer = await proxy(request);
  const given = (name: string) => answer.headers.get(`x-middleware-request-${name}`);
  return {
    guard: decodeGuard(given(GUARD_HEADER)),
    nonce: given('x-nonce'),
    csp: answer.headers.get('content-security-policy'),
    cacheControl: answer.headers.get('cache-control'),
    cdnCacheControl: answer.headers.get('cdn-cache-control'),
    themeCookie: answer.headers.get('set-cookie')?.split(';')[0] ?? null,
  };
}

function doorDecision(target: string, headers: Headers, basePath = '') {
  const decided = frontDoorDecision({ method: 'GET', url: target, headers }, basePath);
  if (!decided) return null;
  const answer = new Map<string, string>(decided.response);
  expect(decided.request['content-security-policy']).toBe(answer.get('content-security-policy'));
  return {
    guard: decodeGuard(decided.request[GUARD_HEADER] ?? null),
    nonce: decided.request['x-nonce'],
    csp: answer.get('content-security-policy'),
    cacheControl: answer.get('cache-control'),
    cdnCacheControl: answer.get('cdn-cache-control') ?? null,
    themeCookie: answer.get('set-cookie')?.split(';')[0] ?? null,
  };
}

describe('the front door decides a page as the proxy would', () => {
  // The proxy's CSP under the site server, which runs Next in production (the door has no development CSP).
  const env = process.env as Record<string, string | undefined>;
  const mode = env.NODE_ENV;
  beforeAll(() => {
    env.NODE_ENV = 'production';
  });
  afterAll(() => {
    env.NODE_ENV = mode;
  });

  it.each([
    ['an article on a phone', '/newsDetail/3/48.html', { 'user-agent': PHONE }, ''],
    [
      'home on a desktop, dark by the query',
      '/home.html?theme=dark&title=%E6%A0%87%E9%A2%98',
      { 'user-agent': DESKTOP },
      '',
    ],
    [
      'a column with the stored theme, in the app',
      '/columnDetail/3.html',
      { 'user-agent': APP, cookie: 'a=1; xy-theme=dark' },
      '',
    ],
    ['a preview inside the CMS', '/newsDetail/3/48.html?yl=1&cms=1', { 'user-agent': DESKTOP }, ''],
    ['a poster', '/newsDetail/3/48.html?poster=1', { 'user-agent': PHONE }, ''],
    [
      'a search under the base path',
      `${BASE}/search.html?keyword=%E6%96%B0%E9%97%BB`,
      { 'user-agent': PHONE },
      BASE,
    ],
  ])('%s', async (_what, target, headers, basePath) => {
    const byDoor = doorDecision(target, headers, basePath);
    const byProxy = await proxyDecision(target, headers, basePath);
    expect(byDoor).not.toBeNull();
    expect(byDoor?.guard).toEqual(byProxy.guard);
    expect(byDoor?.cacheControl).toBe(byProxy.cacheControl);
    expect(byDoor?.cdnCacheControl).toBe(byProxy.cdnCacheControl);
    expect(byDoor?.themeCookie).toBe(byProxy.themeCookie);
    expect(withoutNonce(byDoor?.csp)).toBe(withoutNonce(byProxy.csp));
    expect(nonceOf(byDoor?.csp)).toBe(byDoor?.nonce);
    expect(byDoor?.nonce).not.toBe(doorDecision(target, headers, basePath)?.nonce);
  });

  it('reads the theme a query chose, and sets it for a year', () => {
    const decided = frontDoorDecision({
      method: 'GET',
      url: '/home.html?dark=1',
      headers: { 'user-agent': PHONE },
    });
    const cookie = new Map(decided?.response).get('set-cookie');
    expect(cookie).toBe('xy-theme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it.each([
    ['an unknown path (sent home)', '/nope.html', { 'user-agent': PHONE }, ''],
    ['a member page (sign-in)', '/activityVote/0/1.html', { 'user-agent': PHONE }, ''],
    ['a WeChat reader (WeChat sign-in)', '/newsDetail/3/48.html', { 'user-agent': WECHAT }, ''],
    [
      "the site server's not-found render",
      '/_not-found',
      { 'user-agent': PHONE, [NOT_FOUND_RENDER_HEADER]: 'x', [NOT_FOUND_OF_HEADER]: '/newsDetail/3/1.html' },
      '',
    ],
    ['a page outside the base path', '/newsDetail/3/48.html', { 'user-agent': PHONE }, BASE],
    ['the API', '/api/main/getConfig', { 'user-agent': PHONE }, ''],
  ])('leaves %s to the proxy', (_what, target, headers, basePath) => {
    expect(frontDoorDecision({ method: 'GET', url: target, headers }, basePath)).toBeNull();
  });
});

describe('frontDoor', () => {
  function pass(url: string, headers: Headers, token: string | null) {
    const req = { method: 'GET', url, headers: { ...headers } } as unknown as IncomingMessage;
    const set = new Map<string, unknown>();
    const res = {
      getHeader: (name: string) => set.get(name),
      setHeader: (name: string, value: unknown) => set.set(name, value),
    } as unknown as ServerResponse;
    let seen: IncomingMessage | null = null;
    frontDoor((given) => (seen = given), { token })(req, res);
    return { headers: (seen as unknown as IncomingMessage).headers, answer: set };
  }

  it('marks a page it decided with its token, so Next skips the proxy, and gives it its headers', () => {
    const { headers, answer } = pass('/newsDetail/3/48.html', { 'user-agent': PHONE }, TOKEN);
    expect(headers[FRONT_DOOR_HEADER]).toBe(TOKEN);
    expect(decodeGuard(String(headers[GUARD_HEADER]))?.route).toBe('newsDetail');
    expect(answer.get('cache-control')).toMatch(/^public/);
    expect(nonceOf(String(answer.get('content-security-policy')))).toBe(headers['x-nonce']);
  });

  it("drops a client's mark, whatever it decides, so a client cannot skip the proxy", () => {
    const forged = { 'user-agent': PHONE, [FRONT_DOOR_HEADER]: 'forged', [GUARD_HEADER]: 'forged' };
    const member = pass('/activityVote/0/1.html', forged, TOKEN);
    expect(member.headers[FRONT_DOOR_HEADER]).toBeUndefined();
    expect(member.answer.size).toBe(0);
    const page = pass('/newsDetail/3/48.html', forged, TOKEN);
    expect(page.headers[FRONT_DOOR_HEADER]).toBe(TOKEN);
    expect(page.headers[GUARD_HEADER]).not.toBe('forged');
    expect(pass('/newsDetail/3/48.html', forged, null).headers[FRONT_DOOR_HEADER]).toBeUndefined();
  });

  it('adds a theme cookie to one the answer already sets, and sets the others in place', () => {
    const req = { method: 'GET', url: '/home.html?theme=light', headers: { 'user-agent': PHONE } };
    const set = new Map<string, unknown>([
      ['set-cookie', 'other=1; Path=/'],
      ['cache-control', 'no-cache'],
    ]);
    const res = {
      getHeader: (name: string) => set.get(name),
      setHeader: (name: string, value: unknown) => set.set(name, value),
    };
    frontDoor(() => undefined, { token: TOKEN })(
      req as unknown as IncomingMessage,
      res as unknown as ServerResponse,
    );
    expect(set.get('set-cookie')).toEqual(['other=1; Path=/', expect.stringMatching(/^xy-theme=light;/)]);
    expect(set.get('cache-control')).toMatch(/^public/);
  });
});

describe('the proxy and the pages go by the mark', () => {
  it('has Next skip the proxy for a request that carries it', () => {
    expect(config.matcher).toEqual([
      expect.objectContaining({ missing: [{ type: 'header', key: FRONT_DOOR_HEADER }] }),
    ]);
  });

  it('trusts the guard headers the proxy set (no mark) or the front door set (its token), not a forged mark', () => {
    expect(guardHeadersTrusted(null, TOKEN)).toBe(true);
    expect(guardHeadersTrusted(null, null)).toBe(true);
    expect(guardHeadersTrusted(TOKEN, TOKEN)).toBe(true);
    expect(guardHeadersTrusted('forged', TOKEN)).toBe(false);
    expect(guardHeadersTrusted('', null)).toBe(false);
  });
});
