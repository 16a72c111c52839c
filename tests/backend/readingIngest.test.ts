// The CMS side of the reading screens: what ingest writes, the reader operations then answer.
import { tagsForIngestPath } from '../../backend/core/siteNotifier';
import { drivers } from './testDb';
import { call, startApp, type TestApp } from './testApp';
import {
  cms,
  columnIdsByName,
  columnWithArticles,
  expectRefusal,
  reader,
  type Json,
  type Summary,
} from './readingHelpers';

interface Module {
  moduleId: number;
  name: string;
  cmDisplayStyle: number;
  list: Summary[];
  moreColumnId: number;
}

interface Subject {
  subjectId: number;
  title: string;
  fileId: number;
  groups: { groupId: number; name: string }[];
}

interface Timeline {
  id: number;
  title: string;
  events: { eventId: number; time: number; title: string; summary: string; fileId: number }[];
}

it('tells the site to drop its article caches for every reading write but preview links', () => {
  for (const path of ['/ingest/modules', '/ingest/modules/3', '/ingest/subjects/2', '/ingest/timelines']) {
    expect(tagsForIngestPath(path)).toEqual(['articles']);
  }
  expect(tagsForIngestPath('/ingest/articles/5/counts')).toEqual(['articles']);
  expect(tagsForIngestPath('/ingest/articles/5/preview')).toEqual([]);
});

