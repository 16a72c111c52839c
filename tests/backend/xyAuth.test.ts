import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { authTokens } from '../../backend/sessions/schema';
import { hashToken } from '../../backend/core/secrets';
import { decrypt3des } from '../../backend/sessions/tripleDes';
import { drivers } from './testDb';
import { get, postForm, sibling, startApp, type TestApp } from './testApp';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe.each(drivers)('xyAuth on $name', (driver) => {
  let t: TestApp;
  let strict: FastifyInstance;
  beforeAll(async () => {
    t = await startApp(driver);
    strict = await sibling(t, { xyAuth: 2 });
  });
  afterAll(async () => {
    await strict.close();
    await t.close();
  });

  const authForm = (time = String(Date.now())) => ({
    appKey: t.config.appKey,
    time,
    sign: md5(t.config.appKey + t.config.appSecret + time),
  });

  async function authToken(app: FastifyInstance = t.app): Promise<string> {
    const { body } = await postForm<{ authToken: string }>(app, '/main/auth', authForm());
    return body.data.authToken;
  }

  const headersFor = (token: string, secret = t.config.appSecret, time = String(Date.now())) => ({
    authToken: token,
    time,
    sign: md5(token + secret + time),
  });

  it('authinfo hands out appKey and appSecret in the 3DES api-data header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/main/authinfo' });
    expect(response.json()).toEqual({ status: 0, message: '成功', data: {} });
    const header = response.headers['api-data'];
    expect(typeof header).toBe('string');
    expect(header).not.toContain(t.config.appSecret);
    expect(JSON.parse(decrypt3des(String(header), t.config.authinfo3desKey))).toEqual({
      appKey: 'xy-demo-app',
      appSecret: t.config.appSecret,
    });
    // Another key gives garbage, which may not even be UTF-8.
    const withAnotherKey = () => {
      try {
        return decrypt3des(String(header), 'another-24-byte-key-xxxx');
      } catch {
        return '';
      }
    };
    expect(withAnotherKey()).not.toContain(t.config.appSecret);
  });

  it('auth answers a token and its expiry for a good sign', async () => {
    const before = Date.now();
    const { body } = await postForm<{ authToken: string; authTime: number }>(t.app, '/main/auth', authForm());
    expect(body.status).toBe(0);
    expect(body.data.authToken).toMatch(/^[\w-]{40,}$/);
    expect(body.data.authTime).toBeGreaterThanOrEqual(before + 7_200_000);
  });

  it.each([
    [{ sign: '0'.repeat(32) }, -3, '签名错误'],
    [{ appKey: 'someone-else' }, -1, 'appKey 无效'],
    [{ sign: 'not-hex' }, -1, '参数 sign 格式错误'],
    [{ time: '' }, -1, '缺少参数 time'],
  ])('auth refuses %j', async (change, status, message) => {
    const { body } = await postForm(t.app, '/main/auth', { ...authForm(), ...change });
    expect(body).toEqual({ status, message, data: null });
  });

  it('auth only accepts POST', async () => {
    expect((await get(t.app, '/main/auth', authForm())).http).toBe(404);
  });

  describe('with XY_AUTH=2', () => {
    const reset = { status: 1004, message: '授权已失效，请重新授权', data: null };

    it('answers 1004 without the headers', async () => {
      expect((await get(strict, '/main/getConfig', { appID: '1' })).body).toEqual(reset);
      expect((await get(strict, '/main/getColumns')).body).toEqual(reset);
    });

    it('answers 1004 for a bad sign, an unknown token or an expired one', async () => {
      const token = await authToken(strict);
      expect((await get(strict, '/main/serverTime', {}, headersFor(token, 'wrong-secret'))).body).toEqual(
        reset,
      );
      expect((await get(strict, '/main/serverTime', {}, headersFor('made-up-token'))).body).toEqual(reset);
      const partial = { ...headersFor(token), sign: '' };
      expect((await get(strict, '/main/serverTime', {}, partial)).body).toEqual(reset);
      await t.database.db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.tokenHash, hashToken(token)));
      expect((await get(strict, '/main/serverTime', {}, headersFor(token))).body).toEqual(reset);
    });

    it('serves calls that carry good headers', async () => {
      const token = await authToken(strict);
      const { body } = await get<{ xyApi: { xyAuth: number } }>(
        strict,
        '/main/getConfig',
        { appID: '1' },
        headersFor(token),
      );
      expect(body.status).toBe(0);
      // getConfig tells the site which mode this backend enforces.
      expect(body.data.xyApi.xyAuth).toBe(2);
    });

    it('lets authinfo and auth through, and leaves sso alone', async () => {
      expect((await get(strict, '/main/authinfo')).body.status).toBe(0);
      expect((await postForm(strict, '/main/auth', authForm())).body.status).toBe(0);
      expect((await get(strict, '/sso/anonymousToken', { device: 'xy-strict' })).body.status).toBe(0);
    });
  });
});
