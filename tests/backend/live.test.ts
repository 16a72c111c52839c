// Lives: what the live screen reads (liveView, liveComing, liveCount) and what the CMS writes (a live, its status,
// its reports), on the seeded demo and on lives created through ingest.
import { eq } from 'drizzle-orm';
import { liveReports } from '../../backend/live/schema';
import { articles } from '../../backend/reading/schema';
import { seedDemo } from '../../backend/core/seeder';
import { liveSeed } from '../../backend/live/seed';
import { tagsForIngestPath } from '../../backend/core/siteNotifier';
import { drivers } from './testDb';
import { postForm } from './testApp';
import { expectRefusal, readingSuite, type Json } from './readingHelpers';

interface Video {
  appLiveUrl?: string;
  appPlaybackUrl?: string;
  poster?: string;
}

interface Main {
  fileId: number;
  title: string;
  status: number;
  liveStatus: number;
  startTime: number;
  config: { videos: Video[] };
  content?: string;
}

interface Report {
  reportId: number;
  fileId: number;
  content: string;
  pictures: { url: string; width: number; height: number }[];
  reporter: string;
  time: number;
}

interface LiveView {
  main: Main;
  list: Report[];
  countClick: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
}

it('tells the site to drop its live cache for reports, and its article lists too when a live changes', () => {
  expect(tagsForIngestPath('/ingest/lives/5/reports')).toEqual(['lives']);
  expect(tagsForIngestPath('/ingest/lives/5')).toEqual(['lives', 'articles']);
});

