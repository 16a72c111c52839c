import { count } from 'drizzle-orm';
import { DEFAULT_INVITE_RULES } from '../../backend/members/inviteRoutes';
import { inviteUses, memberPoints } from '../../backend/members/schema';
import { admin, type LoginData, phoneLogin } from './memberHelpers';
import { call, get, postForm, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

const bad = (message: string) => ({ status: -1, message, data: null });

interface InviteCode {
  code: string;
  msg: string;
  member: { userid: number; nickname: string };
  invitedCount: number;
  inviter: { userid: number } | null;
}

describe.each(drivers)('invitations on $name', (driver) => {
  let t: TestApp;
  let owner: LoginData;
  let friend: LoginData;
  let stranger: LoginData;
  beforeAll(async () => {
    t = await startApp(driver);
    owner = await phoneLogin(t, '13400000001', 'xy-owner');
    friend = await phoneLogin(t, '13400000002', 'xy-friend');
    stranger = await phoneLogin(t, '13400000003', 'xy-stranger');
  });
  afterAll(() => t.close());

  const myCode = (who: LoginData) => get<InviteCode>(t.app, '/main/invite/code', {}, { token: who.token });
  const use = (who: LoginData, code: string) =>
    postForm<{ inviter: { userid: number }; added: number; total: number }>(
      t.app,
      '/main/invite/use',
      { code },
      { token: who.token },
    );
  const points = (who: LoginData) =>
    get<{ total: number }>(t.app, '/main/score/stats', {}, { token: who.token });
  const counts = async () => ({
    uses: (await t.database.db.select({ n: count() }).from(inviteUses))[0]?.n,
    points: (await t.database.db.select({ n: count() }).from(memberPoints))[0]?.n,
  });

  it('shows my own code, a message to share and who I am', async () => {
    const answer = await myCode(owner);
    expect(answer.body.data).toEqual({
      code: owner.member.inviteCode,
      msg: `填写我的邀请码 ${owner.member.inviteCode}，你我各得10积分`,
      member: expect.objectContaining({ userid: owner.userid, nickname: '用户0001' }),
      invitedCount: 0,
      inviter: null,
    });
    expect((await get(t.app, '/main/invite/code')).body.status).toBe(10102);
  });

  it('accepts a friend’s code once (in any case), giving both sides their points', async () => {
    const used = await use(friend, owner.member.inviteCode.toLowerCase());
    expect(used.body).toEqual({
      status: 0,
      message: '邀请码使用成功',
      data: { inviter: expect.objectContaining({ userid: owner.userid }), added: 10, total: 10 },
    });
    expect((await points(owner)).body.data.total).toBe(10);
    expect((await myCode(friend)).body.data.inviter).toMatchObject({ userid: owner.userid });
    expect((await myCode(owner)).body.data.invitedCount).toBe(1);
  });

  it.each<[string, () => [LoginData, string], string]>([
    ['used twice', () => [friend, owner.member.inviteCode], '您已使用过邀请码'],
    ['a second code', () => [friend, stranger.member.inviteCode], '您已使用过邀请码'],
    ['by its owner', () => [stranger, stranger.member.inviteCode], '不能使用自己的邀请码'],
    ['of someone I invited', () => [owner, friend.member.inviteCode], '不能使用您邀请的好友的邀请码'],
    ['unknown', () => [stranger, 'ZZZZZZZ'], '邀请码不存在'],
    ['malformed', () => [stranger, '12<b>'], '邀请码不存在'],
    ['empty', () => [stranger, '  '], '请输入邀请码'],
  ])('refuses a code %s and changes nothing', async (_label, pick, message) => {
    const before = await counts();
    const [who, code] = pick();
    expect((await use(who, code)).body).toEqual(bad(message));
    expect(await counts()).toEqual(before);
  });

  it('lists who used my code', async () => {
    const records = await get<{ list: { userid: number; nickname: string; time: number }[] }>(
      t.app,
      '/main/invite/record',
      {},
      { token: owner.token },
    );
    expect(records.body.data).toEqual({
      list: [
        expect.objectContaining({ userid: friend.userid, nickname: '用户0002', time: expect.any(Number) }),
      ],
      hasMore: false,
      total: 1,
      page: 1,
      pageSize: 20,
    });
    const none = await get(t.app, '/main/invite/record', {}, { token: stranger.token });
    expect(none.body.data).toMatchObject({ list: [], total: 0, hasMore: false });
  });

  it('answers the invitation rules, the CMS’s own text when it set one', async () => {
    const rules = await get(t.app, '/main/invite/siteConf');
    expect(rules.body.data).toEqual({ rules: DEFAULT_INVITE_RULES, inviterPoints: 10, inviteePoints: 10 });
    const patched = await call(t.app, {
      method: 'PATCH',
      url: '/ingest/config',
      payload: { inviteRules: '邀请好友，共读临江。' },
      headers: admin(t),
    });
    expect(patched.body.status).toBe(0);
    expect((await get(t.app, '/main/invite/siteConf')).body.data).toMatchObject({
      rules: '邀请好友，共读临江。',
    });
  });
});
