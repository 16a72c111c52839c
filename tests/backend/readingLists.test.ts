import { drivers } from './testDb';
import { startApp, type TestApp } from './testApp';
import {
  cms,
  columnIdsByName,
  columnWithArticles,
  expectNewestFirst,
  expectRefusal,
  reader,
  type Json,
  type Summary,
} from './readingHelpers';

interface ColumnPage {
  list: Summary[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

interface Module {
  moduleId: number;
  name: string;
  type: number;
  cmDisplayStyle: number;
  list: Summary[];
  moreColumnId: number;
}

interface ModuleView {
  column: { columnId: number; name: string; carousel: number };
  carousel: Summary[];
  topModule: Module[];
  liveArticles: Summary[];
}

describe.each(drivers)('reading lists on $name', (driver) => {
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

  describe('getArticlesNew and getArticles', () => {
    it('pages through a column and its descendants, 20 then the rest', async () => {
      const headlines = columns['要闻']!;
      const first = await op<ColumnPage>('getArticlesNew', { columnId: headlines });
      expect(first.body.status).toBe(0);
      expect(first.body.data).toMatchObject({ page: 1, pageSize: 20, hasMore: true });
      expect(first.body.data.list).toHaveLength(20);
      const second = await op<ColumnPage>('getArticlesNew', { columnId: headlines, page: 2 });
      expect(second.body.data.list.length).toBeGreaterThanOrEqual(5);
      expect(second.body.data.list.length).toBeLessThan(20);
      expect(second.body.data.hasMore).toBe(false);
      const all = [...first.body.data.list, ...second.body.data.list];
      expectNewestFirst(all);
      expect(new Set(all.map((article) => article.fileId)).size).toBe(all.length);
      const tree = [headlines, columns['时政'], columns['财经']];
      expect(all.every((article) => tree.includes(article.columnID))).toBe(true);
      for (const columnId of tree) expect(all.some((article) => article.columnID === columnId)).toBe(true);
      expect(all.every((article) => article.aStatus === 1 && !('content' in article))).toBe(true);
    });

    it('answers the same through getArticles', async () => {
      const query = { columnId: columns['本地']!, pageSize: 5 };
      const a = await op<ColumnPage>('getArticlesNew', query);
      const b = await op<ColumnPage>('getArticles', query);
      expect(b.body).toEqual(a.body);
      expect(a.body.data.list.map((article) => article.columnID)).toEqual(
        expect.arrayContaining([columns['交通']]),
      );
    });

    it('says hasMore at exactly a full page, breaking equal times by fileId', async () => {
      const { columnId, fileIds } = await columnWithArticles(t, '整二十条', 20);
      const first = await op<ColumnPage>('getArticlesNew', { columnId });
      expect(first.body.data.list.map((article) => article.fileId)).toEqual([...fileIds].reverse());
      expect(first.body.data.hasMore).toBe(true);
      const second = await op<ColumnPage>('getArticlesNew', { columnId, page: 2 });
      expect(second.body.data).toEqual({ list: [], page: 2, pageSize: 20, hasMore: false });
      const small = await op<ColumnPage>('getArticlesNew', { columnId, page: 4, pageSize: 6 });
      expect(small.body.data.list).toHaveLength(2);
      expect(small.body.data.hasMore).toBe(false);
    });

    it('answers an empty last page far past the end', async () => {
      const { body } = await op<ColumnPage>('getArticlesNew', {
        columnId: columns['要闻']!,
        page: 2147483647,
      });
      expect(body.status).toBe(0);
      expect(body.data).toMatchObject({ list: [], page: 2147483647, hasMore: false });
      const related = await op<{ list: Summary[] }>('tagScreenArticles', {
        tagId: 1,
        page: 2147483647,
        pageSize: 50,
      });
      expect(related.body.data.list).toEqual([]);
    });

    it('never lists an unpublished article', async () => {
      const { columnId, fileIds } = await columnWithArticles(t, '待审栏目', 2);
      await send('PUT', `/ingest/articles/${fileIds[0]}`, { aStatus: 0 });
      const { body } = await op<ColumnPage>('getArticlesNew', { columnId });
      expect(body.data.list.map((article) => article.fileId)).toEqual([fileIds[1]]);
    });

    it.each([
      [{}, '缺少参数 columnId'],
      [{ columnId: '0' }, '参数 columnId 必须是正整数'],
      [{ columnId: 'abc' }, '参数 columnId 必须是正整数'],
      [{ columnId: '1', page: '0' }, '参数 page 必须是正整数'],
      [{ columnId: '1', pageSize: '51' }, '参数 pageSize 不能大于 50'],
      [{ columnId: '1', pageSize: '-2' }, '参数 pageSize 必须是正整数'],
      [{ columnId: '987654' }, '栏目不存在'],
    ])('refuses %j with %s', async (query, message) => {
      expectRefusal(await op('getArticlesNew', query), message);
    });
  });

  describe('getChildColumns', () => {
    it('lists the children of a column', async () => {
      const { body } = await op<{ list: { name: string }[] }>('getChildColumns', {
        columnId: columns['本地']!,
      });
      expect(body.data.list.map((column) => column.name)).toEqual(['城事', '区县', '交通']);
    });

    it('refuses an unknown or missing column', async () => {
      expectRefusal(await op('getChildColumns', { columnId: 987654 }), '栏目不存在');
      expectRefusal(await op('getChildColumns'), '缺少参数 columnId');
    });
  });

  describe('moduleView', () => {
    it('answers the column, its flagged carousel, modules of every seeded type and its lives', async () => {
      const { body } = await op<ModuleView>('moduleView', { columnId: columns['要闻']! });
      expect(body.status).toBe(0);
      expect(body.data.column).toMatchObject({ name: '要闻', carousel: 5 });
      expect(body.data.carousel).toHaveLength(5);
      expect(body.data.carousel.every((article) => article.carousel === 1 && article.aStatus === 1)).toBe(
        true,
      );
      expectNewestFirst(body.data.carousel);
      const names = body.data.topModule.map((module) => module.name);
      expect(names).toEqual(['时政要闻', '财经观察', '推荐阅读']);
      const [politics, economy, picked] = body.data.topModule;
      expect(politics).toMatchObject({ type: 0, cmDisplayStyle: 1, moreColumnId: columns['时政'] });
      expect(politics!.list).toHaveLength(4);
      expect(politics!.list.every((article) => article.columnID === columns['时政'])).toBe(true);
      expect(economy).toMatchObject({ type: 7, cmDisplayStyle: 3 });
      expect(picked).toMatchObject({ type: 5, moreColumnId: 0 });
      expect(picked!.list.map((article) => article.title)).toEqual([
        '地铁2号线最后一座车站主体结构封顶',
        '沿江12处易涝点完成排查 移动泵车提前就位',
      ]);
      expect(body.data.liveArticles).toEqual([]);
    });

    it('lists the lives of the column tree', async () => {
      const { body } = await op<ModuleView>('moduleView', { columnId: columns['专题']! });
      expect(body.data.liveArticles.map((article) => article.title)).toEqual(['直播｜临江马拉松鸣枪开跑']);
      expect(body.data.liveArticles[0]).toMatchObject({ articleType: 6, liveStatus: 1 });
    });

    it('covers every kept module type and display style across the site', async () => {
      const views = await Promise.all(
        ['要闻', '本地', '民生', '视频', '图片', '专题'].map((name) =>
          op<ModuleView>('moduleView', { columnId: columns[name]! }),
        ),
      );
      const modules = views.flatMap((view) => view.body.data.topModule);
      expect(new Set(modules.map((module) => module.type))).toEqual(new Set([0, 5, 7, 8, 9, 10, 11]));
      expect(new Set(modules.map((module) => module.cmDisplayStyle))).toEqual(new Set([1, 2, 3, 4]));
      expect(modules.every((module) => module.list.length > 0)).toBe(true);
    });

    it('shows no carousel when the column asks for none, and never an unpublished flagged article', async () => {
      const { columnId, fileIds } = await columnWithArticles(t, '轮播测试', 3, { carousel: 1 });
      await send('PUT', `/ingest/articles/${fileIds[2]}`, { aStatus: 0 });
      const none = await op<ModuleView>('moduleView', { columnId });
      expect(none.body.data.carousel).toEqual([]);
      await send('PUT', `/ingest/columns/${columnId}`, { carousel: 5 });
      const shown = await op<ModuleView>('moduleView', { columnId });
      expect(shown.body.data.carousel.map((article) => article.fileId)).toEqual([fileIds[1], fileIds[0]]);
    });

    it('refuses an unknown column', async () => {
      expectRefusal(await op('moduleView', { columnId: 987654 }), '栏目不存在');
    });
  });

  describe('hot articles', () => {
    it('ranks the whole site by reads', async () => {
      const { body } = await op<{ list: (Summary & { readCount: number })[] }>('getHotArticles');
      expect(body.data.list).toHaveLength(10);
      expect(body.data.list[0]?.title).toBe('临江发布今年首个暴雨蓝色预警 防汛Ⅳ级应急响应启动');
      expect(body.data.list[0]?.readCount).toBeGreaterThanOrEqual(100_000);
      const reads = body.data.list.map((article) => article.readCount);
      expect(reads).toEqual([...reads].sort((a, b) => b - a));
    });

    it('ranks one column tree, as many as asked', async () => {
      const livelihood = [columns['民生'], columns['教育'], columns['健康'], columns['文旅']];
      const { body } = await op<{ list: Summary[] }>('articleHot', { columnId: columns['民生']!, size: 3 });
      expect(body.data.list).toHaveLength(3);
      expect(body.data.list.every((article) => livelihood.includes(article.columnID))).toBe(true);
    });

    it('refuses a bad size or an unknown column', async () => {
      expectRefusal(await op('articleHot', { size: 51 }), '参数 size 不能大于 50');
      expectRefusal(await op('articleHot', { columnId: 987654 }), '栏目不存在');
    });
  });

  describe('getRelArticles', () => {
    it('answers articles sharing a tag or the column, never the article itself', async () => {
      const a = await columnWithArticles(t, '相关甲', 2, { tags: ['相关测试'] });
      const b = await columnWithArticles(t, '相关乙', 1, { tags: ['相关测试'] });
      const unrelated = await columnWithArticles(t, '相关丙', 1);
      const { body } = await op<{ list: Summary[]; hasMore: boolean }>('getRelArticles', {
        fileId: a.fileIds[0]!,
      });
      const ids = body.data.list.map((article) => article.fileId);
      expect(ids).toEqual(expect.arrayContaining([a.fileIds[1], b.fileIds[0]]));
      expect(ids).not.toContain(a.fileIds[0]);
      expect(ids).not.toContain(unrelated.fileIds[0]);
      expect(body.data.hasMore).toBe(false);
    });

    it('pages by size with the server hasMore', async () => {
      const rainWarning = await hotFileId(op, '临江发布今年首个暴雨蓝色预警 防汛Ⅳ级应急响应启动');
      const first = await op<{ list: Summary[]; hasMore: boolean }>('getRelArticles', {
        fileId: rainWarning,
      });
      expect(first.body.data.list).toHaveLength(4);
      expect(first.body.data.hasMore).toBe(true);
      const second = await op<{ list: Summary[] }>('getRelArticles', { fileId: rainWarning, page: 2 });
      const firstIds = first.body.data.list.map((article) => article.fileId);
      expect(second.body.data.list.some((article) => firstIds.includes(article.fileId))).toBe(false);
      // Those sharing the 防汛 tag come before those only in the same column.
      const top = await op<{ tags: { name: string }[] }>('getArticleContent', {
        fileId: first.body.data.list[0]!.fileId,
      });
      expect(top.body.data.tags.map((tag) => tag.name)).toContain('防汛');
    });

    it('refuses unknown and unpublished articles', async () => {
      const { fileIds } = await columnWithArticles(t, '相关草稿', 1, { aStatus: 0 });
      expectRefusal(await op('getRelArticles', { fileId: fileIds[0]! }), '稿件不存在');
      expectRefusal(await op('getRelArticles', { fileId: 987654 }), '稿件不存在');
      expectRefusal(await op('getRelArticles', { fileId: 'x' }), '参数 fileId 必须是正整数');
    });
  });

  describe('tagScreenArticles', () => {
    it('lists a tag page by page with the server hasMore, without drafts', async () => {
      const { fileIds } = await columnWithArticles(t, '标签栏目', 3, { tags: ['标签分页'] });
      await send('PUT', `/ingest/articles/${fileIds[0]}`, { aStatus: 0 });
      const content = await op<{ tags: { tagId: number; name: string }[] }>('getArticleContent', {
        fileId: fileIds[1]!,
      });
      const tag = content.body.data.tags[0]!;
      expect(tag.name).toBe('标签分页');
      const first = await op<{ tag: Json; list: Summary[]; hasMore: boolean }>('tagScreenArticles', {
        tagId: tag.tagId,
        pageSize: 1,
      });
      expect(first.body.data).toMatchObject({ tag, hasMore: true });
      expect(first.body.data.list.map((article) => article.fileId)).toEqual([fileIds[2]]);
      const last = await op<{ list: Summary[]; hasMore: boolean }>('tagScreenArticles', {
        tagId: tag.tagId,
        pageSize: 1,
        page: 2,
      });
      expect(last.body.data.list.map((article) => article.fileId)).toEqual([fileIds[1]]);
      expect(last.body.data.hasMore).toBe(false);
    });

    it('refuses an unknown tag', async () => {
      expectRefusal(await op('tagScreenArticles', { tagId: 987654 }), '标签不存在');
      expectRefusal(await op('tagScreenArticles'), '缺少参数 tagId');
    });
  });

  describe('special topics', () => {
    it('answers the topic of a topic article with its groups and their articles', async () => {
      const topic = await op<{ subjectId: number }>('getArticleContent', {
        fileId: await hotFileId(op, '专题｜防汛备汛进行时'),
      });
      const subjectId = topic.body.data.subjectId;
      const subject = await op<{
        title: string;
        fileId: number;
        groups: { groupId: number; name: string }[];
      }>('getSubject', { subjectId });
      expect(subject.body.data).toMatchObject({
        subjectId,
        title: '防汛备汛进行时',
        banner: '/demo/rain.svg',
      });
      expect(subject.body.data.groups.map((group) => group.name)).toEqual([
        '汛情动态',
        '一线影像',
        '安全提示',
      ]);
      const all = await op<{
        groups: { groupId: number; name: string; list: Summary[]; hasMore: boolean }[];
      }>('getSubSpecialArticles', { subjectId });
      expect(all.body.data.groups.map((group) => group.name)).toEqual(['汛情动态', '一线影像', '安全提示']);
      expect(all.body.data.groups.every((group) => group.list.length > 0 && !group.hasMore)).toBe(true);
      const firstGroup = subject.body.data.groups[0]!;
      const one = await op<{ groups: { groupId: number; list: Summary[]; hasMore: boolean }[] }>(
        'getSubSpecialArticles',
        { subjectId, groupId: firstGroup.groupId, pageSize: 1 },
      );
      expect(one.body.data.groups).toHaveLength(1);
      expect(one.body.data.groups[0]).toMatchObject({ groupId: firstGroup.groupId, hasMore: true });
      expect(one.body.data.groups[0]?.list).toHaveLength(1);
    });

    it('refuses unknown topics and groups', async () => {
      expectRefusal(await op('getSubject', { subjectId: 987654 }), '专题不存在');
      expectRefusal(await op('getSubSpecialArticles', { subjectId: 987654 }), '专题不存在');
      expectRefusal(await op('getSubSpecialArticles', { subjectId: 1, groupId: 987654 }), '专题分组不存在');
    });
  });

  describe('getTimeline', () => {
    it('answers the seeded hot-point timeline, newest event first', async () => {
      const { body } = await op<{ title: string; events: { time: number; fileId: number }[] }>(
        'getTimeline',
        {
          id: 1,
        },
      );
      expect(body.data.title).toBe('暴雨来袭：临江防汛全记录');
      expect(body.data.events).toHaveLength(6);
      const times = body.data.events.map((event) => event.time);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(body.data.events.filter((event) => event.fileId > 0)).toHaveLength(4);
    });

    it('refuses an unknown timeline', async () => {
      expectRefusal(await op('getTimeline', { id: 987654 }), '时间轴不存在');
      expectRefusal(await op('getTimeline', { id: 'one' }), '参数 id 必须是正整数');
    });
  });
});

/** A seeded article's fileId, found by title among the site's newest. */
async function hotFileId(op: ReturnType<typeof reader>, title: string): Promise<number> {
  const { body } = await op<{ list: Summary[] }>('getHotArticles', { size: 50 });
  const found = body.data.list.find((article) => article.title === title);
  if (!found) throw new Error(`no seeded article "${title}"`);
  return found.fileId;
}
