import { DEMO_MEMBER } from '../../backend/members/seed';
import { type LoginData, phoneLogin } from './memberHelpers';
import { get, postForm, signedContext, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

const bad = (message: string) => ({ status: -1, message, data: null });

describe.each(drivers)('member information on $name', (driver) => {
  let t: TestApp;
  let login: LoginData;
  beforeAll(async () => {
    t = await startApp(driver);
    login = await phoneLogin(t, '13600000001', 'xy-info');
  });
  afterAll(() => t.close());

  const saveInfo = (fields: Record<string, string>) =>
    postForm<Record<string, unknown>>(t.app, '/main/member/info', fields, { token: login.token });
  const userInfo = () => get<Record<string, unknown>>(t.app, '/main/getUserInfo', {}, { token: login.token });

  it('answers the signed-in member, phone masked', async () => {
    const info = await userInfo();
    expect(info.body).toEqual({
      status: 0,
      message: '成功',
      data: {
        userid: login.userid,
        nickname: '用户0001',
        head: '',
        sex: 0,
        birthday: '',
        intro: '',
        phone: '136****0001',
        hasPassword: false,
        wechatBound: false,
        inviteCode: login.member.inviteCode,
        createdAt: expect.any(Number),
      },
    });
  });

  it('completes the member info, changing only the fields sent', async () => {
    const saved = await saveInfo({
      nickname: '  江边读者 ',
      head: 'https://img.example.com/a.png',
      sex: '2',
      birthday: '1990-05-04',
      intro: '爱看新闻',
    });
    expect(saved.body).toMatchObject({
      status: 0,
      message: '资料已保存',
      data: { nickname: '江边读者', head: 'https://img.example.com/a.png', sex: 2, birthday: '1990-05-04' },
    });
    expect((await saveInfo({ intro: '' })).body.data).toMatchObject({ nickname: '江边读者', intro: '' });
    expect((await saveInfo({ birthday: '' })).body.data).toMatchObject({ birthday: '', sex: 2 });
    expect((await userInfo()).body.data).toMatchObject({
      nickname: '江边读者',
      head: 'https://img.example.com/a.png',
    });
  });

  it.each([
    [{}, '没有要修改的资料'],
    [{ nickname: '   ' }, '请输入昵称'],
    [{ nickname: '长'.repeat(21) }, '昵称不能超过20个字'],
    [{ nickname: 'a\u0007b' }, '昵称含有不支持的字符'],
    [{ intro: '字'.repeat(201) }, '简介不能超过200个字'],
    [{ head: 'javascript:alert(1)' }, '头像地址无效'],
    [{ head: '//evil.example.com/a.png' }, '头像地址无效'],
    [{ sex: '3' }, '参数 sex 必须是 0、1、2 之一'],
    [{ birthday: '1990-02-30' }, '生日格式错误'],
    [{ birthday: '2999-01-01' }, '生日格式错误'],
    [{ nickname: '新名字', sex: 'x' }, '参数 sex 必须是 0、1、2 之一'],
  ])('member/info refuses %j: %s, and changes nothing', async (fields, message) => {
    const before = (await userInfo()).body.data;
    expect((await saveInfo(fields)).body).toEqual(bad(message));
    expect((await userInfo()).body.data).toEqual(before);
  });

  it('works signed, as api version 3 sends it', async () => {
    const fields = signedContext({ nickname: '签名读者' }, t.config.apiSignKey);
    const saved = await postForm(t.app, '/main/member/info', fields, { token: login.token });
    expect(saved.body).toMatchObject({ status: 0, data: { nickname: '签名读者' } });
  });

  it('shows a member page with public fields only', async () => {
    const page = await get(t.app, '/main/memberDetail', { id: String(login.userid) });
    expect(page.body).toEqual({
      status: 0,
      message: '成功',
      data: {
        userid: login.userid,
        nickname: '签名读者',
        head: 'https://img.example.com/a.png',
        intro: '',
        createdAt: expect.any(Number),
      },
    });
    const demo = await postForm<LoginData>(t.app, '/sso/passwordLogin', {
      phone: DEMO_MEMBER.phone,
      password: DEMO_MEMBER.password,
      device: 'xy-demo',
    });
    const demoPage = await get(t.app, '/main/memberDetail', { id: String(demo.body.data.userid) });
    expect(demoPage.body.data).toMatchObject({ nickname: DEMO_MEMBER.nickname, intro: DEMO_MEMBER.intro });
  });

  it.each([
    [{}, '缺少参数 id'],
    [{ id: 'abc' }, '参数 id 必须是正整数'],
    [{ id: '999999' }, '用户不存在'],
  ])('memberDetail refuses %j: %s', async (query, message) => {
    expect((await get(t.app, '/main/memberDetail', query)).body).toEqual(bad(message));
  });
});
