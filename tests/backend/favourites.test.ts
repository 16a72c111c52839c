import { and, asc, eq, ne } from 'drizzle-orm';
import { favourites } from '../../backend/favourites/schema';
import { DEMO_MEMBER } from '../../backend/members/seed';
import { articles } from '../../backend/reading/schema';
import { type LoginData, phoneLogin } from './memberHelpers';
import { get, postForm, sibling, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

const bad = (message: string) => ({ status: -1, message, data: null });
const favAnswer = (message: string, fileId: number, faved: number) => ({
  status: 0,
  message,
  data: { fileId, faved },
});

type Fav = Record<string, unknown> & { fileId: number; title: string; favTime: number };
interface FavPage {
  list: Fav[];
  hasMore: boolean;
  page: number;
  pageSize: number;
}

describe.each(drivers)('favourites on $name', (driver) => {
  let t: TestApp;
  let reader: LoginData;
  let published: number[];
  let draft: number;
  beforeAll(async () => {
    t = await startApp(driver);
    reader = await phoneLogin(t, '13500000201', 'xy-favs');
    const rows = await t.database.db
      .select({ fileId: articles.fileId })
      .from(articles)
      .where(eq(articles.aStatus, 1))
      .orderBy(asc(articles.fileId))
      .limit(6);
    published = rows.map((row) => row.fileId);
    const [unpublished] = await t.database.db
      .select({ fileId: articles.fileId })
      .from(articles)
      .where(ne(articles.aStatus, 1))
      .limit(1);
    draft = unpublished?.fileId ?? 0;
  });
  afterAll(() => t.close());

  const article = (index: number) => published[index] ?? 0;
  const fav = (fileId: number | string, type: string, token = reader.token) =>
    postForm<{ fileId: number; faved: number }>(
      t.app,
      '/main/fav',
      { fileId: String(fileId), type },
      { token },
    );
  const myFavs = (query: Record<string, string> = {}, token = reader.token) =>
    get<FavPage>(t.app, '/main/myFavs', query, { token });
  const setPublished = (fileId: number, aStatus: number) =>
    t.database.db.update(articles).set({ aStatus }).where(eq(articles.fileId, fileId));

  it('adds a favourite once, and says so the second time', async () => {
    expect((await fav(article(0), '1')).body).toEqual(favAnswer('收藏成功', article(0), 1));
    expect((await fav(article(0), '1')).body).toEqual(favAnswer('已经收藏过了', article(0), 1));
  });

  it('removes a favourite, and says so when there is none', async () => {
    expect((await fav(article(0), '0')).body).toEqual(favAnswer('已取消收藏', article(0), 0));
    expect((await fav(article(0), '0')).body).toEqual(favAnswer('没有收藏过这篇稿件', article(0), 0));
  });

  it.each([
    [{ fileId: '1' }, '参数 type 必须是 0 或 1'],
    [{ fileId: '1', type: '2' }, '参数 type 必须是 0 或 1'],
    [{ fileId: '1', type: '' }, '参数 type 必须是 0 或 1'],
    [{ type: '1' }, '缺少参数 fileId'],
    [{ fileId: 'abc', type: '1' }, '参数 fileId 必须是正整数'],
    [{ fileId: '999999', type: '1' }, '稿件不存在'],
    [{ fileId: '999999', type: '0' }, '稿件不存在'],
  ])('fav refuses %j', async (fields, message) => {
    expect((await postForm(t.app, '/main/fav', fields, { token: reader.token })).body).toEqual(bad(message));
  });

  it('refuses an unpublished article, but lets a favourite of one unpublished since go', async () => {
    expect((await fav(draft, '1')).body).toEqual(bad('稿件不存在'));
    expect((await fav(draft, '0')).body).toEqual(bad('稿件不存在'));
    expect((await fav(article(5), '1')).body.status).toBe(0);
    await setPublished(article(5), 0);
    try {
      expect((await fav(article(5), '0')).body).toEqual(favAnswer('已取消收藏', article(5), 0));
      expect((await fav(article(5), '0')).body).toEqual(bad('稿件不存在'));
    } finally {
      await setPublished(article(5), 1);
    }
  });

  it('survives concurrent duplicate adds', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => fav(article(4), '1')));
    expect(answers.map((answer) => [answer.body.status, answer.body.data.faved])).toEqual(
      Array.from({ length: 6 }, () => [0, 1]),
    );
    expect(answers.filter((answer) => answer.body.message === '收藏成功')).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, reader.userid), eq(favourites.fileId, article(4))));
    expect(rows).toHaveLength(1);
    expect((await fav(article(4), '0')).body.message).toBe('已取消收藏');
  });

  it('answers favStatus in the order asked', async () => {
    expect((await fav(article(1), '1')).body.status).toBe(0);
    const status = await get(
      t.app,
      '/main/favStatus',
      { fileIds: `${article(2)},${article(1)},999999` },
      { token: reader.token },
    );
    expect(status.body).toEqual({
      status: 0,
      message: '成功',
      data: {
        list: [
          { fileId: article(2), faved: 0 },
          { fileId: article(1), faved: 1 },
          { fileId: 999999, faved: 0 },
        ],
      },
    });
    expect((await fav(article(1), '0')).body.status).toBe(0);
  });

  it.each([
    [{}, '缺少参数 fileIds'],
    [{ fileIds: '1,a' }, '参数 fileIds 必须是以逗号分隔的正整数'],
    [{ fileIds: '0' }, '参数 fileIds 必须是以逗号分隔的正整数'],
    [{ fileIds: Array.from({ length: 51 }, (_, i) => i + 1).join(',') }, '参数 fileIds 最多 50 个'],
  ])('favStatus refuses %j', async (query, message) => {
    expect((await get(t.app, '/main/favStatus', query, { token: reader.token })).body).toEqual(bad(message));
  });

  it('lists the favourites as article summaries, newest first, leaving out unpublished ones', async () => {
    for (const index of [1, 2, 3]) expect((await fav(article(index), '1')).body.message).toBe('收藏成功');
    const all = (await myFavs()).body.data;
    expect(all.list.map((item) => item.fileId)).toEqual([article(3), article(2), article(1)]);
    expect(all).toMatchObject({ hasMore: false, page: 1, pageSize: 20 });
    const [newest] = all.list;
    // The same item shape getArticles lists, plus favTime.
    const [listed] = await t.database.db
      .select()
      .from(articles)
      .where(eq(articles.fileId, article(3)));
    expect(newest).toMatchObject({
      fileId: article(3),
      title: listed?.title,
      columnID: listed?.columnId,
      aStatus: 1,
    });
    expect(newest).not.toHaveProperty('content');
    expect(Math.abs((newest?.favTime ?? 0) - Date.now())).toBeLessThan(60_000);
    const times = all.list.map((item) => item.favTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const first = (await myFavs({ pageSize: '2' })).body.data;
    expect([first.list.map((item) => item.fileId), first.hasMore]).toEqual([[article(3), article(2)], true]);
    const second = (await myFavs({ pageSize: '2', page: '2' })).body.data;
    expect([second.list.map((item) => item.fileId), second.hasMore]).toEqual([[article(1)], false]);

    await setPublished(article(2), 0);
    try {
      expect((await myFavs()).body.data.list.map((item) => item.fileId)).toEqual([article(3), article(1)]);
    } finally {
      await setPublished(article(2), 1);
    }
    expect((await myFavs({ pageSize: '51' })).body).toEqual(bad('参数 pageSize 不能大于 50'));
  });

  it('gives the demo member two favourites out of the box', async () => {
    const login = await postForm<LoginData>(t.app, '/sso/passwordLogin', {
      phone: DEMO_MEMBER.phone,
      password: DEMO_MEMBER.password,
      device: 'xy-favs-demo',
    });
    const list = (await myFavs({}, login.body.data.token)).body.data.list;
    expect(list.map((item) => item.title)).toEqual([
      '滨江夜市开街 40余家老字号集中亮相',
      '临江大桥东引桥改造完工 早高峰过桥时间缩短约8分钟',
    ]);
  });

  it('needs a member', async () => {
    const anonymous = (await get<LoginData>(t.app, '/sso/anonymousToken', { device: 'xy-favs-anon' })).body
      .data;
    const notSignedIn = { status: 10102, message: '请先登录', data: null };
    for (const token of [undefined, anonymous.token]) {
      const headers: Record<string, string> = token ? { token } : {};
      expect((await postForm(t.app, '/main/fav', { fileId: '1', type: '1' }, headers)).body).toEqual(
        notSignedIn,
      );
      expect((await get(t.app, '/main/favStatus', { fileIds: '1' }, headers)).body).toEqual(notSignedIn);
      expect((await get(t.app, '/main/myFavs', {}, headers)).body).toEqual(notSignedIn);
    }
  });

  it('counts favouriting against the write limit', async () => {
    const strict = await sibling(t, { rateLimit: { max: 1 } });
    try {
      const send = () =>
        strict.inject({
          method: 'POST',
          url: '/main/fav',
          payload: `fileId=${article(0)}&type=1`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', token: reader.token },
          remoteAddress: '203.0.113.78',
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
