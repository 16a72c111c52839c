import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { ApiAd } from '../../backend/ads/adRepo';
import { ads } from '../../backend/ads/schema';
import seedAds from '../../backend/ads/seed/ads.json';
import { cms, columnIdsByName, expectRefusal, type Json } from './readingHelpers';
import { drivers } from './testDb';
import { call, get, postForm, startApp, type TestApp } from './testApp';

type ReaderAd = Pick<ApiAd, 'advId' | 'title' | 'imgUrl' | 'linkUrl' | 'position' | 'width' | 'height'>;

it('seeds ad art without a 广告 of its own: the site marks every ad once, where it covers nothing', () => {
  for (const { imgUrl } of seedAds) {
    const art = readFileSync(join(process.cwd(), 'public', imgUrl), 'utf8');
    expect([imgUrl, /<text[^>]*>[^<]*广告/.test(art)]).toEqual([imgUrl, false]);
  }
});

describe.each(drivers)('advertising on $name', (driver) => {
  let t: TestApp;
  let send: ReturnType<typeof cms>;
  let columns: Record<string, number>;
  beforeAll(async () => {
    t = await startApp(driver);
    send = cms(t);
    columns = await columnIdsByName(t);
  });
  afterAll(() => t.close());

  const adList = async (query: Record<string, string>) =>
    (await get<{ list: ReaderAd[] }>(t.app, '/advertising/getAdvList', query)).body.data.list;

  it('shows a column its own ads and the ones shown everywhere, pictures included', async () => {
    const headlines = await adList({ columnId: String(columns['要闻']) });
    expect(headlines.map((ad) => ad.position).sort()).toEqual(['detail', 'list', 'top']);
    for (const ad of headlines) {
      expect(Object.keys(ad).sort()).toEqual(
        ['advId', 'height', 'imgUrl', 'linkUrl', 'position', 'title', 'width'].sort(),
      );
      expect(existsSync(join(__dirname, '..', '..', 'public', ad.imgUrl))).toBe(true);
    }
    const elsewhere = await adList({ columnId: String(columns['文旅']) });
    expect(elsewhere.map((ad) => ad.position).sort()).toEqual(['detail', 'list']);
    expect(await adList({ columnId: String(columns['要闻']), position: 'top' })).toEqual([
      headlines.find((ad) => ad.position === 'top'),
    ]);
  });

  it('refuses an unknown column or position', async () => {
    expectRefusal(await get(t.app, '/advertising/getAdvList', { columnId: '999999' }), '栏目不存在');
    expectRefusal(await get(t.app, '/advertising/getAdvList'), '缺少参数 columnId');
    expectRefusal(
      await get(t.app, '/advertising/getAdvList', { columnId: String(columns['要闻']), position: 'popup' }),
      '参数 position 格式错误',
    );
  });

  it('answers one ad, and counts shows and clicks', async () => {
    const festival = {
      title: '江滩音乐节',
      imgUrl: '/demo/ads/marathon-expo.svg',
      linkUrl: 'https://example.com/festival',
      position: 'list',
      width: 750,
      height: 300,
    };
    const created = await send<ApiAd>('POST', '/ingest/ads', { ...festival, columnId: columns['文旅'] });
    expect(created.http).toBe(200);
    const { advId } = created.body.data;
    expect(created.body.data).toMatchObject({ enabled: true, showCount: 0, clickCount: 0, sort: 0 });
    const one = await get<ReaderAd>(t.app, '/advertising/getAdv', { advId: String(advId) });
    expect(one.body.data).toEqual({ advId, ...festival });
    for (const type of ['1', '1', '2']) {
      const answer = await postForm(t.app, '/advertising/advEvent', { advId: String(advId), type });
      expect(answer.body).toEqual({ status: 0, message: '成功', data: {} });
    }
    const [counted] = await t.database.db.select().from(ads).where(eq(ads.advId, advId));
    expect(counted).toMatchObject({ showCount: 2, clickCount: 1 });
    expectRefusal(
      await postForm(t.app, '/advertising/advEvent', { advId: String(advId), type: '3' }),
      '参数 type 必须是 1、2 之一',
    );
    expectRefusal(
      await postForm(t.app, '/advertising/advEvent', { advId: '999999', type: '1' }),
      '广告不存在',
    );
    expectRefusal(await get(t.app, '/advertising/getAdv', { advId: '999999' }), '广告不存在');
  });

  it('hides a switched-off ad everywhere', async () => {
    const created = await send<ApiAd>('POST', '/ingest/ads', {
      title: '已下线的广告',
      imgUrl: '/demo/ads/subscription.svg',
      position: 'detail',
      width: 690,
      height: 240,
    });
    const { advId } = created.body.data;
    const updated = await send<ApiAd>('PATCH', `/ingest/ads/${advId}`, { enabled: false, title: '已下线' });
    expect(updated.body.data).toMatchObject({ advId, enabled: false, title: '已下线', position: 'detail' });
    expectRefusal(await get(t.app, '/advertising/getAdv', { advId: String(advId) }), '广告不存在');
    expectRefusal(
      await postForm(t.app, '/advertising/advEvent', { advId: String(advId), type: '2' }),
      '广告不存在',
    );
    expect((await adList({ columnId: String(columns['要闻']) })).map((ad) => ad.advId)).not.toContain(advId);
  });

  it.each([
    [{ imgUrl: '/a.svg', position: 'list', width: 1, height: 1 }, '缺少字段 title'],
    [
      { title: '广告', imgUrl: '/a.svg', position: 'popup', width: 1, height: 1 },
      '字段 position 必须是 list、top、detail 之一',
    ],
    [
      { title: '广告', imgUrl: 'javascript:alert(1)', position: 'list', width: 1, height: 1 },
      '字段 imgUrl 格式错误',
    ],
    [
      { title: '广告', imgUrl: '/a.svg', position: 'list', width: 1, height: 1, enabled: 'yes' },
      '字段 enabled 必须是 true 或 false',
    ],
    [
      { title: '广告', imgUrl: '/a.svg', position: 'list', width: 1, height: 1, columnId: 999999 },
      '栏目不存在',
    ],
    [
      { title: '广告', imgUrl: '/a.svg', position: 'list', width: 1, height: 1, clicks: 5 },
      '不支持的字段 clicks',
    ],
  ])('refuses the ad %j', async (payload: Json, message) => {
    expectRefusal(await send('POST', '/ingest/ads', payload), message, 400);
  });

  it('answers 404 for an ad that does not exist, and 401 without the admin token', async () => {
    expectRefusal(await send('PATCH', '/ingest/ads/999999', { title: '无' }), '广告不存在', 404);
    expect((await call(t.app, { method: 'POST', url: '/ingest/ads', payload: {} })).http).toBe(401);
  });
});
