import { and, eq } from 'drizzle-orm';
import type { ApiXy } from '../../backend/accounts/accountRepo';
import { xyAccounts, xyCats, xySubscriptions } from '../../backend/accounts/schema';
import { seedIfEmpty } from '../../backend/domains';
import { DEMO_MEMBER } from '../../backend/members/seed';
import { type LoginData, phoneLogin } from './memberHelpers';
import { get, postForm, sibling, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

const bad = (message: string) => ({ status: -1, message, data: null });
const subAnswer = (message: string, xyID: number, isSub: number, subCount: number) => ({
  status: 0,
  message,
  data: { xyID, isSub, subCount },
});

type Xy = ApiXy & { subTime?: number };
interface XyPage {
  xys: Xy[];
  hasMore: boolean;
  page: number;
  pageSize: number;
}
interface SubAnswer {
  xyID: number;
  isSub: number;
  subCount: number;
}

// The seed (backend/accounts/seed/): 政务 (1, with 交通出行 4 below it), 媒体 (2), 生活 (3); accounts 1–9,
// 8 forbidden and 9 of xyStatus 4; 城市服务 (5) with the account pages' accounts 101–114
// (backend/accounts/seed/xyPages.json); the demo member subscribes to 1 and then 4.
describe.each(drivers)('accounts and subscriptions on $name', (driver) => {
  let t: TestApp;
  let reader: LoginData;
  let demo: LoginData;
  beforeAll(async () => {
    t = await startApp(driver);
    reader = await phoneLogin(t, '13500000101', 'xy-subs');
    const login = await postForm<LoginData>(t.app, '/sso/passwordLogin', {
      phone: DEMO_MEMBER.phone,
      password: DEMO_MEMBER.password,
      device: 'xy-subs-demo',
    });
    demo = login.body.data;
  });
  afterAll(() => t.close());

  const catXys = (query: Record<string, string>, token?: string) =>
    get<XyPage>(t.app, '/main/getCatXys', query, token ? { token } : {});
  const sub = (xyID: string | number, token = reader.token) =>
    postForm<SubAnswer>(t.app, '/main/topicSub', { xyID: String(xyID) }, { token });
  const cancel = (xyID: string | number, token = reader.token) =>
    postForm<SubAnswer>(t.app, '/main/topicSubCancel', { xyID: String(xyID) }, { token });
  const ids = (xys: Xy[]) => xys.map((xy) => xy.xyID);

  it('lists the top categories of a code in display order', async () => {
    expect((await get(t.app, '/main/getCats', { code: 'XYACCOUNT' })).body).toEqual({
      status: 0,
      message: '成功',
      data: {
        list: [
          { catID: 1, name: '政务', code: 'XYACCOUNT', parentID: 0, childCount: 1 },
          { catID: 2, name: '媒体', code: 'XYACCOUNT', parentID: 0, childCount: 0 },
          { catID: 3, name: '生活', code: 'XYACCOUNT', parentID: 0, childCount: 0 },
          { catID: 5, name: '城市服务', code: 'XYACCOUNT', parentID: 0, childCount: 0 },
        ],
      },
    });
    expect((await get(t.app, '/main/getCats', { code: 'OTHER' })).body.data).toEqual({ list: [] });
    expect((await get(t.app, '/main/getCats')).body).toEqual(bad('缺少参数 code'));
  });

  it('lists a category’s children', async () => {
    expect((await get(t.app, '/main/getSubCats', { catID: '1' })).body.data).toEqual({
      list: [{ catID: 4, name: '交通出行', code: 'XYACCOUNT', parentID: 1, childCount: 0 }],
    });
    expect((await get(t.app, '/main/getSubCats', { catID: '2' })).body.data).toEqual({ list: [] });
    expect((await get(t.app, '/main/getSubCats', { catID: '999' })).body).toEqual(bad('分类不存在'));
    expect((await get(t.app, '/main/getSubCats')).body).toEqual(bad('缺少参数 catID'));
    expect((await get(t.app, '/main/getSubCats', { catID: 'x' })).body).toEqual(
      bad('参数 catID 必须是正整数'),
    );
  });

  it('lists the accounts of a category and those below it, leaving the empty ones out', async () => {
    const answer = await catXys({ catID: '1' });
    expect(answer.body.status).toBe(0);
    // 9 (xyStatus 4) is in 政务 too, but empty; 4 is in 交通出行 below it.
    expect(ids(answer.body.data.xys)).toEqual([3, 4, 5]);
    expect(answer.body.data).toMatchObject({ hasMore: false, page: 1, pageSize: 20 });
    expect(answer.body.data.xys[0]).toEqual({
      xyID: 3,
      name: '临江发布',
      icon: '/demo/skyline.svg',
      intro: '临江市人民政府新闻办公室官方账号，发布政务信息、政策解读与便民服务。',
      catID: 1,
      subCount: 0,
      articleCount: 3,
      isSub: 0,
    });
    // The demo member subscribes to 临江交警.
    expect(answer.body.data.xys[1]).toMatchObject({ xyID: 4, catID: 4, subCount: 1, articleCount: 2 });
    // 8 is forbidden.
    expect(ids((await catXys({ catID: '3' })).body.data.xys)).toEqual([6, 7]);
    expect((await catXys({ catID: '999' })).body).toEqual(bad('分类不存在'));
    expect((await catXys({})).body).toEqual(bad('缺少参数 catID'));
    expect((await catXys({ catID: '1', pageSize: '51' })).body).toEqual(bad('参数 pageSize 不能大于 50'));
  });

  it('pages the accounts with hasMore from the server', async () => {
    const first = (await catXys({ catID: '1', pageSize: '2' })).body.data;
    expect([ids(first.xys), first.hasMore, first.page, first.pageSize]).toEqual([[3, 4], true, 1, 2]);
    const second = (await catXys({ catID: '1', pageSize: '2', page: '2' })).body.data;
    expect([ids(second.xys), second.hasMore]).toEqual([[5], false]);
    const beyond = (await catXys({ catID: '1', pageSize: '2', page: '3' })).body.data;
    expect([beyond.xys, beyond.hasMore]).toEqual([[], false]);
  });

  it('tells a signed-in member which accounts they subscribe to, anonymous readers never', async () => {
    const isSub = async (token?: string) =>
      (await catXys({ catID: '1' }, token)).body.data.xys.map((xy) => [xy.xyID, xy.isSub]);
    expect(await isSub(demo.token)).toEqual([
      [3, 0],
      [4, 1],
      [5, 0],
    ]);
    const anonymous = (await get<LoginData>(t.app, '/sso/anonymousToken', { device: 'xy-subs-anon' })).body
      .data;
    expect(await isSub(anonymous.token)).toEqual([
      [3, 0],
      [4, 0],
      [5, 0],
    ]);
    expect(await isSub()).toEqual(await isSub(anonymous.token));
  });

  it('answers statusXys in the order asked, unknown ids unsubscribed', async () => {
    const status = await get(t.app, '/main/statusXys', { xyIDs: '4,999,1,3' }, { token: demo.token });
    expect(status.body).toEqual({
      status: 0,
      message: '成功',
      data: {
        list: [
          { xyID: 4, isSub: 1 },
          { xyID: 999, isSub: 0 },
          { xyID: 1, isSub: 1 },
          { xyID: 3, isSub: 0 },
        ],
      },
    });
  });

  it.each([
    [{}, '缺少参数 xyIDs'],
    [{ xyIDs: '1,,2' }, '参数 xyIDs 必须是以逗号分隔的正整数'],
    [{ xyIDs: '1,-2' }, '参数 xyIDs 必须是以逗号分隔的正整数'],
    [{ xyIDs: '99999999999' }, '参数 xyIDs 必须是以逗号分隔的正整数'],
    [{ xyIDs: Array.from({ length: 51 }, (_, i) => i + 1).join(',') }, '参数 xyIDs 最多 50 个'],
  ])('statusXys refuses %j', async (query, message) => {
    expect((await get(t.app, '/main/statusXys', query, { token: reader.token })).body).toEqual(bad(message));
  });

  it('subscribes once, and says so the second time without changing anything', async () => {
    expect((await sub(3)).body).toEqual(subAnswer('订阅成功', 3, 1, 1));
    expect((await sub(3)).body).toEqual(subAnswer('已订阅', 3, 1, 1));
    expect((await sub(3, demo.token)).body.data).toEqual({ xyID: 3, isSub: 1, subCount: 2 });
    expect((await catXys({ catID: '1' })).body.data.xys[0]).toMatchObject({ xyID: 3, subCount: 2 });
  });

  it('refuses unknown and empty accounts', async () => {
    for (const xyID of [999, 8, 9]) expect((await sub(xyID)).body).toEqual(bad('订阅号不存在'));
    expect((await postForm(t.app, '/main/topicSub', {}, { token: reader.token })).body).toEqual(
      bad('缺少参数 xyID'),
    );
    expect((await sub('0')).body).toEqual(bad('参数 xyID 必须是正整数'));
  });

  it('survives concurrent duplicate subscriptions', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => sub(6)));
    expect(answers.map((answer) => answer.body.status)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(answers.filter((answer) => answer.body.message === '订阅成功')).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(xySubscriptions)
      .where(and(eq(xySubscriptions.userId, reader.userid), eq(xySubscriptions.xyId, 6)));
    expect(rows).toHaveLength(1);
  });

  it('cancels a subscription, and says so when there is none', async () => {
    expect((await cancel(3, demo.token)).body).toEqual(subAnswer('已取消订阅', 3, 0, 1));
    expect((await cancel(3, demo.token)).body).toEqual(subAnswer('未订阅', 3, 0, 1));
    expect((await cancel(999)).body).toEqual(subAnswer('未订阅', 999, 0, 0));
  });

  it('lists the member’s subscriptions, newest first, leaving out accounts that became empty', async () => {
    const other = await phoneLogin(t, '13500000102', 'xy-subs-2');
    for (const xyID of [1, 2, 5, 7]) expect((await sub(xyID, other.token)).body.status).toBe(0);
    // One the member subscribed to before it was forbidden.
    await t.database.db.insert(xySubscriptions).values({ userId: other.userid, xyId: 8 });
    const mine = (query: Record<string, string>) =>
      get<XyPage>(t.app, '/main/mySubXys', query, { token: other.token });
    const all = (await mine({})).body.data;
    expect(ids(all.xys)).toEqual([7, 5, 2, 1]);
    expect(all.xys.every((xy) => xy.isSub === 1)).toBe(true);
    const times = all.xys.map((xy) => xy.subTime ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Math.abs((times[0] ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(all.xys[0]).toMatchObject({ xyID: 7, name: '临江气象', catID: 3, articleCount: 1 });
    const first = (await mine({ pageSize: '3' })).body.data;
    expect([ids(first.xys), first.hasMore, first.pageSize]).toEqual([[7, 5, 2], true, 3]);
    const second = (await mine({ pageSize: '3', page: '2' })).body.data;
    expect([ids(second.xys), second.hasMore, second.page]).toEqual([[1], false, 2]);
  });

  it('gives the demo member two subscriptions out of the box', async () => {
    const mine = await get<XyPage>(t.app, '/main/mySubXys', {}, { token: demo.token });
    expect(ids(mine.body.data.xys)).toEqual([4, 1]);
  });

  it('needs a member for the member operations', async () => {
    const anonymous = (await get<LoginData>(t.app, '/sso/anonymousToken', { device: 'xy-subs-anon2' })).body
      .data;
    const notSignedIn = { status: 10102, message: '请先登录', data: null };
    for (const token of [undefined, anonymous.token]) {
      const headers: Record<string, string> = token ? { token } : {};
      expect((await get(t.app, '/main/statusXys', { xyIDs: '1' }, headers)).body).toEqual(notSignedIn);
      expect((await get(t.app, '/main/mySubXys', {}, headers)).body).toEqual(notSignedIn);
      expect((await postForm(t.app, '/main/topicSub', { xyID: '1' }, headers)).body).toEqual(notSignedIn);
      expect((await postForm(t.app, '/main/topicSubCancel', { xyID: '1' }, headers)).body).toEqual(
        notSignedIn,
      );
    }
  });

  it('counts subscribing against the write limit', async () => {
    const strict = await sibling(t, { rateLimit: { max: 2 } });
    try {
      const send = (url: string) =>
        strict.inject({
          method: 'POST',
          url,
          payload: 'xyID=2',
          headers: { 'content-type': 'application/x-www-form-urlencoded', token: reader.token },
          remoteAddress: '203.0.113.77',
        });
      expect((await send('/main/topicSub')).statusCode).toBe(200);
      expect((await send('/main/topicSubCancel')).statusCode).toBe(200);
      const refused = await send('/main/topicSub');
      expect([refused.statusCode, refused.json().status]).toEqual([429, -429]);
    } finally {
      await strict.close();
    }
  });

  it('seeds the accounts into a database seeded before they existed', async () => {
    const { db } = t.database;
    await db.delete(xySubscriptions);
    await db.delete(xyAccounts);
    await db.delete(xyCats);
    // The site itself is not seeded again.
    expect(await seedIfEmpty(db)).toBe(false);
    expect(ids((await catXys({ catID: '1' })).body.data.xys)).toEqual([3, 4, 5]);
    expect(
      ids((await get<XyPage>(t.app, '/main/mySubXys', {}, { token: demo.token })).body.data.xys),
    ).toEqual([4, 1]);
    // Once categories exist, nothing is added again.
    await db.delete(xySubscriptions);
    await seedIfEmpty(db);
    expect(await db.select().from(xySubscriptions)).toEqual([]);
  });
});
