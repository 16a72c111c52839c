import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { programSign } from '../../backend/members/programSign';
import { members } from '../../backend/members/schema';
import { startFakeWechatOauth } from './fakeWechatOauth';
import { admin, type LoginData, phoneLogin, requestSmsCode } from './memberHelpers';
import { call, get, postForm, sibling, startApp, type TestApp, testConfig } from './testApp';
import { drivers } from './testDb';

const disabledStatus = { status: 10103, message: '账号已被停用，请重新登录', data: null };
const refusedLogin = { status: -1, message: '账号已被停用', data: null };

describe.each(drivers)('disabled members on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const setDisabled = (userId: number | string, action: 'disable' | 'enable') =>
    call<{ userid: number; disabled: boolean; disabledAt: number | null }>(t.app, {
      method: 'POST',
      url: `/ingest/members/${userId}/${action}`,
      headers: admin(t),
    });
  const userInfo = (token: string) => get<{ userid: number }>(t.app, '/main/getUserInfo', {}, { token });
  const refresh = (login: LoginData, device: string) =>
    get<LoginData>(t.app, '/sso/refreshAccessToken', { device, refreshToken: login.refreshToken });

  it('answers 10103 on member routes and others alike while disabled, and restores the sessions once enabled', async () => {
    const login = await phoneLogin(t, '13500000301', 'xy-disabled-1');
    const disabled = await setDisabled(login.userid, 'disable');
    expect(disabled.http).toBe(200);
    expect(disabled.body.data).toMatchObject({ userid: login.userid, disabled: true });
    expect(Math.abs((disabled.body.data.disabledAt ?? 0) - Date.now())).toBeLessThan(60_000);

    expect((await userInfo(login.token)).body).toEqual(disabledStatus);
    expect((await get(t.app, '/main/getColumns', {}, { token: login.token })).body).toEqual(disabledStatus);
    expect(
      (await postForm(t.app, '/main/fav', { fileId: '1', type: '1' }, { token: login.token })).body,
    ).toEqual(disabledStatus);
    // The same reader's calls without the token still work.
    expect((await get(t.app, '/main/getColumns')).body.status).toBe(0);

    // Disabling twice keeps the first date.
    expect((await setDisabled(login.userid, 'disable')).body.data.disabledAt).toBe(
      disabled.body.data.disabledAt,
    );

    const enabled = await setDisabled(login.userid, 'enable');
    expect(enabled.body.data).toEqual({ userid: login.userid, disabled: false, disabledAt: null });
    expect((await userInfo(login.token)).body.data.userid).toBe(login.userid);
  });

  it('refuses to renew a disabled member’s token and rotates nothing', async () => {
    const login = await phoneLogin(t, '13500000302', 'xy-disabled-2');
    await setDisabled(login.userid, 'disable');
    expect((await refresh(login, 'xy-disabled-2')).body).toEqual(disabledStatus);
    expect((await refresh(login, 'xy-disabled-2')).body).toEqual(disabledStatus);
    await setDisabled(login.userid, 'enable');
    // The refresh token was never rotated, so it works now (a rotated one would revoke the family).
    const renewed = await refresh(login, 'xy-disabled-2');
    expect(renewed.body.status).toBe(0);
    expect((await userInfo(renewed.body.data.token)).body.data.userid).toBe(login.userid);
    expect((await userInfo(login.token)).body.status).toBe(0);
  });

  it('keeps answering 10111 for revoked tokens and -2 for refused refresh tokens', async () => {
    const login = await phoneLogin(t, '13500000303', 'xy-disabled-3');
    expect((await postForm(t.app, '/sso/logout', {}, { token: login.token })).body.status).toBe(0);
    await setDisabled(login.userid, 'disable');
    expect((await userInfo(login.token)).body.status).toBe(10111);
    expect((await refresh(login, 'xy-disabled-3')).body.status).toBe(-2);
    expect((await userInfo('x'.repeat(40))).body.status).toBe(10111);
  });

  it('refuses SMS and password sign-in of a disabled member, and signs in again once enabled', async () => {
    const phone = '13500000304';
    const login = await phoneLogin(t, phone, 'xy-disabled-4');
    const password = 'linjiang2025';
    const set = await postForm(
      t.app,
      '/sso/setPassword',
      { password, confirmPassword: password },
      { token: login.token },
    );
    expect(set.body.status).toBe(0);
    await setDisabled(login.userid, 'disable');

    const code = await requestSmsCode(t, phone, 'xy-disabled-4b');
    const sms = await postForm(t.app, '/sso/smsLogin', { phone, code, device: 'xy-disabled-4b' });
    expect(sms.body).toEqual(refusedLogin);
    const byPassword = () =>
      postForm<LoginData>(t.app, '/sso/passwordLogin', { phone, password, device: 'xy-d4' });
    expect((await byPassword()).body).toEqual(refusedLogin);
    // A wrong password learns nothing about the account.
    const wrong = await postForm(t.app, '/sso/passwordLogin', {
      phone,
      password: 'wrong-pass1',
      device: 'xy-d4',
    });
    expect(wrong.body).toEqual({ status: -1, message: '手机号或密码错误', data: null });
    // The refused logins revoked nothing: enabled again, the first session still works.
    await setDisabled(login.userid, 'enable');
    expect((await userInfo(login.token)).body.status).toBe(0);
    expect((await byPassword()).body.status).toBe(0);
  });

  it('refuses WeChat sign-in of a disabled member (oauthLogin and thirdLogin)', async () => {
    const wechat = await startFakeWechatOauth('wxdisabledappid1', 'disabled-secret');
    const withWechat = await sibling(t, {
      wx: { appId: wechat.appid, secret: wechat.secret, apiBase: wechat.base },
      members: { ...testConfig().members, wxOauthBase: wechat.base },
    });
    const user = { openid: 'o-disabled-1', unionid: 'u-disabled-1', nickname: '停用读者', headimgurl: '' };
    const oauthLogin = async () => {
      const redirectUri = 'https://m.example.com/';
      const state = (await get<{ state: string }>(withWechat, '/sso/wxOauthState', { redirectUri })).body.data
        .state;
      return postForm<LoginData>(withWechat, '/sso/oauthLogin', {
        code: wechat.codeFor(user),
        state,
        device: 'xy-d5',
      });
    };
    try {
      const first = await oauthLogin();
      expect(first.body.status).toBe(0);
      await setDisabled(first.body.data.userid, 'disable');
      expect((await oauthLogin()).body).toEqual(refusedLogin);
    } finally {
      await withWechat.close();
      await wechat.close();
    }

    const fields = {
      provider: 'tencent_wechat',
      oid: user.openid,
      devid: 'xy-d5-app',
      unionid: user.unionid,
    };
    const random = randomBytes(12).toString('hex');
    const timestamp = String(Date.now());
    const third = await call(t.app, {
      method: 'POST',
      url: '/sso/thirdLogin',
      payload: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        devid: fields.devid,
        random,
        timestamp,
        version: '1.0.0',
        'program-params': Object.keys(fields).sort().join(','),
        'program-sign': programSign(
          { random, timestamp, version: '1.0.0' },
          fields,
          t.config.members.programSignKey,
        ),
      },
    });
    expect(third.body).toEqual(refusedLogin);
  });

  it('answers 404 for an unknown member and needs the admin token', async () => {
    const unknown = await setDisabled(999999, 'disable');
    expect([unknown.http, unknown.body]).toEqual([404, { status: -1, message: '用户不存在', data: null }]);
    const bad = await setDisabled('abc', 'enable');
    expect([bad.http, bad.body.message]).toEqual([400, '路径中的 id 必须是正整数']);
    const anyone = await call(t.app, { method: 'POST', url: '/ingest/members/1/disable' });
    expect(anyone.http).toBe(401);
    const [demo] = await t.database.db.select().from(members).where(eq(members.userId, 1));
    expect(demo?.disabledAt).toBeNull();
  });
});