describe.each(drivers)('lives on $name', (driver) => {
  const suite = readingSuite(driver);

  const seeded = async (title: string) => {
    const [row] = await suite.t.database.db.select().from(articles).where(eq(articles.title, title));
    if (!row) throw new Error(`no seeded article "${title}"`);
    return row.fileId;
  };
  const liveArticle = async (fields: Json = {}) => {
    const { body } = await suite.send<{ fileId: number }>('POST', '/ingest/articles', {
      title: '直播｜采编测试直播',
      columnID: suite.columns['城事'],
      articleType: 6,
      ...fields,
    });
    return body.data.fileId;
  };
  const view = (id: number, query: Record<string, number> = {}) =>
    suite.op<LiveView>('liveView', { id, ...query });

  describe('liveView', () => {
    it('answers the seeded live now: its stream, its reports newest first and how often it was opened', async () => {
      const fileId = await seeded('直播｜临江马拉松鸣枪开跑');
      const { body } = await view(fileId);
      expect(body.status).toBe(0);
      expect(body.data.main).toMatchObject({
        fileId,
        status: 1,
        liveStatus: 1,
        title: '直播｜临江马拉松鸣枪开跑',
      });
      expect(body.data.main.content).toBeUndefined();
      expect(body.data.main.config.videos[0]).toMatchObject({
        appLiveUrl: '/demo/hls/riverside/index.m3u8',
        poster: '/demo/stadium.svg',
      });
      expect(body.data.countClick).toBe(53_417);
      expect(body.data).toMatchObject({ page: 1, pageSize: 20, hasMore: false });
      expect(body.data.list).toHaveLength(5);
      const times = body.data.list.map((report) => report.time);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(body.data.list[0]).toMatchObject({ reporter: '马骁', fileId });
      expect(body.data.list[0]?.pictures).toEqual([
        { url: '/demo/skyline.svg', width: 750, height: 422 },
        { url: '/demo/market.svg', width: 750, height: 422 },
      ]);
    });

    it('answers the seeded ended live with its replay', async () => {
      const { body } = await view(await seeded('直播｜非遗市集开市 老手艺人现场展示'));
      expect(body.data.main.status).toBe(2);
      expect(body.data.main.config.videos).toEqual([
        { appPlaybackUrl: '/demo/hls/riverside/index.m3u8', poster: '/demo/market.svg' },
      ]);
      expect(body.data.list.map((report) => report.reporter)).toEqual(['罗佳', '唐悦', '唐悦']);
    });

    it('answers a live article the CMS gave no live yet from the article itself', async () => {
      const fileId = await liveArticle({
        liveStatus: 1,
        config: { videos: [{ appLiveUrl: 'https://live.example.com/a.m3u8', videoUrl: '/x.mp4' }] },
      });
      const { body } = await view(fileId);
      expect(body.data.main).toMatchObject({ status: 1, startTime: 0 });
      expect(body.data.main.config.videos).toEqual([{ appLiveUrl: 'https://live.example.com/a.m3u8' }]);
      expect(body.data).toMatchObject({ list: [], countClick: 0, hasMore: false });
    });

    it('pages the reports by 20: a full page may have more', async () => {
      const fileId = await liveArticle();
      for (let index = 1; index <= 21; index++) {
        await suite.send('POST', `/ingest/lives/${fileId}/reports`, {
          content: `第${index}条`,
          time: Date.UTC(2025, 5, 1, 0, index),
        });
      }
      const first = await view(fileId);
      expect(first.body.data.list).toHaveLength(20);
      expect(first.body.data.list[0]?.content).toBe('第21条');
      expect(first.body.data.hasMore).toBe(true);
      const second = await view(fileId, { page: 2 });
      expect(second.body.data.list.map((report) => report.content)).toEqual(['第1条']);
      expect(second.body.data.hasMore).toBe(false);
      const small = await view(fileId, { page: 2, pageSize: 10 });
      expect(small.body.data.list[0]?.content).toBe('第11条');
      expectRefusal(await view(fileId, { pageSize: 51 }), '参数 pageSize 不能大于 50');
    });

    it('refuses unknown lives, other articles and unpublished lives', async () => {
      expectRefusal(await view(987654), '直播不存在');
      expectRefusal(await view(await seeded('视频｜航拍临江：一江两岸新天际线')), '直播不存在');
      expectRefusal(await view(await liveArticle({ aStatus: 0 })), '直播不存在');
      expectRefusal(await suite.op('liveView'), '缺少参数 id');
    });
  });

  describe('ingest', () => {
    it('creates a live, changes its status and the article lists follow', async () => {
      const fileId = await liveArticle({ title: '直播｜状态测试' });
      const created = await suite.send<Main>('PUT', `/ingest/lives/${fileId}`, {
        startTime: '2030-01-01T09:00:00+08:00',
        videos: [{ appLiveUrl: '/demo/hls/riverside/index.m3u8', poster: '/demo/rain.svg' }],
      });
      expect(created.http).toBe(200);
      expect(created.body.data).toMatchObject({ status: 0, startTime: Date.UTC(2030, 0, 1, 1) });
      const ended = await suite.send<Main>('PUT', `/ingest/lives/${fileId}`, { status: 2 });
      expect(ended.body.data).toMatchObject({ status: 2, startTime: Date.UTC(2030, 0, 1, 1) });
      expect(ended.body.data.config.videos).toEqual([
        { appLiveUrl: '/demo/hls/riverside/index.m3u8', poster: '/demo/rain.svg' },
      ]);
      const content = await suite.op<{ liveStatus: number; statusText: string }>('getArticleContent', {
        fileId,
        showStatusType: 2,
      });
      expect(content.body.data).toMatchObject({ liveStatus: 2, statusText: '已结束' });
      const lives = await suite.op<{ liveArticles: { fileId: number; liveStatus: number }[] }>('moduleView', {
        columnId: suite.columns['本地']!,
      });
      expect(lives.body.data.liveArticles).toContainEqual(expect.objectContaining({ fileId, liveStatus: 2 }));
      const cleared = await suite.send<Main>('PUT', `/ingest/lives/${fileId}`, { startTime: null });
      expect(cleared.body.data.startTime).toBe(0);

      // The status written on the article is the live's too: the live screen says what lists say.
      await suite.send('PUT', `/ingest/articles/${fileId}`, { liveStatus: 1 });
      expect((await view(fileId)).body.data.main).toMatchObject({ status: 1, liveStatus: 1 });
      expect((await view(fileId)).body.data.main.config.videos).toEqual([
        { appLiveUrl: '/demo/hls/riverside/index.m3u8', poster: '/demo/rain.svg' },
      ]);
    });

    it('adds a report with its pictures, reporter and time', async () => {
      const fileId = await liveArticle();
      const { http, body } = await suite.send<Report>('POST', `/ingest/lives/${fileId}/reports`, {
        content: '  现场人很多  ',
        pictures: [{ url: '/demo/rain.svg', width: 750, height: 422 }],
        reporter: '陈思远',
        time: 1_750_000_000_000,
      });
      expect(http).toBe(200);
      expect(body.data).toMatchObject({
        fileId,
        content: '现场人很多',
        reporter: '陈思远',
        time: 1_750_000_000_000,
        pictures: [{ url: '/demo/rain.svg', width: 750, height: 422 }],
      });
      expect((await view(fileId)).body.data.list.map((report) => report.reportId)).toEqual([
        body.data.reportId,
      ]);
    });

    it('refuses what is not a live, unknown articles and bad bodies', async () => {
      const fileId = await liveArticle();
      const news = await seeded('视频｜航拍临江：一江两岸新天际线');
      const refused = async (
        method: 'PUT' | 'POST',
        url: string,
        payload: Json,
        message: string,
        http = 400,
      ) => {
        const answer = await suite.send(method, url, payload);
        expect(answer.http).toBe(http);
        expect(answer.body).toEqual({ status: -1, message, data: null });
      };
      await refused('PUT', `/ingest/lives/${news}`, { status: 1 }, '稿件不是直播');
      await refused('PUT', '/ingest/lives/987654', { status: 1 }, '稿件不存在', 404);
      await refused('PUT', `/ingest/lives/${fileId}`, { status: 3 }, '字段 status 必须是 0、1、2 之一');
      await refused(
        'PUT',
        `/ingest/lives/${fileId}`,
        { videos: [{ appLiveUrl: 'javascript:x' }] },
        '字段 videos[0].appLiveUrl 格式错误',
      );
      // Another host written as a site path: browsers read both as protocol-relative.
      for (const url of ['//evil.example/live.m3u8', '/\\evil.example/live.m3u8']) {
        await refused(
          'PUT',
          `/ingest/lives/${fileId}`,
          { videos: [{ appLiveUrl: url }] },
          '字段 videos[0].appLiveUrl 格式错误',
        );
      }
      await refused('PUT', `/ingest/lives/${fileId}`, { title: 'x' }, '不支持的字段 title');
      await refused(
        'POST',
        `/ingest/lives/${fileId}/reports`,
        { content: ' ' },
        '字段 content 和 pictures 不能都为空',
      );
      await refused(
        'POST',
        `/ingest/lives/${fileId}/reports`,
        { pictures: [{ url: '/demo/rain.svg' }] },
        '缺少字段 pictures[0].width',
      );
      await refused('POST', `/ingest/lives/${news}/reports`, { content: '文字' }, '稿件不是直播');
      expect((await view(fileId)).body.data.list).toEqual([]);
    });
  });

  it('links editors to the article page to preview a live, as the live screen reads published lives only', async () => {
    const fileId = await liveArticle({ aStatus: 0 });
    const { body } = await suite.send<{ path: string }>('POST', `/ingest/articles/${fileId}/preview`);
    expect(body.data.path).toMatch(
      new RegExp(`^/newsDetail/${suite.columns['城事']}/${fileId}\\.html\\?isPreview=true&`),
    );
  });

  describe('liveComing and liveCount', () => {
    it('lists announced lives, the soonest start first', async () => {
      const later = await liveArticle({ title: '直播｜稍后开始' });
      const sooner = await liveArticle({ title: '直播｜马上开始' });
      const unscheduled = await liveArticle({ title: '直播｜时间待定' });
      await suite.send('PUT', `/ingest/lives/${later}`, { startTime: Date.UTC(2031, 0, 2) });
      await suite.send('PUT', `/ingest/lives/${sooner}`, { startTime: Date.UTC(2031, 0, 1) });
      const { body } = await suite.op<{ list: Main[]; hasMore: boolean }>('liveComing', {
        columnId: suite.columns['本地']!,
      });
      const ids = body.data.list.map((live) => live.fileId);
      expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
      expect(ids.indexOf(later)).toBeLessThan(ids.indexOf(unscheduled));
      expect(body.data.list.every((live) => live.status === 0)).toBe(true);
      expect(body.data.hasMore).toBe(false);
      const everywhere = await suite.op<{ list: Main[] }>('liveComing');
      expect(everywhere.body.data.list.map((live) => live.title)).not.toContain('直播｜临江马拉松鸣枪开跑');
      expectRefusal(await suite.op('liveComing', { columnId: 987654 }), '栏目不存在');
    });

    it('counts a reader opening the live', async () => {
      const fileId = await seeded('直播｜非遗市集开市 老手艺人现场展示');
      const before = await suite.op<{ countClick: number; status: number }>('liveCount', { id: fileId });
      await postForm(suite.t.app, '/main/event', {
        appID: '1',
        device: 'xy17000000001234',
        id: String(fileId),
        type: '3',
      });
      const after = await suite.op<{ countClick: number; status: number }>('liveCount', { id: fileId });
      expect(after.body.data).toEqual({ fileId, status: 2, countClick: before.body.data.countClick + 1 });
      expectRefusal(await suite.op('liveCount', { id: 987654 }), '直播不存在');
    });

    it('counts readers opening the live at the same moment, each once (one statement, no lost count)', async () => {
      const fileId = await liveArticle({ title: '直播｜同时打开' });
      const readers = 25;
      await Promise.all(
        Array.from({ length: readers }, (_, n) =>
          postForm(suite.t.app, '/main/event', {
            appID: '1',
            device: `xy1700000000${String(n).padStart(4, '0')}`,
            id: String(fileId),
            type: '3',
          }),
        ),
      );
      const counted = await suite.op<{ countClick: number }>('liveCount', { id: fileId });
      expect(counted.body.data.countClick).toBe(readers);
      expect((await view(fileId)).body.data.countClick).toBe(readers);
    });
  });

  it('seeds the demo lives once', async () => {
    const count = async () => (await suite.t.database.db.select().from(liveReports)).length;
    const before = await count();
    expect(await seedDemo(suite.t.database.db, [liveSeed])).toEqual([]);
    expect(await count()).toBe(before);
  });
});
