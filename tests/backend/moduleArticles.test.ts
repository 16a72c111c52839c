// getModuleArticles: the articles behind a front-page module's "more" link (moreModules, moreImage).
import { drivers } from './testDb';
import { startApp, type TestApp } from './testApp';
import {
  cms,
  columnIdsByName,
  columnWithArticles,
  expectNewestFirst,
  expectRefusal,
  reader,
  type Summary,
} from './readingHelpers';

interface ModulePage {
  module: { moduleId: number; columnId: number; name: string; type: number; cmDisplayStyle: number };
  list: Summary[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

interface ModuleView {
  topModule: { moduleId: number; name: string; list: Summary[] }[];
}

describe.each(drivers)('getModuleArticles on $name', (driver) => {
  let t: TestApp;
  let op: ReturnType<typeof reader>;
  let send: ReturnType<typeof cms>;
  let columns: Record<string, number>;
  beforeAll(async () => {
    t = await startApp(driver);
    op = reader(t);
    send = cms(t);
    columns = await columnIdsByName(t);
  });
  afterAll(() => t.close());

  const createModule = async (fields: Record<string, unknown>) =>
    (
      await send<{ moduleId: number }>('POST', '/ingest/modules', {
        columnId: columns['要闻'],
        name: '更多测试',
        ...fields,
      })
    ).body.data.moduleId;

  it('pages a seeded module past the few its block shows, with its heading', async () => {
    const view = await op<ModuleView>('moduleView', { columnId: columns['要闻']! });
    const politics = view.body.data.topModule.find((module) => module.name === '时政要闻')!;
    const { body } = await op<ModulePage>('getModuleArticles', { moduleId: politics.moduleId });
    expect(body.status).toBe(0);
    expect(body.data.module).toEqual({
      moduleId: politics.moduleId,
      columnId: columns['要闻'],
      name: '时政要闻',
      type: 0,
      cmDisplayStyle: 1,
    });
    expect(body.data.list.length).toBeGreaterThan(politics.list.length);
    expect(body.data.list.every((article) => article.columnID === columns['时政'])).toBe(true);
    expect(body.data.list.slice(0, politics.list.length).map((a) => a.fileId)).toEqual(
      politics.list.map((a) => a.fileId),
    );
    expectNewestFirst(body.data.list);
    expect(body.data).toMatchObject({ page: 1, pageSize: 20, hasMore: false });
  });

  it('says there is more exactly when a page holds 20 articles (spec section 4)', async () => {
    const full = await columnWithArticles(t, '整页来源', 20);
    const moduleId = await createModule({ sourceColumnId: full.columnId, size: 3 });
    const first = await op<ModulePage>('getModuleArticles', { moduleId });
    expect(first.body.data.list).toHaveLength(20);
    expect(first.body.data.hasMore).toBe(true);
    const second = await op<ModulePage>('getModuleArticles', { moduleId, page: 2 });
    expect(second.body.data).toMatchObject({ list: [], page: 2, hasMore: false });

    const longer = await columnWithArticles(t, '多页来源', 21);
    const longerId = await createModule({ sourceColumnId: longer.columnId });
    const next = await op<ModulePage>('getModuleArticles', { moduleId: longerId, page: 2 });
    expect(next.body.data.list.map((a) => a.fileId)).toEqual([longer.fileIds[0]]);
    expect(next.body.data.hasMore).toBe(false);
  });

  it('lists every published hand-picked article in the order picked, page by page', async () => {
    const { fileIds } = await columnWithArticles(t, '精选来源', 4);
    await send('PUT', `/ingest/articles/${fileIds[1]}`, { aStatus: 0 });
    const moduleId = await createModule({
      articleIds: [fileIds[3], fileIds[1], fileIds[0], fileIds[2]],
      size: 1,
    });
    const all = await op<ModulePage>('getModuleArticles', { moduleId });
    expect(all.body.data.list.map((a) => a.fileId)).toEqual([fileIds[3], fileIds[0], fileIds[2]]);
    const second = await op<ModulePage>('getModuleArticles', { moduleId, page: 2, pageSize: 2 });
    expect(second.body.data.list.map((a) => a.fileId)).toEqual([fileIds[2]]);
    expect(second.body.data.hasMore).toBe(false);
    const firstOfTwo = await op<ModulePage>('getModuleArticles', { moduleId, pageSize: 2 });
    expect(firstOfTwo.body.data.hasMore).toBe(true);
  });

  it('answers an empty list for a module with neither picks nor a source', async () => {
    const moduleId = await createModule({});
    const { body } = await op<ModulePage>('getModuleArticles', { moduleId });
    expect(body.data).toMatchObject({ list: [], hasMore: false });
  });

  it('refuses a missing, malformed or unknown module and an oversized page', async () => {
    expectRefusal(await op('getModuleArticles'), '缺少参数 moduleId');
    expectRefusal(await op('getModuleArticles', { moduleId: 'abc' }), '参数 moduleId 必须是正整数');
    expectRefusal(await op('getModuleArticles', { moduleId: 987654 }), '模块不存在');
    const view = await op<ModuleView>('moduleView', { columnId: columns['要闻']! });
    const moduleId = view.body.data.topModule[0]!.moduleId;
    expectRefusal(await op('getModuleArticles', { moduleId, pageSize: 51 }), '参数 pageSize 不能大于 50');
  });
});
