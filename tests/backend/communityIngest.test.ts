// The friends circle's CMS side (editors create, edit and remove moments in a member's name, refused with nothing
// stored when wrong) and the circle post interval, a setting (CIRCLE_POST_INTERVAL_MS, 30 s by default) that the
// atomic rate limit keeps whatever arrives together.
import { count } from 'drizzle-orm';
import { moments } from '../../backend/community/schema';
import { loadConfig } from '../../backend/core/config';
import { POST_STATUS } from '../../lib/contract/community';
import { member } from './commentHelpers';
import { admin } from './memberHelpers';
import { call, get, postForm, sibling, startApp, TEST_SECRETS, type TestApp } from './testApp';
import { drivers } from './testDb';

interface Moment {
  id: number;
  content: string;
  pictures: string[];
  videoUrl: string;
  status: number;
}

describe.each(drivers)('the friends circle in the CMS and the post interval on $name', (driver) => {
  let t: TestApp;
  let author: number;
  beforeAll(async () => {
    t = await startApp(driver);
    author = (await member(t, '13600000001')).userId;
  }, 180_000);
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    call<Moment>(t.app, { method, url, headers: admin(t), payload });
  const open = (id: number) => get<Moment>(t.app, '/main/momentsDetail', { id: String(id) });
  const stored = async () => (await t.database.db.select({ n: count() }).from(moments))[0]?.n ?? 0;

  it('creates a moment that shows at once, edits it and removes it', async () => {
    const created = await send('POST', '/ingest/moments', {
      userId: author,
      content: '滨江步道的清晨',
      pictures: ['/demo/skyline.svg'],
    });
    expect(created.body.data.status).toBe(POST_STATUS.approved);
    const { id } = created.body.data;
    expect((await open(id)).body.data).toMatchObject({
      content: '滨江步道的清晨',
      pictures: ['/demo/skyline.svg'],
    });
    const latest = (await get<{ list: Moment[] }>(t.app, '/main/momentList')).body.data.list;
    expect(latest[0]?.id).toBe(id);

    await send('PATCH', `/ingest/moments/${id}`, { content: '改过的文字', pictures: [] });
    await send('PATCH', `/ingest/moments/${id}`, { videoUrl: '/demo/hls/riverside/index.m3u8' });
    expect((await open(id)).body.data).toMatchObject({
      content: '改过的文字',
      pictures: [],
      videoUrl: '/demo/hls/riverside/index.m3u8',
    });

    expect((await send('DELETE', `/ingest/moments/${id}`)).body.data.status).toBe(POST_STATUS.removed);
    expect((await open(id)).body.message).toBe('动态不存在');
    const after = (await get<{ list: Moment[] }>(t.app, '/main/momentList')).body.data.list;
    expect(after.map((moment) => moment.id)).not.toContain(id);
    // A pending one (status 0) neither opens nor lists.
    const pending = await send('POST', '/ingest/moments', { userId: author, content: '待审', status: 0 });
    expect((await open(pending.body.data.id)).body.message).toBe('动态不存在');
  });

  it('refuses what a moment cannot be, storing nothing', async () => {
    const before = await stored();
    const refusals = [
      await send('POST', '/ingest/moments', { userId: author, content: '   ' }),
      await send('POST', '/ingest/moments', { userId: 999_999, content: '无人' }),
      await send('POST', '/ingest/moments', { content: '无作者' }),
      await send('POST', '/ingest/moments', {
        userId: author,
        content: '两样都有',
        pictures: ['/demo/skyline.svg'],
        videoUrl: '/demo/hls/riverside/index.m3u8',
      }),
      await send('POST', '/ingest/moments', {
        userId: author,
        content: '坏地址',
        pictures: ['javascript:alert(1)'],
      }),
      await send('POST', '/ingest/moments', { userId: author, content: '多余', likes: 5 }),
    ];
    expect(refusals.map((answer) => answer.http)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(refusals.map((answer) => answer.body.message).slice(0, 4)).toEqual([
      '字段 content 不能为空',
      '会员不存在',
      '缺少字段 userId',
      '图片和视频只能选一种',
    ]);
    expect(await stored()).toBe(before);
    // An edit adding pictures to a video moment is refused too; an unknown moment is 404.
    const video = (
      await send('POST', '/ingest/moments', { userId: author, content: '视频', videoUrl: '/demo/v.mp4' })
    ).body.data.id;
    expect((await send('PATCH', `/ingest/moments/${video}`, { pictures: ['/demo/skyline.svg'] })).http).toBe(
      400,
    );
    expect((await open(video)).body.data.pictures).toEqual([]);
    expect((await send('PATCH', '/ingest/moments/999999', { content: '无' })).http).toBe(404);
    expect((await send('DELETE', '/ingest/moments/999999')).http).toBe(404);
  });

  it('is 30 s unless CIRCLE_POST_INTERVAL_MS says otherwise', () => {
    expect(loadConfig({ ...TEST_SECRETS }).community.postIntervalMs).toBe(30_000);
    expect(loadConfig({ ...TEST_SECRETS, CIRCLE_POST_INTERVAL_MS: '5000' }).community.postIntervalMs).toBe(
      5000,
    );
    expect(() => loadConfig({ ...TEST_SECRETS, CIRCLE_POST_INTERVAL_MS: '-1' })).toThrow();
  });

  const posting = async (postIntervalMs: number, attempts: number, wait = 0) => {
    const app = await sibling(t, { community: { postIntervalMs } });
    try {
      const { token } = await member(t, `1360000100${postIntervalMs === 0 ? 0 : 1}`);
      const circle = await call<{ id: number }>(app, {
        method: 'POST',
        url: '/ingest/circles',
        headers: admin(t),
        payload: { name: '间隔测试圈' },
      });
      const id = String(circle.body.data.id);
      await postForm(app, '/main/circleJoin', { id }, { token });
      const post = (content: string) => postForm(app, '/main/createPost', { id, content }, { token });
      const together = await Promise.all(Array.from({ length: attempts }, (_, i) => post(`第${i}帖`)));
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const later = await post('稍后再发');
      return { together: together.map((answer) => answer.body.status), later: later.body.status };
    } finally {
      await app.close();
    }
  };

  it('holds a member to one post per configured interval, whatever arrives together', async () => {
    const short = await posting(1000, 4, 1100);
    expect(short.together.filter((status) => status === 0)).toHaveLength(1);
    expect(short.together.filter((status) => status === -429)).toHaveLength(3);
    expect(short.later).toBe(0);
    const none = await posting(0, 3);
    expect(none.together).toEqual([0, 0, 0]);
    expect(none.later).toBe(0);
  }, 60_000);
});
