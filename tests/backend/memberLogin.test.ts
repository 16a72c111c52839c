import { eq } from 'drizzle-orm';
import { members, smsCodes } from '../../backend/members/schema';
import { DEMO_MEMBER } from '../../backend/members/seed';
import { type LoginData, phoneLogin, requestSmsCode } from './memberHelpers';
import { get, postForm, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

const bad = (message: string) => ({ status: -1, message, data: null });
const expired = { status: 10111, message: '登录信息已过期', data: null };
const notSignedIn = { status: 10102, message: '请先登录', data: null };

describe.each(drivers)('phone and password login on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const smsLogin = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postForm<LoginData>(t.app, '/sso/smsLogin', fields, headers);
  const passwordLogin = (phone: string, password: string, device = 'xy-pw') =>
    postForm<LoginData>(t.app, '/sso/passwordLogin', { phone, password, device });
  const userInfo = (token?: string) =>
    get<{ userid: number; phone: string }>(t.app, '/main/getUserInfo', {}, token ? { token } : {});
  const refresh = (device: string, refreshToken: string) =>
    get<LoginData>(t.app, '/sso/refreshAccessToken', { device, refreshToken });
  const memberRow = async (phone: string) =>
    (await t.database.db.select().from(members).where(eq(members.phone, phone)))[0];

  it('creates the member at the first phone login and finds it again at the next', async () => {
    const first = await phoneLogin(t, '13700000001', 'xy-first');
    expect(first.isNew).toBe(true);
    expect(first.expiresIn).toBe(7_200_000);
    expect(first.token).toBe(first.accessToken);
    expect(first.member).toMatchObject({ userid: first.userid, nickname: '用户0001', phone: '137****0001' });
    expect(first.member.inviteCode).toMatch(/^[2-9A-HJ-NP-Z]{7}$/);
    const second = await phoneLogin(t, '13700000001', 'xy-first');
    expect(second.isNew).toBe(false);
    expect(second.userid).toBe(first.userid);
    // Rotation at every login: a new pair, and the earlier sign-in on this device keeps working only if not
    // presented; the one presented as `token` is replaced.
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await userInfo(second.token)).body.data.userid).toBe(first.userid);
  });

  it('revokes the family of the token a reader logs in with', async () => {
    const anonymous = (await get<LoginData>(t.app, '/sso/anonymousToken', { device: 'xy-upgrade' })).body
      .data;
    const login = await phoneLogin(t, '13700000002', 'xy-upgrade', { token: anonymous.token });
    expect((await get(t.app, '/main/serverTime', {}, { token: anonymous.token })).body).toEqual(expired);
    expect((await refresh('xy-upgrade', anonymous.refreshToken)).body.status).toBe(-2);
    const again = await phoneLogin(t, '13700000002', 'xy-upgrade', { token: login.token });
    expect((await userInfo(login.token)).body).toEqual(expired);
    expect((await userInfo(again.token)).body.status).toBe(0);
  });

  it.each([
    [{ device: 'xy-v' }, '请输入手机号'],
    [{ device: 'xy-v', phone: '2380000000' }, '请输入正确的手机号'],
    [{ device: 'xy-v', phone: '13700000003' }, '请输入验证码'],
    [{ device: 'xy-v', phone: '13700000003', code: '12345' }, '请输入6位数字验证码'],
    [{ phone: '13700000003', code: '123456' }, '缺少参数 device'],
  ])('smsLogin refuses %j: %s', async (fields, message) => {
    expect((await smsLogin(fields)).body).toEqual(bad(message));
  });

  it('refuses a code that was never sent, and spends a right code once', async () => {
    expect((await smsLogin({ phone: '13700000004', code: '123456', device: 'xy-once' })).body).toEqual(
      bad('验证码已失效，请重新获取'),
    );
    const code = await requestSmsCode(t, '13700000004', 'xy-once');
    expect((await smsLogin({ phone: '13700000004', code, device: 'xy-once' })).body.status).toBe(0);
    expect((await smsLogin({ phone: '13700000004', code, device: 'xy-once' })).body).toEqual(
      bad('验证码已失效，请重新获取'),
    );
  });

  it('refuses an expired code and creates no member', async () => {
    const code = await requestSmsCode(t, '13700000005', 'xy-late');
    await t.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(smsCodes.phone, '13700000005'));
    expect((await smsLogin({ phone: '13700000005', code, device: 'xy-late' })).body).toEqual(
      bad('验证码已失效，请重新获取'),
    );
    expect(await memberRow('13700000005')).toBeUndefined();
  });

  it('counts wrong codes and locks the phone out at the fifth, the right code included', async () => {
    const phone = '13700000006';
    const code = await requestSmsCode(t, phone, 'xy-wrong');
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      expect((await smsLogin({ phone, code: wrong, device: 'xy-wrong' })).body).toEqual(
        bad(`验证码错误，还可尝试${left}次`),
      );
    }
    const locked = bad('验证码错误次数过多，请15分钟后再试');
    expect((await smsLogin({ phone, code: wrong, device: 'xy-wrong' })).body).toEqual(locked);
    expect((await smsLogin({ phone, code, device: 'xy-wrong' })).body).toEqual(locked);
    expect(await memberRow(phone)).toBeUndefined();
  });

  it('signs the demo member in with its password and refuses wrong ones alike', async () => {
    const login = await passwordLogin(DEMO_MEMBER.phone, DEMO_MEMBER.password);
    expect(login.body.status).toBe(0);
    expect(login.body.data.member).toMatchObject({ nickname: DEMO_MEMBER.nickname, hasPassword: true });
    const refused = bad('手机号或密码错误');
    expect((await passwordLogin(DEMO_MEMBER.phone, 'wrong-password1')).body).toEqual(refused);
    expect((await passwordLogin('13700000099', DEMO_MEMBER.password)).body).toEqual(refused);
    expect((await passwordLogin(DEMO_MEMBER.phone, '')).body).toEqual(bad('请输入密码'));
    expect((await memberRow(DEMO_MEMBER.phone))?.failedLogins).toBe(1);
    // The next right password forgives the wrong one.
    expect((await passwordLogin(DEMO_MEMBER.phone, DEMO_MEMBER.password)).body.status).toBe(0);
    expect((await memberRow(DEMO_MEMBER.phone))?.failedLogins).toBe(0);
  });

  it('locks password login after five wrong passwords in a row', async () => {
    const login = await phoneLogin(t, '13700000007', 'xy-lock');
    const set = await postForm(
      t.app,
      '/sso/setPassword',
      { password: 'abcd1234', confirmPassword: 'abcd1234' },
      { token: login.token },
    );
    expect(set.body.status).toBe(0);
    for (let i = 0; i < 5; i += 1) {
      expect((await passwordLogin('13700000007', 'abcd12345')).body).toEqual(bad('手机号或密码错误'));
    }
    expect((await passwordLogin('13700000007', 'abcd1234')).body).toEqual(
      bad('密码错误次数过多，请15分钟后再试'),
    );
  });

  it.each([
    [{}, '请输入密码'],
    [{ password: 'abc123' }, '密码至少8位，须同时包含字母和数字'],
    [{ password: 'abcdefgh' }, '密码至少8位，须同时包含字母和数字'],
    [{ password: '12345678' }, '密码至少8位，须同时包含字母和数字'],
    [{ password: 'abcd1234' }, '请确认密码'],
    [{ password: 'abcd1234', confirmPassword: 'abcd12345' }, '两次输入的密码不一致'],
  ])('setPassword refuses %j: %s, and changes nothing', async (fields, message) => {
    const login = await phoneLogin(t, '13700000008', 'xy-policy');
    expect((await postForm(t.app, '/sso/setPassword', fields, { token: login.token })).body).toEqual(
      bad(message),
    );
    expect((await memberRow('13700000008'))?.passwordHash).toBeNull();
  });

  it('stores an scrypt hash with its parameters and signs out the other sessions', async () => {
    const here = await phoneLogin(t, '13700000009', 'xy-here');
    const elsewhere = await phoneLogin(t, '13700000009', 'xy-elsewhere');
    const set = await postForm<{ hasPassword: boolean }>(
      t.app,
      '/sso/setPassword',
      { password: 'Linjiang88', confirmPassword: 'Linjiang88' },
      { token: here.token },
    );
    expect(set.body).toMatchObject({ status: 0, message: '密码设置成功', data: { hasPassword: true } });
    expect((await memberRow('13700000009'))?.passwordHash).toMatch(
      /^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/,
    );
    expect((await userInfo(here.token)).body.status).toBe(0);
    expect((await userInfo(elsewhere.token)).body).toEqual(expired);
    expect((await passwordLogin('13700000009', 'Linjiang88')).body.status).toBe(0);
  });

  it('answers 10102 to member operations without a member token', async () => {
    expect((await userInfo()).body).toEqual(notSignedIn);
    const anonymous = (await get<LoginData>(t.app, '/sso/anonymousToken', { device: 'xy-anon' })).body.data;
    expect((await userInfo(anonymous.token)).body).toEqual(notSignedIn);
    expect((await postForm(t.app, '/sso/setPassword', { password: 'abcd1234' })).body).toEqual(notSignedIn);
  });

  it('logs out on the server: the whole family stops working, by access or refresh token', async () => {
    const login = await phoneLogin(t, '13700000010', 'xy-out');
    const out = await postForm(t.app, '/sso/logout', {}, { token: login.token });
    expect(out.body).toEqual({ status: 0, message: '已退出登录', data: {} });
    expect((await userInfo(login.token)).body).toEqual(expired);
    expect((await refresh('xy-out', login.refreshToken)).body.status).toBe(-2);

    const other = await phoneLogin(t, '13700000010', 'xy-out');
    // An expired access token must not keep the reader from signing out: the refresh token does it.
    expect((await postForm(t.app, '/sso/logout', { refreshToken: other.refreshToken })).body.status).toBe(0);
    expect((await userInfo(other.token)).body).toEqual(expired);
    expect((await postForm(t.app, '/sso/logout', {})).body).toEqual(bad('缺少参数 token'));
  });

  it('revokes a member family when a stolen refresh token is used after its owner rotated it', async () => {
    const login = await phoneLogin(t, '13700000011', 'xy-stolen');
    const owner = await refresh('xy-stolen', login.refreshToken);
    expect(owner.body.status).toBe(0);
    expect((await userInfo(owner.body.data.token)).body.status).toBe(0);
    // The thief replays the copied token: refused, and the owner's current pair dies with it.
    expect((await refresh('xy-stolen', login.refreshToken)).body).toEqual({
      status: -2,
      message: '登录已失效，请重新登录',
      data: null,
    });
    expect((await userInfo(owner.body.data.token)).body).toEqual(expired);
    expect((await refresh('xy-stolen', owner.body.data.refreshToken)).body.status).toBe(-2);
  });
});
