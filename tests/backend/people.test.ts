// Reporters, persons, leaders and recommendations: the seeded reporters linked from the demo credits (the young
// reporter's card included), their tabs and paging past the end, persons and their reports, leaders by region
// (the form-encoded regionleaderView), unknown ids, the CMS's edits relinking credits, and 猜你喜欢: from similar
// readers' reads, from the article's tags and column, and the hot articles for a reader who has read nothing.
import { eq } from 'drizzle-orm';
import { STATUS } from '../../lib/contract/status';
import { articles } from '../../backend/reading/schema';
import { reporters } from '../../backend/people/schema';
import { admin } from './memberHelpers';
import { call, get, postForm, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

interface Item {
  fileId: number;
  title: string;
  columnID: number;
}
interface Reporter {
  id: number;
  name: string;
  articleCount: number;
  youngReporter: { cardNo: string; school: string; className: string } | null;
}
interface Leader {
  id: number;
  name: string;
  regionId: number;
}

describe.each(drivers)('reporters, persons, leaders and recommendations on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  }, 180_000);
  afterAll(() => t.close());

  const reporterId = async (name: string) =>
    (await t.database.db.select().from(reporters).where(eq(reporters.name, name)))[0]!.id;
  const ingest = <T>(method: 'POST' | 'PATCH', url: string, payload: object) =>
    call<T>(t.app, { method, url, payload, headers: admin(t) });
  const read = (device: string, fileId: number) =>
    postForm(t.app, '/main/event', { appID: '1', device, id: String(fileId), type: '3', eventType: 'open' });
  const recommend = async (query: Record<string, string>) =>
    (await get<{ list: Item[] }>(t.app, '/main/recommendList', query)).body;
  const bigData = async (query: Record<string, string>) =>
    (await get<{ list: Item[] }>(t.app, '/main/bigData', query)).body.data.list;

  it('links the seeded credits to the reporters, the young reporter with their card', async () => {
    const chen = (await get<Reporter>(t.app, '/main/authorInfo', { id: String(await reporterId('陈思远')) }))
      .body.data;
    expect(chen.youngReporter).toBeNull();
    // "陈思远 李岚", "陈思远", and the photo set where he is the reporter beside the cameraman.
    expect(chen.articleCount).toBeGreaterThanOrEqual(6);
    const young = (await get<Reporter>(t.app, '/main/authorInfo', { id: String(await reporterId('林一诺')) }))
      .body.data;
    expect(young.youngReporter).toEqual({
      cardNo: 'LJXJZ-2026-0086',
      school: '临江市实验小学',
      className: '四年级（2）班',
    });
    expect(young.articleCount).toBe(1);
    const [article] = await t.database.db
      .select()
      .from(articles)
      .where(eq(articles.title, '今年秋季全市新增公办学位4200个'));
    const content = await get<{ creditReporters: { role: string; name: string }[] }>(
      t.app,
      '/main/getArticleContent',
      { fileId: String(article!.fileId) },
    );
    expect(content.body.data.creditReporters).toEqual([
      { role: 'correspondent', reporterId: young.id, name: '林一诺' },
    ]);
  });

  it('pages a reporter’s articles by tab, and says when a page is past the end', async () => {
    const id = String(await reporterId('陈思远'));
    const newest = (await get<{ list: Item[]; hasMore: boolean }>(t.app, '/main/reporterArticles', { id }))
      .body.data;
    const hot = (
      await get<{ list: Item[] }>(t.app, '/main/reporterArticles', { id, tab: 'hot', pageSize: '3' })
    ).body.data;
    expect(newest.hasMore).toBe(false);
    expect(hot.list).toHaveLength(3);
    expect(new Set(hot.list.map((item) => item.fileId)).size).toBe(3);
    expect(newest.list.map((item) => item.fileId)).toEqual(
      expect.arrayContaining(hot.list.map((i) => i.fileId)),
    );
    const past = (
      await get<{ list: Item[]; hasMore: boolean }>(t.app, '/main/reporterArticles', { id, page: '9' })
    ).body.data;
    expect(past).toEqual({ list: [], hasMore: false });
    const badTab = await get(t.app, '/main/reporterArticles', { id, tab: 'old' });
    expect(badTab.body.status).toBe(STATUS.badInput);
  });

  it('answers unknown reporters, persons, leaders and regions with a clear refusal', async () => {
    const unknown = { id: '99999' };
    expect((await get(t.app, '/main/authorInfo', unknown)).body.message).toBe('记者不存在');
    expect((await get(t.app, '/main/reporterArticles', unknown)).body.message).toBe('记者不存在');
    expect((await get(t.app, '/main/figureDetail', unknown)).body.message).toBe('人物不存在');
    expect((await get(t.app, '/main/personageReports', unknown)).body.message).toBe('人物不存在');
    expect((await get(t.app, '/main/leader', unknown)).body.message).toBe('领导不存在');
    const region = await postForm(t.app, '/main/regionleaderView', { regionId: '99999' });
    expect(region.body).toMatchObject({ status: STATUS.badInput, message: '地区不存在' });
    expect((await get(t.app, '/main/authorInfo', { id: 'abc' })).body.status).toBe(STATUS.badInput);
  });

  it('lists the leaders by region through the form-encoded regionleaderView', async () => {
    const view = await get<{ regions: { regionId: number; name: string; leaderCount: number }[] }>(
      t.app,
      '/main/leaderView',
    );
    expect(view.body.data.regions.map(({ name, leaderCount }) => [name, leaderCount])).toEqual([
      ['临江市', 2],
      ['江北区', 1],
    ]);
    const jiangbei = view.body.data.regions[1]!;
    const leaders = await postForm<{ region: { name: string }; list: Leader[] }>(
      t.app,
      '/main/regionleaderView',
      { regionId: String(jiangbei.regionId) },
    );
    expect(leaders.body.data.region.name).toBe('江北区');
    expect(leaders.body.data.list.map((leader) => leader.name)).toEqual(['方慧']);
    const leader = await get<{ activities: Item[]; reports: Item[]; regionName: string }>(
      t.app,
      '/main/leader',
      {
        id: String(leaders.body.data.list[0]!.id),
      },
    );
    expect(leader.body.data.regionName).toBe('江北区');
    expect(leader.body.data.activities).toHaveLength(2);
    expect(leader.body.data.reports.map((item) => item.title)).toEqual(['市政协委员建言老旧小区加装电梯']);
  });

  it('creates a person with reports, a region and a leader from the CMS; refuses unknown articles', async () => {
    const [first, second] = await t.database.db.select({ fileId: articles.fileId }).from(articles).limit(2);
    const region = await ingest<{ id: number }>('POST', '/ingest/regions', { name: '南岭镇', sort: 9 });
    const person = await ingest<{ id: number }>('POST', '/ingest/persons', {
      name: '曾凡',
      title: '南岭镇镇长',
      regionId: region.body.data.id,
      reports: [{ fileId: first!.fileId }, { fileId: second!.fileId, kind: 2 }],
    });
    expect(person.body.status).toBe(0);
    const figure = await get<{ reportCount: number; title: string }>(t.app, '/main/figureDetail', {
      id: String(person.body.data.id),
    });
    expect(figure.body.data).toMatchObject({ reportCount: 2, title: '南岭镇镇长' });
    const refused = await ingest('PATCH', `/ingest/persons/${person.body.data.id}`, {
      reports: [{ fileId: 99999 }],
    });
    expect(refused.http).toBe(400);
    expect(refused.body.message).toBe('稿件不存在：99999');
    const view = await get<{ regions: { name: string }[] }>(t.app, '/main/leaderView');
    expect(view.body.data.regions.map((r) => r.name)).toContain('南岭镇');
  });

  it('links an article written later, and a reporter created later, to the credits; a name is one reporter', async () => {
    const created = await ingest<{ id: number }>('POST', '/ingest/reporters', {
      name: '苏晴',
      title: '记者',
    });
    expect(created.body.status).toBe(0);
    const su = (await get<Reporter>(t.app, '/main/authorInfo', { id: String(created.body.data.id) })).body
      .data;
    expect(su.articleCount).toBeGreaterThanOrEqual(5);
    const again = await ingest('POST', '/ingest/reporters', { name: '苏晴' });
    expect(again.http).toBe(409);
    const article = await ingest<{ fileId: number }>('POST', '/ingest/articles', {
      title: '苏晴的新稿',
      columnID: 1,
      articleType: 0,
      reporter: '见习 苏晴',
    });
    const after = (await get<Reporter>(t.app, '/main/authorInfo', { id: String(su.id) })).body.data;
    expect(after.articleCount).toBe(su.articleCount + 1);
    await ingest('PATCH', `/ingest/reporters/${su.id}`, { name: '苏晴晴' });
    const renamed = (await get<Reporter>(t.app, '/main/authorInfo', { id: String(su.id) })).body.data;
    expect(renamed.articleCount).toBe(0);
    expect(article.body.status).toBe(0);
  });

  it('gives a new reader the hot articles, and a reader what similar readers read', async () => {
    const hot = (await get<{ list: Item[] }>(t.app, '/main/getHotArticles', { size: '6' })).body.data.list;
    expect((await bigData({ device: 'xynewreader1' })).map((i) => i.fileId)).toEqual(
      hot.map((i) => i.fileId),
    );
    expect((await bigData({})).map((i) => i.fileId)).toEqual(hot.map((i) => i.fileId));

    // Two readers read A and B; a third reads A: B is what they get first.
    const rows = await t.database.db
      .select({ fileId: articles.fileId })
      .from(articles)
      .where(eq(articles.aStatus, 1))
      .orderBy(articles.fileId);
    const a = rows[3]!.fileId;
    const b = rows[20]!.fileId;
    for (const device of ['xysimilar1', 'xysimilar2']) {
      await read(device, a);
      await read(device, b);
    }
    await read('xysimilar3', a);
    await call(t.app, { method: 'POST', url: '/ingest/recommendations/recompute', headers: admin(t) });
    const mine = await bigData({ device: 'xysimilar3' });
    expect(mine[0]!.fileId).toBe(b);
    expect(mine.map((i) => i.fileId)).not.toContain(a);
  });

  it('recommends under an article by its tags and column, never the article itself', async () => {
    const [flood] = await t.database.db
      .select()
      .from(articles)
      .where(eq(articles.title, '沿江12处易涝点完成排查 移动泵车提前就位'));
    const answer = await recommend({ fileId: String(flood!.fileId), device: 'xynewreader2' });
    const list = answer.data.list;
    expect(list.length).toBe(6);
    expect(list.map((i) => i.fileId)).not.toContain(flood!.fileId);
    // The other 防汛 stories share its tag: they come first.
    expect(list[0]!.title).toMatch(/降雨|暴雨|防汛|雨中/);
    const unknown = await recommend({ fileId: '99999' });
    expect(unknown.status).toBe(STATUS.badInput);
    expect((await recommend({ fileId: String(flood!.fileId), size: '99' })).status).toBe(STATUS.badInput);
  });
});
