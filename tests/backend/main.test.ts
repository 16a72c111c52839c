import { drivers } from './testDb';
import { call, get, startApp, type TestApp } from './testApp';
import type { ApiColumn } from '../../backend/reading/columnRepo';

describe.each(drivers)('main service on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  describe('getConfig', () => {
    it('answers the seeded site config in the envelope', async () => {
      const { http, body } = await get<Record<string, unknown>>(t.app, '/main/getConfig', {
        siteId: '1',
        appID: '1',
      });
      expect(http).toBe(200);
      expect(Object.keys(body).sort()).toEqual(['data', 'message', 'status']);
      expect(body.status).toBe(0);
      expect(body.data).toMatchObject({
        siteId: 1,
        appID: 1,
        padLogo: '/demo/logo.svg',
        padColor: '#c8161d',
        siteConfig: { globalCount: 1, discuss: { auditType: 0 } },
        _p_wap: { paperUrl: '/paperSharePage.html', showSearchList: 1 },
        xyApi: { appId: 1, xyAuth: 0, curVersions: '1.0.0' },
      });
      expect(body.data.siteName).toContain('临江');
    });

    it('refuses an appID this site does not have', async () => {
      const { body } = await get(t.app, '/main/getConfig', { appID: '7' });
      expect(body).toEqual({ status: -1, message: '应用不存在', data: null });
    });

    it.each([['0'], ['-1'], ['abc'], ['1.5'], ['99999999999']])('refuses appID=%s', async (appID) => {
      const { http, body } = await get(t.app, '/main/getConfig', { appID });
      expect(http).toBe(200);
      expect(body).toEqual({ status: -1, message: '参数 appID 必须是正整数', data: null });
    });

    it('refuses a malformed siteId on every call', async () => {
      const { body } = await get(t.app, '/main/serverTime', { siteId: 'x1' });
      expect(body).toEqual({ status: -1, message: '参数 siteId 必须是正整数', data: null });
    });

    it('refuses a parameter sent twice', async () => {
      const { body } = await call(t.app, { method: 'GET', url: '/main/getConfig?appID=1&appID=2' });
      expect(body).toEqual({ status: -1, message: '参数 appID 重复', data: null });
    });
  });

  describe('columns', () => {
    it('lists the top level with nested children by default', async () => {
      const { body } = await get<{ list: ApiColumn[] }>(t.app, '/main/getColumns', { siteId: '1' });
      expect(body.status).toBe(0);
      const names = body.data.list.map((column) => column.name);
      expect(names).toEqual(['要闻', '本地', '民生', '视频', '图片', '专题']);
      const local = body.data.list[1];
      expect(local?.children.map((child) => child.name)).toEqual(['城事', '区县', '交通']);
      expect(local?.children[0]).toMatchObject({ parentId: local?.columnId, children: [] });
      expect(Object.keys(local ?? {}).sort()).toEqual(
        [
          'carousel',
          'children',
          'columnId',
          'columnStyle',
          'description',
          'icon',
          'name',
          'padListType',
          'parentId',
          'sort',
          'topModule',
        ].sort(),
      );
    });

    it('lists the children of a given parent', async () => {
      const top = await get<{ list: ApiColumn[] }>(t.app, '/main/getColumns');
      const livelihood = top.body.data.list.find((column) => column.name === '民生');
      const { body } = await get<{ list: ApiColumn[] }>(t.app, '/main/getColumns', {
        parentColumnId: String(livelihood?.columnId),
      });
      expect(body.data.list.map((column) => column.name)).toEqual(['教育', '健康', '文旅']);
    });

    it('answers 栏目不存在 for an unknown parent and refuses a malformed one', async () => {
      expect((await get(t.app, '/main/getColumns', { parentColumnId: '9999' })).body).toEqual({
        status: -1,
        message: '栏目不存在',
        data: null,
      });
      expect((await get(t.app, '/main/getColumns', { parentColumnId: '-3' })).body.message).toBe(
        '参数 parentColumnId 必须是非负整数',
      );
    });

    it('answers one column with its children', async () => {
      const top = await get<{ list: ApiColumn[] }>(t.app, '/main/getColumns');
      const topics = top.body.data.list.find((column) => column.name === '专题');
      const { body } = await get<ApiColumn>(t.app, '/main/getColumn', { columnId: String(topics?.columnId) });
      expect(body.status).toBe(0);
      expect(body.data.name).toBe('专题');
      expect(body.data.children.map((child) => child.name)).toEqual(['防汛备汛进行时', '奔跑吧，临江']);
    });

    it.each([
      [{}, '缺少参数 columnId'],
      [{ columnId: '0' }, '参数 columnId 必须是正整数'],
      [{ columnId: 'x' }, '参数 columnId 必须是正整数'],
      [{ columnId: '2147483648' }, '参数 columnId 必须是正整数'],
      [{ columnId: '987654' }, '栏目不存在'],
    ])('getColumn %j answers %s', async (query, message) => {
      const { http, body } = await get(t.app, '/main/getColumn', query);
      expect(http).toBe(200);
      expect(body).toEqual({ status: -1, message, data: null });
    });
  });

  it('serverTime answers the server clock in ms', async () => {
    const before = Date.now();
    const { body } = await get<{ serverTime: number }>(t.app, '/main/serverTime');
    expect(body.status).toBe(0);
    expect(body.data.serverTime).toBeGreaterThanOrEqual(before);
    expect(body.data.serverTime).toBeLessThanOrEqual(Date.now());
  });

  describe('unknown operations', () => {
    it.each([
      ['/main/getNothing'],
      ['/nis/discussView'],
      ['/vod/article'],
      ['/advertising/x'],
      ['/upload/img'],
      ['/'],
    ])('%s answers a 404 envelope', async (url) => {
      const { http, body } = await get(t.app, url);
      expect(http).toBe(404);
      expect(body).toEqual({ status: -1, message: '接口不存在', data: null });
    });

    it('answers 404 for a known operation with the wrong method', async () => {
      const { http, body } = await call(t.app, { method: 'DELETE', url: '/main/getConfig' });
      expect(http).toBe(404);
      expect(body.message).toBe('接口不存在');
    });
  });

  it('answers HTTP 400 with an envelope for a malformed body', async () => {
    const { http, body } = await call(t.app, {
      method: 'POST',
      url: '/main/auth',
      payload: '{"appKey":',
      headers: { 'content-type': 'application/json' },
    });
    expect(http).toBe(400);
    expect(body).toEqual({ status: -1, message: '请求格式错误', data: null });
  });

  it('health names the driver', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: driver.name });
  });
});
