// Short videos on the video-on-demand service: a clip (vodArticle) and a category's clips a page at a time
// (vodCategoryList), on the seeded demo's short-video category.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { vodVideos } from '../../backend/vod/schema';
import { DEMO_SHORT_VIDEO_CATEGORY, DEMO_SHORT_VIDEO_NODE } from '../../backend/vod/seed';
import type { ShortVideo } from '../../backend/vod/vodRepo';
import { expectRefusal } from './readingHelpers';
import { drivers } from './testDb';
import { get, startApp, type TestApp } from './testApp';

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
});
