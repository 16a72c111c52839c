import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { programCanonical, programSign } from '../../backend/members/programSign';
import { members } from '../../backend/members/schema';
import type { LoginData } from './memberHelpers';
import { call, get, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

const bad = (message: string) => ({ status: -1, message, data: null });
const badSignature = { status: -3, message: '签名错误', data: null };

interface Signing {
  fields: Record<string, string>;
  /** Fields sent beside the signed ones (or in place of them). */
  extra?: Record<string, string>;
  params?: string;
  random?: string;
  timestamp?: number;
  version?: string;
  devid?: string;
  key?: string;
  sign?: string;
  token?: string;
}

describe.each(drivers)('thirdLogin on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const wechatFields = (oid: string, more: Record<string, string> = {}) => ({
    provider: 'tencent_wechat',
    oid,
    nickname: '应用读者',
    devid: 'xy-app-device-1',
    head: 'https://wx.qlogo.cn/app/1',
    unionid: `u-${oid}`,
    ...more,
  });

  /** The request the app (or the site's server) sends: fields as a form, the signed header set. */
  function thirdLogin(s: Signing) {
    const random = s.random ?? randomBytes(12).toString('hex');
    const timestamp = String(s.timestamp ?? Date.now());
    const version = s.version ?? '1.0.0';
    const sign =
      s.sign ??
      programSign({ random, timestamp, version }, s.fields, s.key ?? t.config.members.programSignKey);
    return call<LoginData>(t.app, {
      method: 'POST',
      url: '/sso/thirdLogin',
      payload: new URLSearchParams({ ...s.fields, ...s.extra }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        devid: s.devid ?? s.fields.devid ?? '',
        random,
        timestamp,
        version,
        'program-params': s.params ?? Object.keys(s.fields).sort().join(','),
        'program-sign': sign,
        ...(s.token ? { token: s.token } : {}),
      },
    });
  }
  const membersWithOpenid = async (oid: string) =>
    (await t.database.db.select({ n: count() }).from(members).where(eq(members.wxOpenid, oid)))[0]?.n;

  it('writes the canonical string in the documented order', () => {
    expect(
      programCanonical(
        { random: 'r4nd0m42', timestamp: '1700000000000', version: '1.0.0' },
        { oid: 'o1', devid: 'd', provider: 'tencent_wechat' },
      ),
    ).toBe('random=r4nd0m42&timestamp=1700000000000&version=1.0.0&devid=d&oid=o1&provider=tencent_wechat');
  });

  it('signs a WeChat identity in, creating the member once', async () => {
    const anonymous = (await get<LoginData>(t.app, '/sso/anonymousToken', { device: 'xy-app-device-1' })).body
      .data;
    const first = await thirdLogin({ fields: wechatFields('o-app-1'), token: anonymous.token });
    expect(first.body).toMatchObject({
      status: 0,
      message: '登录成功',
      data: {
        isNew: true,
        expiresIn: 7_200_000,
        member: { nickname: '应用读者', head: 'https://wx.qlogo.cn/app/1', wechatBound: true },
      },
    });
    expect(first.body.data.token).toBe(first.body.data.accessToken);
    expect(first.body.data.refreshToken).toMatch(/^[\w-]{40,}$/);
    // The token the app came with is replaced.
    expect((await get(t.app, '/main/serverTime', {}, { token: anonymous.token })).body.status).toBe(10111);
    const info = await get(t.app, '/main/getUserInfo', {}, { token: first.body.data.token });
    expect(info.body.data).toMatchObject({ userid: first.body.data.userid });
    // The refresh token belongs to the devid it was issued for.
    const renewed = await get(t.app, '/sso/refreshAccessToken', {
      device: 'xy-app-device-1',
      refreshToken: first.body.data.refreshToken,
    });
    expect(renewed.body.status).toBe(0);

    const second = await thirdLogin({ fields: wechatFields('o-app-1', { nickname: '改名了' }) });
    expect(second.body.data).toMatchObject({ isNew: false, userid: first.body.data.userid });
    expect(second.body.data.member.nickname).toBe('应用读者');
    expect(await membersWithOpenid('o-app-1')).toBe(1);
  });

  it('finds the member by unionid across official accounts and apps', async () => {
    const web = await thirdLogin({ fields: wechatFields('o-web-3', { unionid: 'u-shared-3' }) });
    const app = await thirdLogin({ fields: wechatFields('o-app-3', { unionid: 'u-shared-3' }) });
    expect(app.body.data.userid).toBe(web.body.data.userid);
  });

  it('accepts the minimal signed set: provider, oid and devid', async () => {
    const fields = { provider: 'tencent_wechat', oid: 'o-min-4', devid: 'xy-min' };
    const login = await thirdLogin({ fields });
    expect(login.body.status).toBe(0);
    expect(login.body.data.member.nickname).toBe('微信用户in-4');
  });

  it.each<[string, (oid: string) => Signing, unknown]>([
    ['a forged signature', (oid) => ({ fields: wechatFields(oid), sign: 'f'.repeat(64) }), badSignature],
    ['another key', (oid) => ({ fields: wechatFields(oid), key: 'not-the-key' }), badSignature],
    [
      'a field changed after signing',
      (oid) => ({ fields: wechatFields(oid), extra: { oid: `${oid}-other` } }),
      badSignature,
    ],
    [
      'a sent field left out of program-params',
      (oid) => ({ fields: wechatFields(oid), params: 'devid,oid,provider' }),
      badSignature,
    ],
    [
      'program-params without the devid',
      (oid) => ({ fields: { provider: 'tencent_wechat', oid }, extra: {} }),
      badSignature,
    ],
    [
      'a devid header of another device',
      (oid) => ({ fields: wechatFields(oid), devid: 'xy-else' }),
      badSignature,
    ],
    ['a short random', (oid) => ({ fields: wechatFields(oid), random: 'abc' }), badSignature],
    [
      'a stale timestamp',
      (oid) => ({ fields: wechatFields(oid), timestamp: Date.now() - 11 * 60_000 }),
      { status: -4, message: '请求时间无效，请校准设备时间', data: null },
    ],
    ['version 2.0.0', (oid) => ({ fields: wechatFields(oid), version: '2.0.0' }), bad('不支持的接口版本')],
    [
      'another provider',
      (oid) => ({ fields: wechatFields(oid, { provider: 'sina_weibo' }) }),
      bad('不支持的登录方式'),
    ],
    ['a malformed oid', () => ({ fields: wechatFields('o bad') }), bad('参数 oid 格式错误')],
    [
      'a script head',
      (oid) => ({ fields: wechatFields(oid, { head: 'javascript:alert(1)' }) }),
      bad('头像地址无效'),
    ],
  ])('refuses %s and changes nothing', async (_label, build, expected) => {
    const oid = `o-refused-${randomBytes(4).toString('hex')}`;
    const answer = await thirdLogin(build(oid));
    expect(answer.body).toEqual(expected);
    expect(await membersWithOpenid(oid)).toBe(0);
  });

  it('accepts a signed request once: a replay is refused', async () => {
    const request: Signing = {
      fields: wechatFields('o-replay-5'),
      random: 'fixedrandom5',
      timestamp: Date.now(),
    };
    expect((await thirdLogin(request)).body.status).toBe(0);
    expect((await thirdLogin(request)).body).toEqual(bad('请求已失效，请重新登录'));
  });
});
