import { eq } from 'drizzle-orm';
import { tokens } from '../../backend/sessions/schema';
import { redactUrl } from '../../backend/core/logging';
import { hashToken } from '../../backend/core/secrets';
import { drivers } from './testDb';
import { get, startApp, type TestApp } from './testApp';

interface Pair {
  token: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

const expired = { status: 10111, message: '登录信息已过期', data: null };
const signIn = { status: -2, message: '登录已失效，请重新登录', data: null };

describe.each(drivers)('reader tokens on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const anonymous = async (device: string) =>
    (await get<Pair>(t.app, '/sso/anonymousToken', { device })).body;
  const refresh = (device: string, refreshToken: string, headers: Record<string, string> = {}) =>
    get<Pair>(t.app, '/sso/refreshAccessToken', { device, refreshToken }, headers);
  const withToken = (token: string) => get(t.app, '/main/serverTime', {}, { token });

  it('issues an anonymous token pair that lives two hours', async () => {
    const body = await anonymous('xy170000000012345');
    expect(body.status).toBe(0);
    expect(body.data.expiresIn).toBe(7_200_000);
    expect(body.data.token).toBe(body.data.accessToken);
    expect(body.data.refreshToken).not.toBe(body.data.accessToken);
    expect((await withToken(body.data.token)).body.status).toBe(0);
  });

  it.each([
    ['no device', {}, '缺少参数 device'],
    ['a device with a space', { device: 'has space' }, '参数 device 格式错误'],
    ['a 129-character device', { device: 'x'.repeat(129) }, '参数 device 格式错误'],
  ])('anonymousToken refuses %s', async (_label, query, message) => {
    expect((await get(t.app, '/sso/anonymousToken', query)).body).toEqual({
      status: -1,
      message,
      data: null,
    });
  });

  it('answers 10111 for unknown tokens and for a refresh token used as access token', async () => {
    expect((await withToken('never-issued')).body).toEqual(expired);
    const pair = (await anonymous('xy-kind')).data;
    expect((await withToken(pair.refreshToken)).body).toEqual(expired);
  });

  it('answers 10111 once the token has expired', async () => {
    const pair = (await anonymous('xy-expiry')).data;
    await t.database.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(tokens.tokenHash, hashToken(pair.token)));
    expect((await withToken(pair.token)).body).toEqual(expired);
    // Renewal ignores the stale header, so the site can recover.
    const renewed = await refresh('xy-expiry', pair.refreshToken, { token: pair.token });
    expect(renewed.body.status).toBe(0);
    expect((await withToken(renewed.body.data.token)).body.status).toBe(0);
  });

  it('rotates the refresh token on every refresh', async () => {
    const first = (await anonymous('xy-rotate')).data;
    const second = await refresh('xy-rotate', first.refreshToken);
    expect(second.body.status).toBe(0);
    expect(second.body.data.refreshToken).not.toBe(first.refreshToken);
    expect(second.body.data.accessToken).not.toBe(first.accessToken);
    const third = await refresh('xy-rotate', second.body.data.refreshToken);
    expect(third.body.status).toBe(0);
    expect((await withToken(third.body.data.accessToken)).body.status).toBe(0);
  });

  it('revokes the whole family when a rotated refresh token comes back', async () => {
    const first = (await anonymous('xy-theft')).data;
    const second = (await refresh('xy-theft', first.refreshToken)).body.data;
    expect((await withToken(second.accessToken)).body.status).toBe(0);

    expect((await refresh('xy-theft', first.refreshToken)).body).toEqual(signIn);
    // Everything issued in that family is dead now, including the newest pair.
    expect((await withToken(second.accessToken)).body).toEqual(expired);
    expect((await withToken(first.accessToken)).body).toEqual(expired);
    expect((await refresh('xy-theft', second.refreshToken)).body).toEqual(signIn);
    // Other families are untouched.
    const other = (await anonymous('xy-bystander')).data;
    expect((await withToken(other.token)).body.status).toBe(0);
  });

  it('refuses a refresh from another device or with an unknown token', async () => {
    const pair = (await anonymous('xy-device-a')).data;
    expect((await refresh('xy-device-b', pair.refreshToken)).body).toEqual(signIn);
    expect((await refresh('xy-device-a', 'x'.repeat(43))).body).toEqual(signIn);
    // The foreign attempt did not burn the token.
    expect((await refresh('xy-device-a', pair.refreshToken)).body.status).toBe(0);
  });

  it('refuses an expired refresh token', async () => {
    const pair = (await anonymous('xy-old')).data;
    await t.database.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(tokens.tokenHash, hashToken(pair.refreshToken)));
    expect((await refresh('xy-old', pair.refreshToken)).body).toEqual(signIn);
  });

  it('stores hashes, never the tokens themselves', async () => {
    const pair = (await anonymous('xy-hash')).data;
    const rows = await t.database.db.select().from(tokens).where(eq(tokens.device, 'xy-hash'));
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.tokenHash)).not.toContain(pair.token);
    expect(rows.map((row) => row.tokenHash).sort()).toEqual(
      [hashToken(pair.token), hashToken(pair.refreshToken)].sort(),
    );
  });
});

it('keeps refresh tokens out of the request log', () => {
  expect(redactUrl('/sso/refreshAccessToken?device=a&refreshToken=SECRET&x=1')).toBe(
    '/sso/refreshAccessToken?device=a&refreshToken=[redacted]&x=1',
  );
});
