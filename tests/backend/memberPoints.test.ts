import { eq, ne } from 'drizzle-orm';
import { addDays, chinaDate } from '../../backend/core/chinaDate';
import { memberPoints } from '../../backend/members/schema';
import { articles } from '../../backend/reading/schema';
import { phoneLogin, type LoginData } from './memberHelpers';
import { drivers } from './testDb';
import { get, postForm, startApp, type TestApp } from './testApp';

const bad = (message: string) => ({ status: -1, message, data: null });

interface Added {
  added: number;
  total: number;
  today: number;
}

describe.each(drivers)('member points on $name', (driver) => {
  let t: TestApp;
  let reader: LoginData;
  let published: { fileId: number; title: string }[];
  beforeAll(async () => {
    t = await startApp(driver);
    reader = await phoneLogin(t, '13500000001', 'xy-points');
    published = await t.database.db
      .select({ fileId: articles.fileId, title: articles.title })
      .from(articles)
      .where(eq(articles.aStatus, 1))
      .orderBy(articles.fileId)
      .limit(12);
  });
  afterAll(() => t.close());

  const add = (action: string, fileId: number | string, token = reader.token) =>
    postForm<Added>(t.app, '/main/score/add', { action, fileId: String(fileId) }, { token });
  const article = (index: number) => published[index]?.fileId ?? 0;

  it('adds points for reading an article once a day', async () => {
    expect((await add('read', article(0))).body).toEqual({
      status: 0,
      message: '阅读积分+1',
      data: { added: 1, total: 1, today: 1 },
    });
    expect((await add('read', article(0))).body).toEqual({
      status: 0,
      message: '今天已获得过这篇稿件的阅读积分',
      data: { added: 0, total: 1, today: 1 },
    });
    // The same article may still be shared and commented on.
    expect((await add('share', article(0))).body.data).toEqual({ added: 2, total: 3, today: 3 });
    expect((await add('comment', article(0))).body.data).toEqual({ added: 2, total: 5, today: 5 });
  });

  it('stops at the daily limit of each action', async () => {
    for (let i = 1; i < 10; i += 1) expect((await add('read', article(i))).body.data.added).toBe(1);
    expect((await add('read', article(10))).body).toEqual({
      status: 0,
      message: '今日阅读积分已达上限',
      data: { added: 0, total: 14, today: 14 },
    });
    // Other actions keep their own limits.
    expect((await add('share', article(1))).body.data.added).toBe(2);
  });

  it('counts a new China day afresh', async () => {
    const other = await phoneLogin(t, '13500000002', 'xy-points-2');
    const yesterday = addDays(chinaDate(Date.now()), -1);
    await t.database.db.insert(memberPoints).values({
      userId: other.userid,
      action: 'read',
      fileId: article(0),
      day: yesterday,
      points: 1,
    });
    expect((await add('read', article(0), other.token)).body.data).toEqual({ added: 1, total: 2, today: 1 });
  });

  it.each([
    [{ action: 'like', fileId: '1' }, '参数 action 必须是 read、share、comment 之一'],
    [{ action: 'read' }, '缺少参数 fileId'],
    [{ action: 'read', fileId: '-4' }, '参数 fileId 必须是正整数'],
    [{ action: 'read', fileId: '999999' }, '稿件不存在'],
  ])('refuses %j', async (fields, message) => {
    expect((await postForm(t.app, '/main/score/add', fields, { token: reader.token })).body).toEqual(
      bad(message),
    );
  });

  it('gives nothing for an unpublished article', async () => {
    const [draft] = await t.database.db
      .select({ fileId: articles.fileId })
      .from(articles)
      .where(ne(articles.aStatus, 1))
      .limit(1);
    expect((await add('read', draft?.fileId ?? 0)).body).toEqual(bad('稿件不存在'));
  });

  it('needs a member', async () => {
    const anonymous = (await get<LoginData>(t.app, '/sso/anonymousToken', { device: 'xy-anon' })).body.data;
    expect((await add('read', article(0), anonymous.token)).body.status).toBe(10102);
    expect((await get(t.app, '/main/score/stats')).body.status).toBe(10102);
    expect((await get(t.app, '/main/score/dayList')).body.status).toBe(10102);
  });

  it('reports the total, today and each rule with today’s count', async () => {
    const stats = await get(t.app, '/main/score/stats', {}, { token: reader.token });
    expect(stats.body.data).toEqual({
      total: 16,
      today: 16,
      rules: [
        { action: 'read', name: '阅读', points: 1, dailyMax: 10, todayCount: 10 },
        { action: 'share', name: '分享', points: 2, dailyMax: 5, todayCount: 2 },
        { action: 'comment', name: '评论', points: 2, dailyMax: 5, todayCount: 1 },
      ],
      invitePoints: 10,
    });
  });

  it('lists the days, newest first, each with its entries and article titles', async () => {
    await t.database.db.insert(memberPoints).values([
      { userId: reader.userid, action: 'read', fileId: article(11), day: '2024-03-02', points: 1 },
      { userId: reader.userid, action: 'share', fileId: article(11), day: '2024-03-01', points: 2 },
    ]);
    const first = await get<{
      list: { date: string; total: number; items: { action: string; title: string; points: number }[] }[];
      hasMore: boolean;
    }>(t.app, '/main/score/dayList', { pageSize: '2' }, { token: reader.token });
    expect(first.body.data.hasMore).toBe(true);
    expect(first.body.data.list.map((day) => [day.date, day.total])).toEqual([
      [chinaDate(Date.now()), 16],
      ['2024-03-02', 1],
    ]);
    const today = first.body.data.list[0]?.items ?? [];
    expect(today).toHaveLength(13);
    expect(today.at(-1)).toMatchObject({
      action: 'read',
      name: '阅读',
      title: published[0]?.title,
      points: 1,
    });
    const second = await get<{ list: { date: string }[]; hasMore: boolean }>(
      t.app,
      '/main/score/dayList',
      { pageSize: '2', page: '2' },
      { token: reader.token },
    );
    expect(second.body.data).toMatchObject({ list: [{ date: '2024-03-01' }], hasMore: false });
    const tooBig = await get(t.app, '/main/score/dayList', { pageSize: '51' }, { token: reader.token });
    expect(tooBig.body).toEqual(bad('参数 pageSize 不能大于 50'));
  });
});
