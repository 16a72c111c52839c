import type { ApiColumn } from '../../backend/reading/columnRepo';
import { drivers } from './testDb';
import { call, get, startApp, TEST_SECRETS, type Answer, type TestApp } from './testApp';

type Json = Record<string, unknown>;

describe.each(drivers)('ingest API on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const send = <T = Json>(method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown, token?: string) =>
    call<T>(t.app, {
      method,
      url,
      payload: payload as Json,
      headers: { authorization: `Bearer ${token ?? t.config.adminToken}` },
    });
  const badRequest = (answer: Answer, message: string) => {
    expect(answer.http).toBe(400);
    expect(answer.body).toEqual({ status: -1, message, data: null });
  };

  describe('authorization', () => {
    it.each([
      ['no header', {}],
      ['a wrong token', { authorization: 'Bearer nope' }],
      ['the token without Bearer', { authorization: TEST_SECRETS.ADMIN_TOKEN }],
    ])('answers 401 for %s and changes nothing', async (_label, headers) => {
      const { http, body } = await call(t.app, {
        method: 'POST',
        url: '/ingest/columns',
        payload: { name: '不该出现' },
        headers,
      });
      expect(http).toBe(401);
      expect(body).toEqual({ status: -401, message: '未授权', data: null });
      const top = await get<{ list: ApiColumn[] }>(t.app, '/main/getColumns');
      expect(top.body.data.list.map((column) => column.name)).not.toContain('不该出现');
    });
  });

  describe('columns', () => {
    it('creates a top-level column and a child that getColumns then lists', async () => {
      const parent = await send<ApiColumn>('POST', '/ingest/columns', {
        name: '体育',
        sort: 100,
        carousel: 2,
      });
      expect(parent.body.status).toBe(0);
      expect(parent.body.data).toMatchObject({
        name: '体育',
        parentId: 0,
        sort: 100,
        carousel: 2,
        children: [],
      });
      const child = await send<ApiColumn>('POST', '/ingest/columns', {
        name: '足球',
        parentId: parent.body.data.columnId,
        icon: '/demo/stadium.svg',
      });
      expect(child.body.data.parentId).toBe(parent.body.data.columnId);
      const listed = await get<ApiColumn>(t.app, '/main/getColumn', {
        columnId: String(parent.body.data.columnId),
      });
      expect(listed.body.data.children.map((column) => column.name)).toEqual(['足球']);
    });

    it('updates a column', async () => {
      const created = await send<ApiColumn>('POST', '/ingest/columns', { name: '旧名' });
      const id = created.body.data.columnId;
      const updated = await send<ApiColumn>('PUT', `/ingest/columns/${id}`, {
        name: '新名',
        description: '改过',
      });
      expect(updated.body.data).toMatchObject({ columnId: id, name: '新名', description: '改过' });
      expect((await get<ApiColumn>(t.app, '/main/getColumn', { columnId: String(id) })).body.data.name).toBe(
        '新名',
      );
    });

    it('refuses invalid column bodies', async () => {
      badRequest(await send('POST', '/ingest/columns', {}), '字段 name 不能为空');
      badRequest(await send('POST', '/ingest/columns', { name: '   ' }), '字段 name 不能为空');
      badRequest(
        await send('POST', '/ingest/columns', { name: 'x'.repeat(41) }),
        '字段 name 不能超过 40 个字符',
      );
      badRequest(await send('POST', '/ingest/columns', { name: 'a', parentId: 99999 }), '上级栏目不存在');
      badRequest(
        await send('POST', '/ingest/columns', { name: 'a', parentId: '1' }),
        '字段 parentId 必须是 0 到 2147483647 之间的整数',
      );
      badRequest(await send('POST', '/ingest/columns', { name: 'a', color: 'red' }), '不支持的字段 color');
      badRequest(
        await send('POST', '/ingest/columns', { name: 'a', icon: 'javascript:alert(1)' }),
        '字段 icon 格式错误',
      );
      badRequest(await send('POST', '/ingest/columns', [1, 2]), '请求体必须是 JSON 对象');
    });

    it('refuses to make a column its own ancestor', async () => {
      const a = (await send<ApiColumn>('POST', '/ingest/columns', { name: '甲' })).body.data;
      const b = (await send<ApiColumn>('POST', '/ingest/columns', { name: '乙', parentId: a.columnId })).body
        .data;
      const message = '上级栏目不能是该栏目自身或其下级栏目';
      badRequest(await send('PUT', `/ingest/columns/${a.columnId}`, { parentId: b.columnId }), message);
      badRequest(await send('PUT', `/ingest/columns/${a.columnId}`, { parentId: a.columnId }), message);
    });

    it('answers 404 for an unknown column and 400 for a malformed id', async () => {
      const missing = await send('PUT', '/ingest/columns/777777', { name: 'x' });
      expect(missing.http).toBe(404);
      expect(missing.body).toEqual({ status: -1, message: '栏目不存在', data: null });
      badRequest(await send('PUT', '/ingest/columns/abc', { name: 'x' }), '路径中的 id 必须是正整数');
    });
  });

  describe('articles', () => {
    let columnId: number;
    beforeAll(async () => {
      columnId = (await send<ApiColumn>('POST', '/ingest/columns', { name: '稿库' })).body.data.columnId;
    });

    it('creates an article with credits and extra fields, counting its words', async () => {
      const { body } = await send<Json>('POST', '/ingest/articles', {
        title: '临江新闻测试稿',
        columnID: columnId,
        articleType: 2,
        content: '<p>临江大桥 open today</p>',
        publishtime: '2025-03-01T08:00:00+08:00',
        pic_list: ['/demo/rain.svg'],
        reporter: '记者 甲',
        shareClosed: 1,
        config: { videos: [{ appPlaybackUrl: 'https://example.com/a.m3u8' }] },
      });
      expect(body.status).toBe(0);
      expect(body.data).toMatchObject({
        title: '临江新闻测试稿',
        columnID: columnId,
        articleType: 2,
        aStatus: 1,
        wordCount: 6,
        publishtime: Date.parse('2025-03-01T00:00:00Z'),
        pic_list: ['/demo/rain.svg'],
        reporter: '记者 甲',
        editor: '',
        shareClosed: 1,
        config: { videos: [{ appPlaybackUrl: 'https://example.com/a.m3u8' }] },
      });
      expect(body.data.fileId).toEqual(expect.any(Number));
    });

    it('updates an article, merging credits and extra fields', async () => {
      const created = await send<Json>('POST', '/ingest/articles', {
        title: '初稿',
        columnID: columnId,
        articleType: 0,
        editor: '编辑 乙',
        shareClosed: 1,
        xyAccountID: 5,
      });
      const id = created.body.data.fileId as number;
      const { body } = await send<Json>('PUT', `/ingest/articles/${id}`, {
        title: '终稿',
        content: '<p>一二三</p>',
        reporter: '记者 丙',
        shareClosed: null,
      });
      expect(body.status).toBe(0);
      expect(body.data).toMatchObject({
        title: '终稿',
        wordCount: 3,
        editor: '编辑 乙',
        reporter: '记者 丙',
        xyAccountID: 5,
      });
      expect(body.data).not.toHaveProperty('shareClosed');
    });

    it.each([
      ['no title', { columnID: 1, articleType: 0 }, '字段 title 不能为空'],
      ['no columnID', { title: 'a', articleType: 0 }, '缺少字段 columnID'],
      ['no articleType', { title: 'a', columnID: 1 }, '缺少字段 articleType'],
      [
        'articleType 5',
        { title: 'a', columnID: 1, articleType: 5 },
        '字段 articleType 必须是 0、1、2、3、4、6、12 之一',
      ],
      ['an unknown column', { title: 'a', columnID: 999999, articleType: 0 }, '栏目不存在'],
      [
        'a bad picture URL',
        { title: 'a', columnID: 1, articleType: 0, picBig: 'ftp://x' },
        '字段 picBig 格式错误',
      ],
      [
        'a bad time',
        { title: 'a', columnID: 1, articleType: 0, publishtime: 'soon' },
        '字段 publishtime 必须是毫秒时间戳或 ISO 8601 时间',
      ],
      ['a fileId', { title: 'a', columnID: 1, articleType: 0, fileId: 3 }, '字段 fileId 不可写'],
      [
        'a bad liveStatus',
        { title: 'a', columnID: 1, articleType: 6, liveStatus: 9 },
        '字段 liveStatus 必须是 0、1、2 之一',
      ],
      [
        'bad videos',
        { title: 'a', columnID: 1, articleType: 2, config: { videos: 'x' } },
        '字段 config.videos 必须是对象数组',
      ],
      ['a strange key', { title: 'a', columnID: 1, articleType: 0, 'a-b': 1 }, '稿件中的字段名 a-b 不合法'],
    ])('refuses an article with %s', async (_label, payload, message) => {
      badRequest(await send('POST', '/ingest/articles', payload), message);
    });

    it('answers 404 for an unknown article', async () => {
      const { http, body } = await send('PUT', '/ingest/articles/888888', { title: 'x' });
      expect(http).toBe(404);
      expect(body.message).toBe('稿件不存在');
    });
  });

  describe('config', () => {
    it('deep-merges into the site config that getConfig serves', async () => {
      const { body } = await send<Json>('PATCH', '/ingest/config', {
        siteName: '临江新闻（测试）',
        _p_wap: { paperUrl: 'https://paper.example.com/' },
      });
      expect(body.status).toBe(0);
      const served = await get<Json>(t.app, '/main/getConfig');
      expect(served.body.data).toMatchObject({
        siteName: '临江新闻（测试）',
        _p_wap: { paperUrl: 'https://paper.example.com/', showSearchList: 1 },
        padColor: '#c8161d',
      });
    });

    it('refuses invalid config values and prototype tricks', async () => {
      badRequest(await send('PATCH', '/ingest/config', { padColor: 'red' }), '字段 padColor 格式错误');
      badRequest(await send('PATCH', '/ingest/config', { siteGrey: 2 }), '字段 siteGrey 必须是 0、1 之一');
      badRequest(
        await send('PATCH', '/ingest/config', { xyApi: { constructor: 1 } }),
        'xyApi 中的字段名 constructor 不合法',
      );
      const proto = await call(t.app, {
        method: 'PATCH',
        url: '/ingest/config',
        payload: '{"__proto__":{"polluted":true}}',
        headers: { authorization: `Bearer ${t.config.adminToken}`, 'content-type': 'application/json' },
      });
      expect(proto.http).toBe(400);
      expect(({} as Json).polluted).toBeUndefined();
    });

    it('answers 400 for malformed JSON', async () => {
      const { http, body } = await call(t.app, {
        method: 'PATCH',
        url: '/ingest/config',
        payload: '{oops',
        headers: { authorization: `Bearer ${t.config.adminToken}`, 'content-type': 'application/json' },
      });
      expect(http).toBe(400);
      expect(body).toEqual({ status: -1, message: '请求格式错误', data: null });
    });
  });
});
