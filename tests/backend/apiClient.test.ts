// The site's API client (lib/api) against the real reference backend over HTTP: the session machinery of
// spec sections 4 and 7 meeting real tokens, signatures and app auth.
import type { AddressInfo } from 'node:net';
import { headlessSession, type ApiSession } from '@/lib/api/apiSession';
import { createApiClient } from '@/lib/api/createApiClient';
import { isEmptyMarker } from '@/lib/api/envelope';
import { type KeyValueStore, memoryStore } from '@/lib/auth/keyValueStore';
import { readToken } from '@/lib/auth/tokens';
import { storedTokens, writeToken } from '@/lib/auth/tokenWrites';
import { SERVICES, type Service } from '@/lib/config/env.mjs';
import { DEMO_MEMBER } from '../../backend/members/seed';
import { startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

describe.each(drivers)('lib/api against the backend on $name', (driver) => {
  let t: TestApp;
  let origin: string;
  const seen: string[] = [];

  beforeAll(async () => {
    t = await startApp(driver, { xyAuth: 0, apiVersion: 3 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Fastify takes no hooks once ready; the HTTP server still reports every request it is handed.
    t.app.server.on('request', (request: { url?: string }) => {
      seen.push((request.url ?? '').split('?')[0] ?? '');
    });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    seen.length = 0;
  });

  function client({
    store = memoryStore(),
    bases = Object.fromEntries(SERVICES.map((s) => [s, `${origin}/${s}`])) as Record<Service, string>,
    signKey = t.config.apiSignKey,
    ...session
  }: {
    store?: KeyValueStore;
    bases?: Record<Service, string>;
    signKey?: string;
  } & Partial<ApiSession> = {}) {
    const api = createApiClient({
      bases,
      context: () => ({
        siteId: 1,
        appID: 1,
        device: 'xy12345678901700000000000',
        curVersions: '1.0.0',
        apiVersion: 3,
      }),
      signKey,
      desKey: t.config.authinfo3desKey,
      session: headlessSession(storedTokens(store), { onAuthReset: () => 'ignore', ...session }),
    });
    return { api, store };
  }

  it('sends signed calls the backend accepts', async () => {
    const { api } = client();
    const reply = (await api.call('getColumns')) as { list: unknown[] };
    expect(reply.list.length).toBeGreaterThan(0);
  });

  it('is refused with a wrong sign key', async () => {
    const { api } = client({ signKey: 'not-the-key' });
    await expect(api.call('getColumns')).rejects.toMatchObject({ kind: 'status', status: -3 });
  });

  it('turns an unknown column into an error with the server message', async () => {
    const { api } = client();
    await expect(api.call('getColumn', { columnId: 999999 })).rejects.toMatchObject({
      kind: 'status',
      message: '栏目不存在',
      operation: 'getColumn',
    });
  });

  it('renews a token the backend rejects exactly once for concurrent calls, each retrying once', async () => {
    const store = memoryStore();
    writeToken(store, 'security', 'a-token-the-backend-never-issued');
    const { api } = client({ store });
    const replies = await Promise.all([1, 2, 3, 4].map(() => api.call('getColumns')));
    expect(replies.every((r) => !isEmptyMarker(r))).toBe(true);
    expect(seen.filter((path) => path === '/sso/anonymousToken')).toHaveLength(1);
    expect(seen.filter((path) => path === '/main/getColumns')).toHaveLength(8);
    expect(readToken(store, 'security')).not.toBe('a-token-the-backend-never-issued');
  });

  it('renews by refresh token when it has one, rotating it', async () => {
    const store = memoryStore();
    const { api } = client({ store });
    await api.ensureAnonymousToken();
    const refresh = readToken(store, 'refresh');
    expect(refresh).toBeTruthy();
    writeToken(store, 'security', 'expired-on-the-server');
    await api.call('getColumns');
    expect(seen).toContain('/sso/refreshAccessToken');
    expect(readToken(store, 'refresh')).not.toBe(refresh);
  });

  it("clears a member's profile field when the form sends it empty", async () => {
    const store = memoryStore();
    const { api } = client({ store });
    const login = (await api.call('passwordLogin', {
      phone: DEMO_MEMBER.phone,
      password: DEMO_MEMBER.password,
    })) as { token: string };
    writeToken(store, 'security', login.token);
    await api.call('member/info', { intro: '一会儿就清空', birthday: '1990-05-01' });
    const cleared = (await api.call('member/info', { intro: '', birthday: '' })) as Record<string, unknown>;
    expect(cleared).toMatchObject({ intro: '', birthday: '', nickname: DEMO_MEMBER.nickname });
  });

  describe('with XY_AUTH=2', () => {
    let strict: TestApp['app'];
    let strictOrigin: string;
    beforeAll(async () => {
      const { sibling } = await import('./testApp');
      strict = await sibling(t, { xyAuth: 2 });
      await strict.listen({ port: 0, host: '127.0.0.1' });
      strictOrigin = `http://127.0.0.1:${(strict.server.address() as AddressInfo).port}`;
    });
    afterAll(() => strict.close());

    const strictBases = () =>
      Object.fromEntries(SERVICES.map((s) => [s, `${strictOrigin}/${s}`])) as Record<Service, string>;

    it('fetches auth info and auth once, then signs every call', async () => {
      const store = memoryStore();
      const { api } = client({ bases: strictBases(), store, needsAppAuth: () => true });
      await Promise.all([api.call('getConfig'), api.call('getColumns')]);
      expect(readToken(store, 'authToken')).toBeTruthy();
      expect(readToken(store, 'authSecret')).toBe(t.config.appSecret);
    });

    it('on 1004 clears the auth token and secret, and a server runtime retries once with new auth', async () => {
      const store = memoryStore();
      writeToken(store, 'authToken', 'stale');
      writeToken(store, 'authSecret', t.config.appSecret);
      let resets = 0;
      const { api } = client({
        bases: strictBases(),
        store,
        needsAppAuth: () => true,
        onAuthReset: () => {
          resets += 1;
          return 'retry';
        },
      });
      const config = (await api.call('getConfig')) as { siteName: string };
      expect(config.siteName).toBeTruthy();
      expect(resets).toBe(1);
      expect(readToken(store, 'authToken')).not.toBe('stale');
    });

    it('gives up when the runtime says 1004 is no longer handled', async () => {
      const store = memoryStore();
      writeToken(store, 'authToken', 'stale');
      writeToken(store, 'authSecret', 'wrong');
      const { api } = client({ bases: strictBases(), store, needsAppAuth: () => true });
      await expect(api.call('getConfig')).rejects.toMatchObject({ kind: 'authReset', status: 1004 });
      expect(readToken(store, 'authToken')).toBeNull();
      expect(readToken(store, 'authSecret')).toBeNull();
    });
  });

  it('passes a refused connection to the caller as a network error', async () => {
    const bases = Object.fromEntries(SERVICES.map((s) => [s, `http://127.0.0.1:9/${s}`])) as Record<
      Service,
      string
    >;
    const { api } = client({ bases });
    await expect(api.call('getColumns')).rejects.toMatchObject({ name: 'ApiError', kind: 'network' });
  });
});
