import { and, desc, eq } from 'drizzle-orm';
import { readerEvents, statsRecords } from '../../backend/stats/schema';
import { base64Utf8, buildRecord, PLATFORM } from '@/lib/stats/records';
import { SHARE_CHANNEL } from '@/lib/format/share';
import { DATA_TYPE } from '@/lib/stats/events';
import { expectRefusal, reader, type Summary } from './readingHelpers';
import { drivers } from './testDb';
import { call, get, postForm, sibling, startApp, type TestApp } from './testApp';

interface Counts {
  readCount: number;
  shareCount: number;
}

describe.each(drivers)('event on $name', (driver) => {
  let t: TestApp;
  let article: Summary;
  let draftId: number;
  beforeAll(async () => {
    t = await startApp(driver);
    const hot = await reader(t)<{ list: Summary[] }>('getHotArticles', { size: 1 });
    article = hot.body.data.list[0]!;
    const draft = await t.app.inject({
      method: 'POST',
      url: '/ingest/articles',
      headers: { authorization: `Bearer ${t.config.adminToken}` },
      payload: { title: '未发布的稿件', columnID: article.columnID, articleType: 0, aStatus: 0 },
    });
    draftId = draft.json<{ data: { fileId: number } }>().data.fileId;
  });
  afterAll(() => t.close());

  const counts = async () =>
    (await reader(t)<Counts>('getArticleCounts', { fileId: article.fileId })).body.data;
  const event = (fields: Record<string, string>) =>
    postForm(t.app, '/main/event', { appID: '1', device: 'xy17000000001234', ...fields });

  it('counts a read and a share, and stores each event', async () => {
    const before = await counts();
    const read = await event({ id: String(article.fileId), type: '3', eventType: 'open' });
    expect(read.body).toEqual({ status: 0, message: '成功', data: {} });
    await event({ id: String(article.fileId), type: '2', channel: '1' });
    await event({ id: String(article.fileId), type: '2', channel: '2' });
    const after = await counts();
    expect(after.readCount).toBe(before.readCount + 1);
    expect(after.shareCount).toBe(before.shareCount + 2);
    const stored = await t.database.db
      .select()
      .from(readerEvents)
      // The demo seed's own reads of the article (its ranking and 猜你喜欢 draw on them) are other devices'.
      .where(and(eq(readerEvents.fileId, article.fileId), eq(readerEvents.device, 'xy17000000001234')))
      .orderBy(readerEvents.id);
    expect(stored.map((row) => [row.type, row.channel, row.eventType, row.appId, row.device])).toEqual([
      [3, 0, 'open', 1, 'xy17000000001234'],
      [2, 1, '', 1, 'xy17000000001234'],
      [2, 2, '', 1, 'xy17000000001234'],
    ]);
  });

  it('records a device without an article and counts nothing', async () => {
    const before = await counts();
    expect((await event({ type: '12' })).body.status).toBe(0);
    const [last] = await t.database.db.select().from(readerEvents).orderBy(desc(readerEvents.id)).limit(1);
    expect(last).toMatchObject({ type: 12, fileId: 0 });
    expect(await counts()).toEqual(before);
  });

  it.each([
    [{ id: '1' }, '缺少参数 type'],
    [{ id: '1', type: '5' }, '参数 type 必须是 2、3、12 之一'],
    [{ type: '3' }, '缺少参数 id'],
    [{ id: 'abc', type: '3' }, '参数 id 必须是正整数'],
    [{ id: '999999', type: '3' }, '稿件不存在'],
    [{ id: '1', type: '2', channel: '9' }, '参数 channel 必须是 1、2、3、4、5、6 之一'],
  ])('refuses %j', async (fields, message) => {
    expectRefusal(await event(fields), message);
  });

  it('counts nothing for an unpublished article', async () => {
    expectRefusal(await event({ id: String(draftId), type: '3' }), '稿件不存在');
  });

  it('is a write, so the per-IP limit applies', async () => {
    const strict = await sibling(t, { rateLimit: { max: 2 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const answer = await postForm(strict, '/main/event', { type: '12' });
        statuses.push(answer.http);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe.each(drivers)('sendRecord on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const site = { tenantCode: 'xy-demo-tenant', appKey: 'xy-demo-stats-key', recordUrl: '/stats/sendRecord' };
  const record = buildRecord(
    {
      dataType: DATA_TYPE.share,
      articleId: 12,
      platform: PLATFORM.mobileWeb,
      actionTimeMs: 1_750_000_000_000,
      deviceId: 'xy17000000001234',
      userUuid: '0412ab34cd',
      refer: 'https://m.linjiang.example/home.html',
      shareChannel: SHARE_CHANNEL.moments,
      os: 'HarmonyOS 鸿蒙',
    },
    site,
  );

  it('stores what the site sends, headers decoded', async () => {
    const { http, body } = await get(t.app, '/stats/sendRecord', record.query, record.headers);
    expect(http).toBe(200);
    expect(body).toEqual({ status: 0, message: '成功', data: {} });
    const [stored] = await t.database.db.select().from(statsRecords).orderBy(desc(statsRecords.id)).limit(1);
    expect(stored).toMatchObject({
      dataType: 1000009,
      articleId: 12,
      platform: 3,
      shareChannel: 2,
      deviceId: 'xy17000000001234',
      userUuid: '0412ab34cd',
      refer: 'https://m.linjiang.example/home.html',
      tenantCode: 'xy-demo-tenant',
      os: 'HarmonyOS 鸿蒙',
      headerDeviceId: 'xy17000000001234',
      headerUserUuid: '0412ab34cd',
    });
    expect(stored?.actionTime.getTime()).toBe(1_750_000_000_000);
  });

  it.each([
    ['a wrong app key', { ...record.headers, appKey: base64Utf8('guessed') }],
    ['no tenant code', { appKey: record.headers.appKey ?? '' }],
    ['a tenant code in plain text', { ...record.headers, tenantCode: 'xy-demo-tenant' }],
    ['a tenant code that is not base64', { ...record.headers, tenantCode: '%%%' }],
  ])('refuses %s', async (_case, headers) => {
    const answer = await get(t.app, '/stats/sendRecord', record.query, headers);
    expectRefusal(answer, '统计凭据无效', 401);
  });

  it.each([
    ['articleID', '缺少参数 articleID'],
    ['platform', '缺少参数 platform'],
    ['dataType', '缺少参数 dataType'],
  ])('asks for %s', async (name, message) => {
    const query = Object.fromEntries(Object.entries(record.query).filter(([key]) => key !== name));
    expectRefusal(await get(t.app, '/stats/sendRecord', query, record.headers), message);
  });

  it.each([
    [{ platform: '4' }, '参数 platform 必须是 1、2、3、5 之一'],
    [{ dataType: '1000001' }, '参数 dataType 必须是 1000002、1000005、1000009、1000013 之一'],
    [{ actionTime: 'yesterday' }, '参数 actionTime 必须是毫秒时间戳'],
    [{ shareChanel: '7' }, '参数 shareChanel 必须是 1、2、3、4、5、6 之一'],
  ])('refuses %j', async (override, message) => {
    const answer = await get(t.app, '/stats/sendRecord', { ...record.query, ...override }, record.headers);
    expectRefusal(answer, message);
  });

  it('refuses a header that is not base64', async () => {
    const answer = await get(t.app, '/stats/sendRecord', record.query, { ...record.headers, os: 'iOS 17' });
    expectRefusal(answer, '请求头 os 格式错误');
  });

  it('refuses a decoded header with a NUL, which the database cannot store', async () => {
    const headers = { ...record.headers, os: base64Utf8('iOS\u0000') };
    const answer = await get(t.app, '/stats/sendRecord', record.query, headers);
    expectRefusal(answer, '请求头 os 不能含有控制字符 U+0000');
  });

  it('knows no other method', async () => {
    expect((await call(t.app, { method: 'DELETE', url: '/stats/sendRecord' })).http).toBe(404);
  });
});
