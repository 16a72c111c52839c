import { NextRequest } from 'next/server';
import { ApiError } from '@/lib/api/apiError';
import { readSession, sealSession, SESSION_COOKIE } from '@/lib/auth/readerSession';
import { ownOrigins, sessionHandlers, type SessionBackend } from '@/lib/auth/sessionRoute';

const SECRET = 'a-session-secret-that-is-long-enough-42';
const SITE = 'https://news.example.cn';
const env = { SESSION_SECRET: SECRET, NODE_ENV: 'production', SITE_HOSTS: 'news.example.cn' };

function fakeBackend(members: Record<string, string> = { 'access-1': '7' }) {
  const revoked: string[] = [];
  const backend: SessionBackend & { revoked: string[] } = {
    revoked,
    memberOf: async (token) => (token in members ? { userid: members[token]! } : null),
    revoke: async (token) => {
      revoked.push(token);
    },
  };
  return backend;
}

function request(
  method: 'POST' | 'DELETE',
  body: unknown,
  { origin = SITE, cookie }: { origin?: string | null; cookie?: string } = {},
) {
  const headers = new Headers({ 'content-type': 'application/json', host: 'news.example.cn' });
  if (origin) headers.set('origin', origin);
  if (cookie) headers.set('cookie', `${SESSION_COOKIE}=${cookie}`);
  return new NextRequest(`${SITE}/api/session`, { method, headers, body: JSON.stringify(body) });
}

const signIn = { token: 'access-1', refreshToken: 'refresh-1', userid: 7 };

describe('POST /api/session', () => {
  it('seals the tokens the backend confirms into an httpOnly, Secure, SameSite=Lax cookie', async () => {
    const { POST } = sessionHandlers(fakeBackend(), env);
    const response = await POST(request('POST', signIn));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedIn: true, userId: '7' });
    const cookie = response.cookies.get(SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
    expect(cookie.maxAge).toBe(7200 - 60);
    expect(await readSession(cookie.value, SECRET)).toEqual({
      signedIn: true,
      userId: '7',
      token: 'access-1',
      refreshToken: 'refresh-1',
    });
  });

  it('is not Secure outside production, so it works on http://localhost', async () => {
    const { POST } = sessionHandlers(fakeBackend(), { ...env, NODE_ENV: 'development' });
    const response = await POST(request('POST', signIn));
    expect(response.cookies.get(SESSION_COOKIE)?.secure).toBe(false);
  });

  it('answers only pages of this site', async () => {
    const { POST } = sessionHandlers(fakeBackend(), env);
    for (const origin of [null, 'https://evil.example', 'http://news.example.cn']) {
      const response = await POST(request('POST', signIn, { origin }));
      expect(response.status).toBe(403);
      expect(response.cookies.get(SESSION_COOKIE)).toBeUndefined();
    }
    const behindProxy = new NextRequest('http://127.0.0.1:3000/api/session', {
      method: 'POST',
      headers: {
        host: '127.0.0.1:3000',
        origin: 'https://m.example.cn',
        'x-forwarded-host': 'm.example.cn',
        'x-forwarded-proto': 'https',
      },
    });
    const proxied = { TRUST_PROXY_HOPS: '1', SITE_HOSTS: 'm.example.cn' };
    expect(ownOrigins(behindProxy, proxied)).toContain('https://m.example.cn');
    expect(ownOrigins(behindProxy, { SITE_URL: 'https://news.example.cn/' })).toContain(SITE);
  });

  it('takes forwarded hosts only from trusted proxies, and only hosts it answers as', () => {
    const forged = (headers: Record<string, string>) =>
      new NextRequest('http://127.0.0.1:3000/api/session', { method: 'POST', headers });
    const viaForgedHeader = forged({
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    // No trusted proxy: a client's forwarded headers say nothing.
    expect(ownOrigins(viaForgedHeader, {})).toEqual(['http://127.0.0.1:3000']);
    // Behind one proxy, a host it forwards that the site does not answer as is not an origin either.
    expect(ownOrigins(viaForgedHeader, { TRUST_PROXY_HOPS: '1', SITE_HOSTS: 'm.example.cn' })).toEqual([
      'https://m.example.cn',
    ]);
    expect(ownOrigins(forged({ host: 'evil.example' }), {})).toEqual(['http://localhost']);
  });

  it('refuses tokens the backend does not take, another member’s id and malformed bodies', async () => {
    const { POST } = sessionHandlers(fakeBackend(), env);
    expect((await POST(request('POST', { ...signIn, token: 'stolen' }))).status).toBe(401);
    expect((await POST(request('POST', { ...signIn, userid: 8 }))).status).toBe(401);
    expect((await POST(request('POST', { ...signIn, refreshToken: '' }))).status).toBe(400);
    expect((await POST(request('POST', { ...signIn, token: 'a b' }))).status).toBe(400);
    expect((await POST(request('POST', 'not an object'))).status).toBe(400);
  });

  it('says so when the backend cannot be reached', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const backend = fakeBackend();
    backend.memberOf = async () => {
      throw new ApiError('getUserInfo', 'network');
    };
    const { POST } = sessionHandlers(backend, env);
    const response = await POST(request('POST', signIn));
    expect(response.status).toBe(502);
    expect(response.cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('DELETE /api/session', () => {
  const sealed = () =>
    sealSession({ signedIn: true, userId: '7', token: 'access-1', refreshToken: 'refresh-1' }, SECRET);

  it('revokes the sealed tokens and the browser’s own on the backend, then drops the cookie', async () => {
    const backend = fakeBackend();
    const { DELETE } = sessionHandlers(backend, env);
    const response = await DELETE(
      request('DELETE', { token: 'access-2', refreshToken: 'refresh-1' }, { cookie: await sealed() }),
    );
    expect(response.status).toBe(200);
    expect(backend.revoked).toEqual(['access-1', 'refresh-1', 'access-2']);
    const cookie = response.cookies.get(SESSION_COOKIE)!;
    expect(cookie.value).toBe('');
    expect(cookie.maxAge).toBe(0);
  });

  it('keeps the session when the backend could not be told, and refuses other sites', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const backend = fakeBackend();
    backend.revoke = async () => {
      throw new ApiError('logout', 'timeout');
    };
    const { DELETE } = sessionHandlers(backend, env);
    const failed = await DELETE(request('DELETE', {}, { cookie: await sealed() }));
    expect(failed.status).toBe(502);
    expect(failed.cookies.get(SESSION_COOKIE)).toBeUndefined();
    const forged = await DELETE(
      request('DELETE', {}, { origin: 'https://evil.example', cookie: await sealed() }),
    );
    expect(forged.status).toBe(403);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