describe.each(drivers)('reading ingest on $name', (driver) => {
  let t: TestApp;
  let op: ReturnType<typeof reader>;
  let send: ReturnType<typeof cms>;
  let columns: Record<string, number>;
  let columnId: number;
  let fileIds: number[];
  beforeAll(async () => {
    t = await startApp(driver);
    op = reader(t);
    send = cms(t);
    columns = await columnIdsByName(t);
    ({ columnId, fileIds } = await columnWithArticles(t, '采编测试', 4));
  });
  afterAll(() => t.close());

  const badRequest = async (
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload: unknown,
    message: string,
  ) => expectRefusal(await send(method, url, payload), message, 400);

  describe('articles', () => {
    it('writes tags and the carousel flag, and keeps tags an update leaves out', async () => {
      const created = await send<Json & { fileId: number; tags: { name: string }[] }>(
        'POST',
        '/ingest/articles',
        {
          title: '带标签的稿件',
          columnID: columns['城事'],
          articleType: 0,
          tags: ['采编', ' 测试 ', '采编'],
          carousel: 1,
        },
      );
      expect(created.body.data.carousel).toBe(1);
      expect(created.body.data.tags.map((tag) => tag.name).sort()).toEqual(['测试', '采编'].sort());
      const id = created.body.data.fileId;
      const kept = await send<{ tags: unknown[] }>('PUT', `/ingest/articles/${id}`, { title: '改了标题' });
      expect(kept.body.data.tags).toHaveLength(2);
      const cleared = await send<Json>('PUT', `/ingest/articles/${id}`, { tags: [], carousel: null });
      expect(cleared.body.data).toMatchObject({ tags: [] });
      expect(cleared.body.data).not.toHaveProperty('carousel');
      const content = await op<{ tags: unknown[] }>('getArticleContent', { fileId: id });
      expect(content.body.data.tags).toEqual([]);
    });

    it.each([
      [{ tags: 'x' }, '字段 tags 必须是最多 20 个字符串的数组'],
      [{ tags: ['  '] }, '字段 tags 不能含空标签'],
      [{ tags: ['一二三四五六七八九十一二三四五六七八九十一'] }, '字段 tags 必须是最多 20 个字符串的数组'],
      [{ carousel: 2 }, '字段 carousel 必须是 0、1 之一'],
      [{ subjectId: -1 }, '字段 subjectId 必须是 0 到 2147483647 之间的整数'],
    ])('refuses an article with %j', async (fields, message) => {
      await badRequest(
        'POST',
        '/ingest/articles',
        { title: 'a', columnID: columnId, articleType: 0, ...fields },
        message,
      );
    });
  });

  describe('modules', () => {
    it('creates a module moduleView shows, then updates it', async () => {
      const created = await send<Json & { moduleId: number }>('POST', '/ingest/modules', {
        columnId,
        name: '编辑推荐',
        type: 8,
        cmDisplayStyle: 2,
        articleIds: [fileIds[2], fileIds[0]],
      });
      expect(created.body.data).toMatchObject({
        columnId,
        name: '编辑推荐',
        type: 8,
        cmDisplayStyle: 2,
        sort: 0,
        articleIds: [fileIds[2], fileIds[0]],
        sourceColumnId: 0,
        size: 6,
      });
      const moduleId = created.body.data.moduleId;
      const view = async () =>
        (await op<{ topModule: Module[] }>('moduleView', { columnId })).body.data.topModule;
      const [shown] = await view();
      expect(shown).toMatchObject({ moduleId, name: '编辑推荐', moreColumnId: 0 });
      expect(shown!.list.map((article) => article.fileId)).toEqual([fileIds[2], fileIds[0]]);

      await send('PUT', `/ingest/articles/${fileIds[2]}`, { aStatus: 0 });
      expect((await view())[0]!.list.map((article) => article.fileId)).toEqual([fileIds[0]]);
      await send('PUT', `/ingest/articles/${fileIds[2]}`, { aStatus: 1 });

      const updated = await send<Json>('PATCH', `/ingest/modules/${moduleId}`, {
        name: '本栏最新',
        cmDisplayStyle: 4,
        articleIds: [],
        sourceColumnId: columnId,
        size: 3,
      });
      expect(updated.body.data).toMatchObject({ name: '本栏最新', cmDisplayStyle: 4, articleIds: [] });
      const [latest] = await view();
      expect(latest).toMatchObject({ name: '本栏最新', cmDisplayStyle: 4, moreColumnId: columnId });
      expect(latest!.list.map((article) => article.fileId)).toEqual([...fileIds].reverse().slice(0, 3));
    });

    it.each([
      [{ name: '无栏目' }, '缺少字段 columnId'],
      [{ columnId: 1 }, '字段 name 不能为空'],
      [{ columnId: 1, name: 'a', cmDisplayStyle: 5 }, '字段 cmDisplayStyle 必须是 1、2、3、4 之一'],
      [{ columnId: 987654, name: 'a' }, '栏目不存在'],
      [{ columnId: 1, name: 'a', sourceColumnId: 987654 }, '来源栏目不存在'],
      [{ columnId: 1, name: 'a', articleIds: [987654] }, '稿件不存在：987654'],
      [{ columnId: 1, name: 'a', articleIds: ['1'] }, '字段 articleIds 必须是最多 50 个正整数的数组'],
      [{ columnId: 1, name: 'a', size: 0 }, '字段 size 必须是 1 到 50 之间的整数'],
      [{ columnId: 1, name: 'a', color: 'red' }, '不支持的字段 color'],
    ])('refuses a module %j', async (body, message) => {
      await badRequest('POST', '/ingest/modules', body, message);
    });

    it('answers 404 for an unknown module and 401 without the admin token', async () => {
      expectRefusal(await send('PATCH', '/ingest/modules/987654', { name: 'x' }), '模块不存在', 404);
      const anonymous = await call(t.app, {
        method: 'POST',
        url: '/ingest/modules',
        payload: { columnId, name: 'x' },
      });
      expect(anonymous.http).toBe(401);
    });
  });

  describe('special topics', () => {
    it('creates a topic with groups, then reorders, renames, drops and adds groups', async () => {
      const [topicArticle, a, b, c] = fileIds as [number, number, number, number];
      const created = await send<Subject>('POST', '/ingest/subjects', {
        title: '采编专题',
        description: '测试用专题',
        banner: '/demo/skyline.svg',
        fileId: topicArticle,
        groups: [
          { name: '第一组', fileIds: [a, b] },
          { name: '第二组', fileIds: [c] },
        ],
      });
      expect(created.body.status).toBe(0);
      const { subjectId, groups } = created.body.data;
      expect(created.body.data).toMatchObject({ title: '采编专题', fileId: topicArticle });
      expect(groups.map((group) => group.name)).toEqual(['第一组', '第二组']);
      const pages = await op<{ groups: { name: string; list: Summary[] }[] }>('getSubSpecialArticles', {
        subjectId,
      });
      expect(pages.body.data.groups.map((group) => group.list.map((article) => article.fileId))).toEqual([
        [b, a],
        [c],
      ]);

      const [first, second] = groups as [Subject['groups'][0], Subject['groups'][0]];
      const updated = await send<Subject>('PATCH', `/ingest/subjects/${subjectId}`, {
        groups: [
          { name: '新的一组', fileIds: [a] },
          { groupId: first.groupId, name: '第一组（改）' },
        ],
      });
      expect(updated.body.data.groups.map((group) => group.name)).toEqual(['新的一组', '第一组（改）']);
      expect(updated.body.data.groups[1]?.groupId).toBe(first.groupId);
      const kept = await op<{ groups: { list: Summary[] }[] }>('getSubSpecialArticles', {
        subjectId,
        groupId: first.groupId,
      });
      expect(kept.body.data.groups[0]?.list.map((article) => article.fileId)).toEqual([b, a]);
      expectRefusal(
        await op('getSubSpecialArticles', { subjectId, groupId: second.groupId }),
        '专题分组不存在',
      );
    });

    it('shows readers no link to an unpublished topic article, while the CMS sees what it stored', async () => {
      const { fileIds: drafts } = await columnWithArticles(t, '专题草稿', 1, { aStatus: 0 });
      const created = await send<Subject>('POST', '/ingest/subjects', {
        title: '草稿专题',
        fileId: drafts[0],
      });
      expect(created.body.data.fileId).toBe(drafts[0]);
      const shown = await op<Subject>('getSubject', { subjectId: created.body.data.subjectId });
      expect(shown.body.data).toMatchObject({ title: '草稿专题', fileId: 0, groups: [] });
    });

    it('refuses bad topics', async () => {
      const other = await send<Subject>('POST', '/ingest/subjects', {
        title: '别的专题',
        groups: [{ name: '别的组' }],
      });
      const foreignGroup = other.body.data.groups[0]!.groupId;
      const mine = await send<Subject>('POST', '/ingest/subjects', { title: '我的专题' });
      const url = `/ingest/subjects/${mine.body.data.subjectId}`;
      await badRequest(
        'PATCH',
        url,
        { groups: [{ groupId: foreignGroup, name: 'x' }] },
        `专题分组 ${foreignGroup} 不属于该专题`,
      );
      await badRequest('POST', '/ingest/subjects', { description: '无标题' }, '字段 title 不能为空');
      await badRequest(
        'POST',
        '/ingest/subjects',
        { title: 'a', groups: [{ fileIds: [] }] },
        '字段 groups[0].name 不能为空',
      );
      await badRequest(
        'POST',
        '/ingest/subjects',
        { title: 'a', groups: [{ name: 'a', fileIds: [987654] }] },
        '稿件不存在：987654',
      );
      await badRequest(
        'POST',
        '/ingest/subjects',
        { title: 'a', groups: [{ name: 'a', x: 1 }] },
        '不支持的字段 groups[0].x',
      );
      await badRequest(
        'POST',
        '/ingest/subjects',
        { title: 'a', groups: {} },
        '字段 groups 必须是最多 20 项的数组',
      );
      await badRequest(
        'POST',
        '/ingest/subjects',
        { title: 'a', banner: 'javascript:x' },
        '字段 banner 格式错误',
      );
      await badRequest(
        'PATCH',
        url,
        {
          groups: [
            { groupId: foreignGroup, name: 'a' },
            { groupId: foreignGroup, name: 'b' },
          ],
        },
        '字段 groups 中的 groupId 重复',
      );
      expectRefusal(await send('PATCH', '/ingest/subjects/987654', { title: 'x' }), '专题不存在', 404);
    });
  });

  describe('timelines', () => {
    it('creates a timeline getTimeline answers newest first, and replaces its events', async () => {
      const { fileIds: drafts } = await columnWithArticles(t, '时间轴草稿', 1, { aStatus: 0 });
      const created = await send<Timeline>('POST', '/ingest/timelines', {
        title: '采编时间轴',
        events: [
          { time: '2025-06-01T08:00:00+08:00', title: '第一件事', fileId: fileIds[0] },
          {
            time: Date.parse('2025-06-03T08:00:00+08:00'),
            title: '第三件事',
            summary: '最新',
            fileId: drafts[0],
          },
          { time: '2025-06-02T08:00:00+08:00', title: '第二件事' },
        ],
      });
      expect(created.body.status).toBe(0);
      expect(created.body.data.events[0]?.fileId).toBe(drafts[0]);
      const id = created.body.data.id;
      const shown = await op<Timeline>('getTimeline', { id });
      expect(shown.body.data.events.map((event) => [event.title, event.fileId])).toEqual([
        ['第三件事', 0],
        ['第二件事', 0],
        ['第一件事', fileIds[0]],
      ]);
      expect(shown.body.data.events[0]).toMatchObject({
        time: Date.parse('2025-06-03T00:00:00Z'),
        summary: '最新',
      });

      const renamed = await send<Timeline>('PATCH', `/ingest/timelines/${id}`, { title: '改名的时间轴' });
      expect(renamed.body.data.events).toHaveLength(3);
      const replaced = await send<Timeline>('PATCH', `/ingest/timelines/${id}`, {
        events: [{ time: '2025-07-01T00:00:00Z', title: '唯一的事' }],
      });
      expect(replaced.body.data).toMatchObject({
        title: '改名的时间轴',
        events: [{ title: '唯一的事', fileId: 0 }],
      });
    });

    it('refuses bad timelines', async () => {
      await badRequest(
        'POST',
        '/ingest/timelines',
        { title: 'a', events: [{ title: 'x' }] },
        '缺少字段 events[0].time',
      );
      await badRequest(
        'POST',
        '/ingest/timelines',
        { title: 'a', events: [{ time: 'soon', title: 'x' }] },
        '字段 events[0].time 必须是毫秒时间戳或 ISO 8601 时间',
      );
      await badRequest(
        'POST',
        '/ingest/timelines',
        { title: 'a', events: [{ time: 0, title: 'x', fileId: 987654 }] },
        '稿件不存在：987654',
      );
      await badRequest('POST', '/ingest/timelines', { events: [] }, '字段 title 不能为空');
      expectRefusal(await send('PATCH', '/ingest/timelines/987654', { title: 'x' }), '时间轴不存在', 404);
    });
  });

  describe('counts', () => {
    it('sets the given counts and keeps the others', async () => {
      const url = `/ingest/articles/${fileIds[1]}/counts`;
      const set = await send<Json>('PUT', url, { readCount: 12_345, praiseCount: 67 });
      expect(set.body.data).toEqual({
        fileId: fileIds[1],
        readCount: 12_345,
        praiseCount: 67,
        shareCount: 0,
        discussCount: 0,
      });
      await send('PUT', url, { shareCount: 8 });
      const read = await op<Json>('getArticleCounts', { fileId: fileIds[1]! });
      expect(read.body.data).toEqual({
        fileId: fileIds[1],
        readCount: 12_345,
        praiseCount: 67,
        shareCount: 8,
        discussCount: 0,
      });
    });

    it('refuses bad counts and unknown articles', async () => {
      const url = `/ingest/articles/${fileIds[1]}/counts`;
      await badRequest('PUT', url, {}, '缺少字段 readCount、praiseCount、shareCount、discussCount 之一');
      await badRequest('PUT', url, { readCount: -1 }, '字段 readCount 必须是 0 到 2147483647 之间的整数');
      await badRequest('PUT', url, { likes: 1 }, '不支持的字段 likes');
      expectRefusal(await send('PUT', '/ingest/articles/987654/counts', { readCount: 1 }), '稿件不存在', 404);
    });
  });

  describe('preview links', () => {
    it('open the detail screen of the article type', async () => {
      const video = await send<{ fileId: number }>('POST', '/ingest/articles', {
        title: '待审视频',
        columnID: columns['视频'],
        articleType: 2,
        aStatus: 0,
      });
      const { body } = await send<{ path: string }>(
        'POST',
        `/ingest/articles/${video.body.data.fileId}/preview`,
      );
      expect(body.data.path).toMatch(
        new RegExp(`^/videoDetail/${columns['视频']}/${video.body.data.fileId}\\.html\\?`),
      );
    });

    it('are issued only to the CMS, for articles that exist', async () => {
      const anonymous = await call(t.app, { method: 'POST', url: `/ingest/articles/${fileIds[0]}/preview` });
      expect(anonymous.http).toBe(401);
      expect(JSON.stringify(anonymous.body)).not.toContain('previewToken');
      expectRefusal(await send('POST', '/ingest/articles/987654/preview'), '稿件不存在', 404);
    });
  });
});
