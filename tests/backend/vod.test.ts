// Short videos on the video-on-demand service, on the seeded demo's short-video category: a clip (vodArticle), its
// attachments, a category's clips a page at a time (vodCategoryList), the common and share config, clips by ids
// and the dynamic list (POST JSON), and the mobile-video event (vodEvent) counting plays.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { vodVideos } from '../../backend/vod/schema';
import { DEMO_SHORT_VIDEO_CATEGORY, DEMO_SHORT_VIDEO_NODE } from '../../backend/vod/seed';
import type { ShortVideo } from '../../backend/vod/vodRepo';
import { expectRefusal } from './readingHelpers';
import { drivers } from './testDb';
import { call, get, postForm, startApp, type TestApp } from './testApp';

interface Page {
  list: ShortVideo[];
  page: number;
  size: number;
  hasMore: boolean;
}

describe.each(drivers)('short videos on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const category = (query: Record<string, string | number> = {}) =>
    get<Page>(
      t.app,
      '/vod/vodCategoryList',
      Object.fromEntries(
        Object.entries({ categoryId: DEMO_SHORT_VIDEO_CATEGORY, ...query }).map(([key, value]) => [
          key,
          String(value),
        ]),
      ),
    );

  it('lists the seeded category newest first, each clip a locally served HLS playlist with its poster', async () => {
    const { body } = await category({ nodeCode: DEMO_SHORT_VIDEO_NODE, clientType: 1 });
    expect(body.status).toBe(0);
    const { list } = body.data;
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (let index = 1; index < list.length; index++) {
      expect(list[index - 1]!.publishtime).toBeGreaterThanOrEqual(list[index]!.publishtime);
    }
    for (const video of list) {
      expect(video.url).toMatch(/^\/demo\/hls\/.+\.m3u8$/);
      expect(existsSync(join(process.cwd(), 'public', video.url))).toBe(true);
      expect(existsSync(join(process.cwd(), 'public', video.poster))).toBe(true);
      expect(video.height).toBeGreaterThan(video.width);
    }
    // The clip retelling a video article carries its praise and comments.
    expect(list[0]!.articleId).toBeGreaterThan(0);
  });

  it('pages by size with has-more, never repeating a clip', async () => {
    const first = await category({ page: 1, size: 2 });
    const second = await category({ page: 2, size: 2 });
    const all = await category({ size: 50 });
    expect(first.body.data).toMatchObject({ page: 1, size: 2, hasMore: true });
    expect(second.body.data.page).toBe(2);
    const paged = [...first.body.data.list, ...second.body.data.list].map((video) => video.id);
    expect(paged).toEqual(all.body.data.list.slice(0, 4).map((video) => video.id));
    expect(all.body.data.hasMore).toBe(false);
  });

  it('answers an empty page for another category or node, and refuses bad input', async () => {
    expect((await category({ categoryId: 987654 })).body.data).toMatchObject({ list: [], hasMore: false });
    expect((await category({ nodeCode: 'elsewhere' })).body.data.list).toEqual([]);
    expectRefusal(await get(t.app, '/vod/vodCategoryList'), '缺少参数 categoryId');
    expectRefusal(await category({ clientType: 3 }), '参数 clientType 必须是 1 或 2');
    expectRefusal(await category({ nodeCode: '<x>' }), '参数 nodeCode 格式错误');
  });

  it('answers one clip by id, and refuses an unknown or withdrawn one', async () => {
    const [video] = (await category()).body.data.list;
    const { body } = await get<ShortVideo>(t.app, '/vod/vodArticle', { id: String(video!.id) });
    expect(body).toEqual({ status: 0, message: '成功', data: video });
    expectRefusal(await get(t.app, '/vod/vodArticle', { id: '987654' }), '视频不存在');
    expectRefusal(await get(t.app, '/vod/vodArticle'), '缺少参数 id');
    await t.database.db.update(vodVideos).set({ published: false }).where(eq(vodVideos.id, video!.id));
    expectRefusal(await get(t.app, '/vod/vodArticle', { id: String(video!.id) }), '视频不存在');
    expect((await category()).body.data.list.map((clip) => clip.id)).not.toContain(video!.id);
  });

  const postJson = <T>(path: string, payload: Record<string, unknown>) =>
    call<T>(t.app, { method: 'POST', url: `/vod/${path}`, payload });
  const allClips = async () => (await category({ size: 50 })).body.data.list;

  it("answers a clip's attachments: its playlist with frame and length, and its poster", async () => {
    const [video] = await allClips();
    const { body } = await get<{ id: number; list: Record<string, unknown>[] }>(t.app, '/vod/vodAttach', {
      id: String(video!.id),
    });
    expect(body.data).toEqual({
      id: video!.id,
      list: [
        { type: 'video', url: video!.url, width: 720, height: 1280, duration: 6 },
        { type: 'picture', url: video!.poster, width: 720, height: 1280 },
      ],
    });
    expectRefusal(await get(t.app, '/vod/vodAttach', { id: '987654' }), '视频不存在');
  });

  it("names its categories and page sizes in the common config, and a clip's share card in the share config", async () => {
    const common = await get<Record<string, unknown>>(t.app, '/vod/vodCommonConfig');
    // Every published clip of the category (an earlier test withdrew one).
    const count = (await allClips()).length;
    expect(common.body.data).toEqual({
      categories: [{ categoryId: DEMO_SHORT_VIDEO_CATEGORY, nodeCode: DEMO_SHORT_VIDEO_NODE, count }],
      clientTypes: [1, 2],
      pageSize: 10,
      relatedSize: 4,
    });
    const long = '　一段  很长的\n描述'.padEnd(140, '长');
    const [video] = await allClips();
    await t.database.db.update(vodVideos).set({ description: long }).where(eq(vodVideos.id, video!.id));
    const share = await get<Record<string, string>>(t.app, '/vod/vodShareConfig', { id: String(video!.id) });
    expect(share.body.data).toMatchObject({ id: video!.id, title: video!.title, picture: video!.poster });
    expect(share.body.data.path).toBe(`/mvodShare/${video!.id}.html`);
    expect(share.body.data.description).toHaveLength(100);
    expect(share.body.data.description!.startsWith('一段 很长的 描述长')).toBe(true);
    expectRefusal(await get(t.app, '/vod/vodShareConfig', { id: '987654' }), '视频不存在');
  });

  it('answers clips by ids in the order asked (POST JSON), leaving out unknown ones', async () => {
    const [a, b, c] = await allClips();
    const { body } = await postJson<{ list: ShortVideo[] }>('vodArticleList', {
      ids: `${c!.id},987654,${a!.id},${b!.id}`,
    });
    expect(body.data.list.map((video) => video.id)).toEqual([c!.id, a!.id, b!.id]);
    expectRefusal(await postJson('vodArticleList', { ids: 'x' }), '参数 ids 必须是以逗号分隔的正整数');
    expectRefusal(await postJson('vodArticleList', {}), '缺少参数 ids');
  });

  it('reads the dynamic list from a clip on, unmoved by a clip published meanwhile', async () => {
    const all = (await allClips()).map((video) => video.id);
    type Dynamic = { list: ShortVideo[]; hasMore: boolean; lastId: number };
    const first = await postJson<Dynamic>('vodDynamicArticleList', {
      categoryId: DEMO_SHORT_VIDEO_CATEGORY,
      size: 2,
    });
    expect(first.body.data.list.map((video) => video.id)).toEqual(all.slice(0, 2));
    expect(first.body.data).toMatchObject({ hasMore: true, lastId: all[1] });
    await t.database.db.insert(vodVideos).values({
      categoryId: DEMO_SHORT_VIDEO_CATEGORY,
      nodeCode: DEMO_SHORT_VIDEO_NODE,
      title: '刚发布的短视频',
      url: '/demo/hls/riverside/index.m3u8',
    });
    const rest = await postJson<Dynamic>('vodDynamicArticleList', {
      categoryId: DEMO_SHORT_VIDEO_CATEGORY,
      afterId: first.body.data.lastId,
      size: 50,
    });
    expect(rest.body.data.list.map((video) => video.id)).toEqual(all.slice(2));
    expect(rest.body.data.hasMore).toBe(false);
    expectRefusal(await postJson('vodDynamicArticleList', {}), '缺少参数 categoryId');
  });

  it('counts every play of the mobile-video event, sent at once, in one statement each', async () => {
    const [video] = await allClips();
    const before = video!.playCount;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        postForm(t.app, '/vod/vodEvent', { id: String(video!.id), type: '1' }),
      ),
    );
    expect(answers.every((answer) => answer.body.status === 0)).toBe(true);
    const counts = answers
      .map((answer) => (answer.body.data as { playCount: number }).playCount)
      .sort((x, y) => x - y);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, index) => before + index + 1));
    const { body } = await get<ShortVideo>(t.app, '/vod/vodArticle', { id: String(video!.id) });
    expect(body.data.playCount).toBe(before + 40);
    expectRefusal(await postForm(t.app, '/vod/vodEvent', { id: '987654', type: '1' }), '视频不存在');
    expectRefusal(
      await postForm(t.app, '/vod/vodEvent', { id: String(video!.id), type: '2' }),
      '参数 type 必须是 1',
    );
  });
});
