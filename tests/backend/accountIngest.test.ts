import { tagsForIngestPath } from '../../backend/core/siteNotifier';
import { admin } from './memberHelpers';
import { drivers } from './testDb';
import { call, get, startApp, type TestApp } from './testApp';

interface Cat {
  catID: number;
  name: string;
  code: string;
  parentID: number;
  childCount: number;
  order?: number;
}

// The seed holds categories 1–4 and accounts 1–9 (backend/accounts/seed/); these tests use ids from 20 up.
describe.each(drivers)('account ingest on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const put = <T = unknown>(path: string, payload: unknown, headers = admin(t)) =>
    call<T>(t.app, { method: 'PUT', url: `/ingest/${path}`, payload: payload as object, headers });
  const cats = async (code: string) =>
    (await get<{ list: Cat[] }>(t.app, '/main/getCats', { code })).body.data.list;
  const subCats = async (catID: number) =>
    (await get<{ list: Cat[] }>(t.app, '/main/getSubCats', { catID: String(catID) })).body.data.list;
  const xyIds = async (catID: number) =>
    (
      await get<{ xys: { xyID: number }[] }>(t.app, '/main/getCatXys', { catID: String(catID) })
    ).body.data.xys.map((xy) => xy.xyID);
  const refused = async (path: string, payload: unknown, message: string) => {
    const answer = await put(path, payload);
    expect([answer.http, answer.body]).toEqual([400, { status: -1, message, data: null }]);
  };

  it('creates and updates categories, a child taking its parent’s code', async () => {
    const created = await put<Cat>('xyCats/20', { code: 'TOPIC', name: '体育', order: 20 });
    expect(created.body).toEqual({
      status: 0,
      message: '成功',
      data: { catID: 20, name: '体育', code: 'TOPIC', parentID: 0, order: 20, childCount: 0 },
    });
    expect(
      (await put<Cat>('xyCats/21', { code: 'TOPIC', name: '足球', parentID: 20 })).body.data,
    ).toMatchObject({
      code: 'TOPIC',
      parentID: 20,
    });
    // No code: the parent's.
    expect((await put<Cat>('xyCats/22', { name: '篮球', parentID: 20, order: -1 })).body.data.code).toBe(
      'TOPIC',
    );
    await put('xyCats/23', { code: 'TOPIC', name: '文化', order: 10 });
    expect((await cats('TOPIC')).map((cat) => [cat.catID, cat.childCount])).toEqual([
      [23, 0],
      [20, 2],
    ]);
    expect((await subCats(20)).map((cat) => cat.name)).toEqual(['篮球', '足球']);

    // Updates change only what is given.
    expect((await put<Cat>('xyCats/23', { name: '文化艺术' })).body.data).toEqual({
      catID: 23,
      name: '文化艺术',
      code: 'TOPIC',
      parentID: 0,
      order: 10,
      childCount: 0,
    });
  });

  it('passes a new code down the tree and moves categories', async () => {
    await put('xyCats/20', { code: 'SPORT' });
    expect((await cats('SPORT')).map((cat) => cat.catID)).toEqual([20]);
    expect((await subCats(20)).map((cat) => cat.code)).toEqual(['SPORT', 'SPORT']);
    expect((await cats('TOPIC')).map((cat) => cat.catID)).toEqual([23]);
    // Moved under 23, 21 takes its code.
    expect((await put<Cat>('xyCats/21', { parentID: 23 })).body.data.code).toBe('TOPIC');
    expect((await subCats(23)).map((cat) => cat.catID)).toEqual([21]);
  });

  it.each([
    ['xyCats/30', {}, '缺少字段 code'],
    ['xyCats/30', { code: 'X' }, '字段 name 不能为空'],
    ['xyCats/30', { code: 'X', name: ' ' }, '字段 name 不能为空'],
    ['xyCats/30', { code: 'a b', name: '甲' }, '字段 code 格式错误'],
    ['xyCats/30', { code: 'X', name: '甲', parentID: 999 }, '上级分类不存在'],
    ['xyCats/30', { code: 'X', name: '甲', parentID: -1 }, '字段 parentID 必须是 0 到 2147483647 之间的整数'],
    ['xyCats/30', { code: 'X', name: '甲', sort: 1 }, '不支持的字段 sort'],
    ['xyCats/30', { code: 'X', name: '甲'.repeat(41) }, '字段 name 不能超过 40 个字符'],
    ['xyCats/21', { code: 'SPORT', parentID: 23 }, '字段 code 必须与上级分类的 code 相同'],
    ['xyCats/23', { parentID: 21 }, '上级分类不能是该分类自身或其下级分类'],
    ['xyCats/23', { parentID: 23 }, '上级分类不能是该分类自身或其下级分类'],
    ['xyCats/0', { code: 'X', name: '甲' }, '路径中的 id 必须是正整数'],
    ['xyCats/30', [], '请求体必须是 JSON 对象'],
  ])('PUT /ingest/%s refuses %j', async (path, payload, message) => {
    await refused(path, payload, message);
  });

  it('creates and updates accounts, answering their counts', async () => {
    const created = await put('xys/20', {
      name: '临江体育',
      catID: 20,
      icon: '/demo/stadium.svg',
      intro: '赛事与全民健身',
      xyStatus: 2,
    });
    expect(created.body).toEqual({
      status: 0,
      message: '成功',
      data: {
        xyID: 20,
        name: '临江体育',
        icon: '/demo/stadium.svg',
        intro: '赛事与全民健身',
        catID: 20,
        xyStatus: 2,
        xyForbidden: 0,
        subCount: 0,
        articleCount: 0,
      },
    });
    await put('xys/21', { name: '临江足球', catID: 22 });
    // A category lists the accounts of those below it too.
    expect(await xyIds(20)).toEqual([20, 21]);
    expect((await put('xys/21', { intro: '业余联赛' })).body.data).toMatchObject({
      xyID: 21,
      name: '临江足球',
      intro: '业余联赛',
      catID: 22,
    });
    // Forbidden or of xyStatus 1 or 4: empty, no longer listed.
    await put('xys/21', { xyForbidden: 1 });
    expect(await xyIds(20)).toEqual([20]);
    await put('xys/21', { xyForbidden: 0, xyStatus: 1 });
    expect(await xyIds(20)).toEqual([20]);
    await put('xys/21', { xyStatus: 0 });
    expect(await xyIds(20)).toEqual([20, 21]);
  });

  it.each([
    ['xys/30', { catID: 20 }, '字段 name 不能为空'],
    ['xys/30', { name: '甲' }, '缺少字段 catID'],
    ['xys/30', { name: '甲', catID: 999 }, '分类不存在'],
    ['xys/30', { name: '甲', catID: 20, icon: 'javascript:alert(1)' }, '字段 icon 格式错误'],
    ['xys/30', { name: '甲', catID: 20, xyForbidden: 2 }, '字段 xyForbidden 必须是 0、1 之一'],
    ['xys/30', { name: '甲', catID: 20, xyStatus: 'x' }, '字段 xyStatus 必须是 0 到 99 之间的整数'],
    ['xys/30', { name: '甲', catID: 20, intro: 'x'.repeat(501) }, '字段 intro 不能超过 500 个字符'],
    ['xys/30', { name: '甲', catID: 20, subCount: 5 }, '不支持的字段 subCount'],
    ['xys/abc', { name: '甲', catID: 20 }, '路径中的 id 必须是正整数'],
  ])('PUT /ingest/%s refuses %j', async (path, payload, message) => {
    await refused(path, payload, message);
  });

  it('counts an account’s published articles by their xyAccountID', async () => {
    const post = (body: Record<string, unknown>) =>
      call<{ fileId: number }>(t.app, {
        method: 'POST',
        url: '/ingest/articles',
        payload: body,
        headers: admin(t),
      });
    const base = { columnID: 1, articleType: 0, xyAccountID: 20 };
    const first = (await post({ ...base, title: '市运会开幕' })).body.data.fileId;
    await post({ ...base, title: '市运会闭幕（草稿）', aStatus: 0 });
    await post({ ...base, title: '别的账号的稿件', xyAccountID: 21 });
    const count = async () => (await put<{ articleCount: number }>('xys/20', {})).body.data.articleCount;
    expect(await count()).toBe(1);
    await call(t.app, {
      method: 'PUT',
      url: `/ingest/articles/${first}`,
      payload: { xyAccountID: null },
      headers: admin(t),
    });
    expect(await count()).toBe(0);
  });

  it('needs the admin token and tells the site to drop its account caches', async () => {
    const anyone = await put('xys/20', { name: '改名' }, {} as ReturnType<typeof admin>);
    expect(anyone.http).toBe(401);
    expect(tagsForIngestPath('/ingest/xys/20')).toEqual(['xys']);
    expect(tagsForIngestPath('/ingest/xyCats/1')).toEqual(['xys']);
  });
});
