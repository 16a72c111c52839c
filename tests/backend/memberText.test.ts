// Bidi controls and zero-width characters in member text: refused (with the message the site translates) in what
// a member types, stripped from the nickname WeChat sends.
import { memberForWechat } from '../../backend/members/memberRepo';
import { type LoginData, phoneLogin } from './memberHelpers';
import { get, postForm, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

const INVISIBLE = [
  ['U+202E (right-to-left override)', '\u202e'],
  ['U+202A (left-to-right embedding)', '\u202a'],
  ['U+2066 (left-to-right isolate)', '\u2066'],
  ['U+200F (right-to-left mark)', '\u200f'],
  ['U+061C (Arabic letter mark)', '\u061c'],
  ['U+200B (zero-width space)', '\u200b'],
  ['U+200D (zero-width joiner)', '\u200d'],
  ['U+2060 (word joiner)', '\u2060'],
  ['U+FEFF (zero-width no-break space)', '\ufeff'],
];

describe.each(drivers)('invisible characters in member text on $name', (driver) => {
  let t: TestApp;
  let login: LoginData;
  beforeAll(async () => {
    t = await startApp(driver);
    login = await phoneLogin(t, '13600000077', 'xy-text');
  });
  afterAll(() => t.close());

  const saveInfo = (fields: Record<string, string>) =>
    postForm<Record<string, unknown>>(t.app, '/main/member/info', fields, { token: login.token });
  const userInfo = () => get<Record<string, unknown>>(t.app, '/main/getUserInfo', {}, { token: login.token });

  it.each(INVISIBLE)('member/info refuses %s in a nickname or an introduction', async (_name, character) => {
    const before = (await userInfo()).body.data;
    expect((await saveInfo({ nickname: `gnp${character}.exe` })).body).toEqual({
      status: -1,
      message: '昵称含有不支持的字符',
      data: null,
    });
    expect((await saveInfo({ intro: `简${character}介` })).body).toEqual({
      status: -1,
      message: '简介含有不支持的字符',
      data: null,
    });
    expect((await userInfo()).body.data).toEqual(before);
  });

  it('still takes any visible text, emoji and right-to-left letters included', async () => {
    const saved = await saveInfo({ nickname: '江边读者😀', intro: 'مرحبا 你好 བཀྲ་ཤིས་' });
    expect(saved.body).toMatchObject({
      status: 0,
      data: { nickname: '江边读者😀', intro: 'مرحبا 你好 བཀྲ་ཤིས་' },
    });
  });

  it("strips them from the nickname WeChat sends, which is not the member's to correct", async () => {
    const { member } = await memberForWechat(t.database.db, {
      openid: 'o-invisible-1',
      unionid: '',
      nickname: '\u202e\u200b临江\u200d读者\u2066\u0007',
      head: '',
    });
    expect(member.nickname).toBe('临江读者');
    const hidden = await memberForWechat(t.database.db, {
      openid: 'o-invisible-2',
      unionid: '',
      nickname: '\u202e\u200b',
      head: '',
    });
    expect(hidden.member.nickname).toBe('微信用户le-2');
  });
});
