// The site's session route (app/api/session) and its server-side member calls against the real backend over
// HTTP: a phone login's tokens sealed into the cookie, member reads with the session's token that never renew,
// and sign-out revoking the whole token family on the backend.
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { readSession, SESSION_COOKIE } from '@/lib/auth/readerSession';
import { drivers } from './testDb';
import { startApp, type TestApp } from './testApp';
import { phoneLogin } from './memberHelpers';

jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }));

const SECRET = 'site-session-test-secret-0123456789abcdef';
const SITE = 'https://site.test';

describe.each(drivers)('the site’s member session against the backend on $name', (driver) => {
  let t: TestApp;
  let members: typeof import('@/lib/api/members');
  let route: ReturnType<typeof import('@/lib/auth/sessionRoute').sessionHandlers>;

  beforeAll(async () => {
    t = await startApp(driver, { apiVersion: 3 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    process.env.BACKEND_URL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    process.env.API_SIGN_KEY = t.config.apiSignKey;
    await jest.isolateModulesAsync(async () => {
      members = await import('@/lib/api/members');
      const { sessionHandlers } = await import('@/lib/auth/sessionRoute');
      route = sessionHandlers(
        { memberOf: members.memberOfToken, revoke: members.revokeToken },
        { SESSION_SECRET: SECRET, NODE_ENV: 'production', SITE_HOSTS: 'site.test' },
      );
    });
  });
  afterAll(async () => {
    delete process.env.BACKEND_URL;
    delete process.env.API_SIGN_KEY;
    await t.close();
  });

  const request = (method: 'POST' | 'DELETE', body: unknown, cookie?: string) =>
    new NextRequest(`${SITE}/api/session`, {
      method,
      headers: {
        origin: SITE,
        host: 'site.test',
        'content-type': 'application/json',
        ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
      },
      body: JSON.stringify(body),
    });

  it('seals a login, reads as the member with it, and signing out revokes the family', async () => {
    const login = await phoneLogin(t, '13911112222', 'xy12345678901700000000001');
    const posted = await route.POST(
      request('POST', { token: login.token, refreshToken: login.refreshToken, userid: login.userid }),
    );
    expect(posted.status).toBe(200);
    const cookie = posted.cookies.get(SESSION_COOKIE)!.value;
    const session = await readSession(cookie, SECRET);
    expect(session).toMatchObject({ signedIn: true, userId: String(login.userid), token: login.token });

    expect(await members.memberOfToken(login.token)).toMatchObject({ userid: String(login.userid) });

    const deleted = await route.DELETE(request('DELETE', {}, cookie));
    expect(deleted.status).toBe(200);
    expect(await members.memberOfToken(login.token)).toBeNull();
    const refresh = await t.app.inject({
      method: 'GET',
      url: '/sso/refreshAccessToken',
      query: { device: 'xy12345678901700000000001', refreshToken: login.refreshToken },
    });
    expect(refresh.json()).toMatchObject({ status: -2 });
  });

  it('refuses an anonymous token and another member’s id', async () => {
    const anonymous = (
      await t.app.inject({
        method: 'GET',
        url: '/sso/anonymousToken',
        query: { device: 'xy12345678901700000000002' },
      })
    ).json() as { data: { token: string; refreshToken: string } };
    const refused = await route.POST(
      request('POST', { token: anonymous.data.token, refreshToken: anonymous.data.refreshToken, userid: 1 }),
    );
    expect(refused.status).toBe(401);

    const login = await phoneLogin(t, '13911113333', 'xy12345678901700000000003');
    const other = await route.POST(
      request('POST', { token: login.token, refreshToken: login.refreshToken, userid: login.userid + 1 }),
    );
    expect(other.status).toBe(401);
  });

  it('reads nothing once the session’s token is gone, without renewing it', async () => {
    const seen: string[] = [];
    const onRequest = (incoming: { url?: string }) => seen.push((incoming.url ?? '').split('?')[0] ?? '');
    t.app.server.on('request', onRequest);
    const login = await phoneLogin(t, '13911114444', 'xy12345678901700000000004');
    await members.revokeToken(login.refreshToken, null);
    expect(await members.memberOfToken(login.token)).toBeNull();
    t.app.server.off('request', onRequest);
    expect(seen).toContain('/main/getUserInfo');
    expect(seen).not.toContain('/sso/refreshAccessToken');
    expect(seen).not.toContain('/sso/anonymousToken');
  });
});
