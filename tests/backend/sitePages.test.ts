// The site's own pages: getSitePage (关于我们, 产品详情, 下载客户端), noticeDetail (公告) and their CMS side.
import { tagsForIngestPath } from '../../backend/core/siteNotifier';
import { seedDemo } from '../../backend/core/seeder';
import { sitePageSeed } from '../../backend/sitePages/seed';
import type { ApiSitePage, StoredSitePage } from '../../backend/sitePages/sitePageRepo';
import { cms, expectRefusal, reader } from './readingHelpers';
import { drivers } from './testDb';
import { call, startApp, type TestApp } from './testApp';

it('tells the site to drop its site-pages cache after a page write', () => {
  expect(tagsForIngestPath('/ingest/site-pages')).toEqual(['site-pages']);
  expect(tagsForIngestPath('/ingest/site-pages/4')).toEqual(['site-pages']);
});

describe.each(drivers)('site pages on $name', (driver) => {
  let t: TestApp;
  let op: ReturnType<typeof reader>;
  let send: ReturnType<typeof cms>;
  beforeAll(async () => {
    t = await startApp(driver);
    op = reader(t);
    send = cms(t);
  });
  afterAll(() => t.close());

  const page = async (query: Record<string, string | number>) =>
    (await op<ApiSitePage>('getSitePage', query)).body;

  describe('reading', () => {
    it('answers the first page of each kind from the Chinese seed', async () => {
      for (const [kind, title] of [
        ['about', '关于临江日报'],
        ['product', '临江新闻客户端'],
        ['download', '下载临江新闻客户端'],
      ]) {
        const { status, data } = await page({ kind: kind! });
        expect(status).toBe(0);
        expect(data).toMatchObject({ kind, title });
        expect(Object.keys(data).sort()).toEqual(
          ['content', 'id', 'image', 'kind', 'publishtime', 'summary', 'title', 'updatedAt'].sort(),
        );
        expect(data.content).toMatch(/^<p>/);
      }
    });

    it('seeds the demo with a download address in both stores, which the download page links to', async () => {
      const { status, data } = (await op<{ _rd_downloadUrl: unknown }>('getConfig', {})).body;
      expect(status).toBe(0);
      expect(data._rd_downloadUrl).toEqual({
        android: expect.stringMatching(/^https:\/\/[^/]+\/./),
        ios: expect.stringMatching(/^https:\/\/apps\.apple\.com\/cn\/app\//),
      });
    });

    it('answers a page by id only for its own kind', async () => {
      const first = await page({ kind: 'product' });
      const all = await Promise.all(
        [first.data.id + 1, first.data.id + 2].map((id) => page({ kind: 'product', id })),
      );
      const second = all.find((answer) => answer.status === 0)!;
      expect(second.data).toMatchObject({ kind: 'product', title: '临江日报数字报' });
      expectRefusal(await op('getSitePage', { kind: 'about', id: second.data.id }), '页面不存在');
      expectRefusal(await op('getSitePage', { kind: 'about', id: 987654 }), '页面不存在');
    });

    it('answers a notice by id, never another kind of page', async () => {
      const created = await send<StoredSitePage>('POST', '/ingest/site-pages', {
        kind: 'notice',
        title: '停水通知',
        content: '<p>周三停水</p>',
        publishtime: '2025-06-01T08:00:00+08:00',
      });
      const { body } = await op<ApiSitePage>('noticeDetail', { id: created.body.data.id });
      expect(body.data).toMatchObject({
        id: created.body.data.id,
        kind: 'notice',
        title: '停水通知',
        content: '<p>周三停水</p>',
        publishtime: Date.parse('2025-06-01T08:00:00+08:00'),
      });
      const about = await page({ kind: 'about' });
      expectRefusal(await op('noticeDetail', { id: about.data.id }), '公告不存在');
      expectRefusal(await op('noticeDetail', { id: 987654 }), '公告不存在');
    });

    it('refuses a missing or unknown kind and malformed ids', async () => {
      expectRefusal(await op('getSitePage'), '缺少参数 kind');
      expectRefusal(
        await op('getSitePage', { kind: 'notice' }),
        '参数 kind 必须是 about、product、download 之一',
      );
      expectRefusal(await op('getSitePage', { kind: 'about', id: '1x' }), '参数 id 必须是正整数');
      expectRefusal(await op('noticeDetail'), '缺少参数 id');
      expectRefusal(await op('noticeDetail', { id: '-3' }), '参数 id 必须是正整数');
    });

    it('seeds only once', async () => {
      expect(await seedDemo(t.database.db, [sitePageSeed])).toEqual([]);
    });
  });

  describe('ingest', () => {
    it('creates a page, updates it, and hides it when unpublished', async () => {
      const created = await send<StoredSitePage>('POST', '/ingest/site-pages', {
        kind: 'about',
        title: ' 新版关于我们 ',
        summary: '简介',
        content: '<p>报社介绍</p>',
        image: '/demo/skyline.svg',
        sort: -5,
      });
      expect(created.http).toBe(200);
      const { id } = created.body.data;
      expect(created.body.data).toMatchObject({
        kind: 'about',
        title: '新版关于我们',
        sort: -5,
        published: true,
      });
      expect((await page({ kind: 'about' })).data).toMatchObject({ id, title: '新版关于我们' });

      const updated = await send<StoredSitePage>('PATCH', `/ingest/site-pages/${id}`, {
        title: '关于我们（修订）',
      });
      expect(updated.body.data).toMatchObject({ id, title: '关于我们（修订）', summary: '简介', sort: -5 });
      expect((await page({ kind: 'about', id })).data.title).toBe('关于我们（修订）');

      await send('PATCH', `/ingest/site-pages/${id}`, { published: false });
      expectRefusal(await op('getSitePage', { kind: 'about', id }), '页面不存在');
      expect((await page({ kind: 'about' })).data.title).toBe('关于临江日报');
    });

    it.each([
      [{ title: '无类型' }, '缺少字段 kind'],
      [{ kind: 'about' }, '字段 title 不能为空'],
      [{ kind: 'about', title: '  ' }, '字段 title 不能为空'],
      [{ kind: 'faq', title: 'x' }, '字段 kind 必须是 about、product、download、notice 之一'],
      [{ kind: 'about', title: 'x', image: 'javascript:alert(1)' }, '字段 image 格式错误'],
      [{ kind: 'about', title: 'x', published: 'yes' }, '字段 published 必须是 true 或 false'],
      [
        { kind: 'about', title: 'x', publishtime: 'yesterday' },
        '字段 publishtime 必须是毫秒时间戳或 ISO 8601 时间',
      ],
      [{ kind: 'about', title: 'x', author: '某人' }, '不支持的字段 author'],
      [{ kind: 'about', title: 'x'.repeat(101) }, '字段 title 不能超过 100 个字符'],
    ])('refuses the page %j', async (payload, message) => {
      expectRefusal(await send('POST', '/ingest/site-pages', payload), message, 400);
    });

    it('answers 404 for an unknown page and 401 without the admin token', async () => {
      expectRefusal(await send('PATCH', '/ingest/site-pages/987654', { title: 'x' }), '页面不存在', 404);
      expectRefusal(
        await send('PATCH', '/ingest/site-pages/abc', { title: 'x' }),
        '路径中的 id 必须是正整数',
        400,
      );
      const anonymous = await call(t.app, {
        method: 'POST',
        url: '/ingest/site-pages',
        payload: { kind: 'about', title: 'x' },
      });
      expect(anonymous.http).toBe(401);
    });
  });

  describe('download links in the site config', () => {
    // Objects deep-merge into the stored config; a string replaces whatever was there.
    beforeEach(() => send('PATCH', '/ingest/config', { _rd_downloadUrl: '' }));

    it.each([
      'https://example.com/app.apk',
      '/demo/app.apk',
      '',
      { android: 'https://example.com/app.apk', ios: 'https://apps.apple.com/cn/app/id1' },
      { ios: 'https://apps.apple.com/cn/app/id1' },
    ])('accepts %j', async (value) => {
      const answer = await send<{ _rd_downloadUrl: unknown }>('PATCH', '/ingest/config', {
        _rd_downloadUrl: value,
      });
      expect(answer.http).toBe(200);
      expect(answer.body.data._rd_downloadUrl).toEqual(value);
    });

    it.each([
      'javascript:alert(1)',
      '//evil.example.com/app.apk',
      12,
      { android: 'ftp://example.com/app.apk' },
      { windows: 'https://example.com/app.exe' },
    ])('refuses %j', async (value) => {
      expectRefusal(
        await send('PATCH', '/ingest/config', { _rd_downloadUrl: value }),
        '字段 _rd_downloadUrl 必须是网址（站内路径或 http(s)），或含 android、ios 网址的对象',
        400,
      );
    });
  });
});
