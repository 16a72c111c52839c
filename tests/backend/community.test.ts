// Circles: the seeded demo's circles, notices and posts; joining and leaving (exact when one member's taps
// arrive together); posting (members only, text required, at most CIRCLE_LIMITS.maxPictures pictures, one post per
// member per interval) with nothing stored when refused; moderation (pending, approved, removed: only approved
// posts are listed and open); praise once per member; newest and hot orders.
import { count, eq } from 'drizzle-orm';
import { circleMembers, circlePosts } from '../../backend/community/schema';
import { CIRCLE_LIMITS, POST_STATUS } from '../../lib/contract/community';
import { member } from './commentHelpers';
import { admin } from './memberHelpers';
import { call, get, postForm, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

interface Circle {
  id: number;
  name: string;
  memberCount: number;
  noticeList: { id: number; title: string; content: string }[];
}
interface Post {
  id: number;
  content: string;
  pictures: string[];
  praiseCount: number;
  status: number;
}
interface PostPage {
  list: Post[];
  hasMore: boolean;
}

const PICTURE = '/api/upload/files/0123456789abcdef.png';

describe.each(drivers)('circles on $name', (driver) => {
  let t: TestApp;
  let phoneNo = 0;
  beforeAll(async () => {
    t = await startApp(driver);
  }, 180_000);
  afterAll(() => t.close());

  const newMember = () => member(t, `1390000${String((phoneNo += 1)).padStart(4, '0')}`);
  const newCircle = async () => {
    const answer = await call<{ id: number }>(t.app, {
      method: 'POST',
      url: '/ingest/circles',
      headers: admin(t),
      payload: { name: '测试圈', intro: '测试', cover: '/demo/stadium.svg' },
    });
    expect(answer.body.status).toBe(0);
    return answer.body.data.id;
  };
  const detail = async (id: number) =>
    (await get<Circle>(t.app, '/main/circleDetail', { id: String(id) })).body;
  const join = (id: number, token: string) =>
    postForm<{ joined: boolean; memberCount: number }>(
      t.app,
      '/main/circleJoin',
      { id: String(id) },
      { token },
    );
  const leave = (id: number, token: string) =>
    postForm<{ joined: boolean; memberCount: number }>(
      t.app,
      '/main/circleLeave',
      { id: String(id) },
      { token },
    );
  const post = (id: number, token: string, fields: Record<string, string>) =>
    postForm<{ id: number }>(t.app, '/main/createPost', { id: String(id), ...fields }, { token });
  const list = async (id: number, listType = 1) =>
    (await get<PostPage>(t.app, '/main/postList', { id: String(id), listType: String(listType) })).body.data;
  const moderate = (id: number, verdict: string) =>
    call(t.app, { method: 'POST', url: `/ingest/circlePosts/${id}/${verdict}`, headers: admin(t) });
  const storedPosts = async (circleId: number) =>
    (
      await t.database.db.select({ n: count() }).from(circlePosts).where(eq(circlePosts.circleId, circleId))
    )[0]?.n ?? 0;

  it('answers the demo circles with their notices and approved posts with pictures', async () => {
    const circles = (await get<{ list: Circle[] }>(t.app, '/main/circleList')).body.data.list;
    expect(circles.map((circle) => circle.name)).toEqual(['临江跑团', '临江美食圈', '临江二中家长圈']);
    const runners = await detail(circles[0]!.id);
    expect(runners.data.noticeList[0]?.title).toBe('本周六滨江晨跑集合地点调整');
    expect(runners.data.memberCount).toBe(4);
    const newest = await list(runners.data.id);
    expect(newest.list).toHaveLength(4);
    expect(newest.list[0]?.pictures).toEqual(['/demo/river-bridge.svg', '/demo/skyline.svg']);
    expect(newest.hasMore).toBe(false);
    const hot = await list(runners.data.id, 2);
    expect(hot.list.map((each) => each.praiseCount)).toEqual([35, 21, 12, 4]);
    expect(await detail(999_999)).toMatchObject({ status: -1, message: '圈子不存在' });
  });

  it('joins and leaves exactly once however many taps arrive together', async () => {
    const id = await newCircle();
    const { token, userId } = await newMember();
    const joins = await Promise.all(Array.from({ length: 8 }, () => join(id, token)));
    expect(joins.every((answer) => answer.body.status === 0)).toBe(true);
    expect((await detail(id)).data.memberCount).toBe(1);
    const rows = await t.database.db.select().from(circleMembers).where(eq(circleMembers.circleId, id));
    expect(rows.map((row) => row.userId)).toEqual([userId]);
    const others = await Promise.all(Array.from({ length: 5 }, () => newMember()));
    await Promise.all(others.map((other) => join(id, other.token)));
    expect((await detail(id)).data.memberCount).toBe(6);
    await Promise.all(Array.from({ length: 8 }, () => leave(id, token)));
    expect((await detail(id)).data.memberCount).toBe(5);
    const membership = await get<{ joined: boolean }>(
      t.app,
      '/main/circleMembership',
      { id: String(id) },
      { token },
    );
    expect(membership.body.data.joined).toBe(false);
  });

  it('refuses posts from non-members, empty posts and too many pictures, storing nothing', async () => {
    const id = await newCircle();
    const { token } = await newMember();
    expect((await post(id, token, { content: '你好' })).body).toMatchObject({
      status: -1,
      message: '请先加入圈子',
    });
    await join(id, token);
    expect((await post(id, token, { content: '   ' })).body).toMatchObject({ message: '请输入内容' });
    const tooMany = Array.from({ length: CIRCLE_LIMITS.maxPictures + 1 }, () => PICTURE).join(',');
    expect((await post(id, token, { content: '图多', pictures: tooMany })).body).toMatchObject({
      message: `最多上传${CIRCLE_LIMITS.maxPictures}张图片`,
    });
    expect((await post(id, token, { content: '脚本', pictures: '/x/evil.exe' })).body.status).toBe(-1);
    expect((await post(999_999, token, { content: '你好' })).body.message).toBe('圈子不存在');
    expect(await storedPosts(id)).toBe(0);
    const signedOut = await postForm(t.app, '/main/createPost', { id: String(id), content: '匿名' });
    expect(signedOut.body.status).toBe(10102);
  });

  it('holds a member to one post per interval, whatever arrives together', async () => {
    const id = await newCircle();
    const { token } = await newMember();
    await join(id, token);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => post(id, token, { content: `第${i}帖`, pictures: PICTURE })),
    );
    expect(answers.filter((answer) => answer.body.status === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.message === '发帖过于频繁，请稍后再试')).toHaveLength(4);
    expect(await storedPosts(id)).toBe(1);
  });

  it('lists and opens a post only once approved, and never once removed', async () => {
    const id = await newCircle();
    const author = await newMember();
    await join(id, author.token);
    const sent = await post(id, author.token, {
      content: '等待审核的帖子',
      pictures: `${PICTURE},${PICTURE}`,
    });
    expect(sent.body.status).toBe(0);
    const postId = sent.body.data.id;
    expect((await list(id)).list).toHaveLength(0);
    expect((await get(t.app, '/main/postDetail', { id: String(postId) })).body.message).toBe('帖子不存在');
    const queue = await call<{ list: Post[] }>(t.app, {
      method: 'GET',
      url: '/ingest/circlePosts',
      headers: admin(t),
    });
    expect(queue.body.data.list.map((each) => each.id)).toContain(postId);
    expect((await moderate(postId, 'approve')).body).toMatchObject({ status: 0 });
    const shown = await get<Post>(t.app, '/main/postDetail', { id: String(postId) });
    expect(shown.body.data).toMatchObject({ content: '等待审核的帖子', pictures: [PICTURE, PICTURE] });
    expect((await list(id)).list.map((each) => each.id)).toEqual([postId]);
    expect((await moderate(postId, 'remove')).body).toMatchObject({ data: { status: POST_STATUS.removed } });
    expect((await get(t.app, '/main/postDetail', { id: String(postId) })).body.message).toBe('帖子不存在');
    expect((await list(id)).list).toHaveLength(0);
    expect((await moderate(999_999, 'approve')).http).toBe(404);
  });

  it('counts a praise once per member and orders hot by praise', async () => {
    const id = await newCircle();
    const [first, second] = [await newMember(), await newMember()];
    for (const each of [first, second]) await join(id, each.token);
    const a = (await post(id, first.token, { content: '甲' })).body.data.id;
    const b = (await post(id, second.token, { content: '乙' })).body.data.id;
    for (const each of [a, b]) await moderate(each, 'approve');
    const praise = (postId: number, token: string, value = '1') =>
      postForm<{ praiseCount: number }>(
        t.app,
        '/main/postPraise',
        { id: String(postId), praise: value },
        { token },
      );
    const together = await Promise.all(Array.from({ length: 6 }, () => praise(a, first.token)));
    expect(together.filter((answer) => answer.body.status === 0)).toHaveLength(1);
    expect(together.filter((answer) => answer.body.message === '请不要重复点赞')).toHaveLength(5);
    await praise(a, second.token);
    expect((await list(id, 2)).list.map((each) => [each.id, each.praiseCount])).toEqual([
      [a, 2],
      [b, 0],
    ]);
    expect((await list(id, 1)).list.map((each) => each.id)).toEqual([b, a]);
    expect((await praise(a, second.token, '0')).body.data.praiseCount).toBe(1);
    expect((await get(t.app, '/main/postList', { id: String(id), listType: '3' })).body.status).toBe(-1);
  });

  it('answers the friends-circle posts, pictures or a video, praised once per member', async () => {
    const latest = (await get<{ list: (Post & { videoUrl: string })[] }>(t.app, '/main/momentList')).body.data
      .list;
    expect(latest.map((each) => [each.pictures.length, each.videoUrl])).toEqual([
      [3, ''],
      [0, '/demo/hls/riverside/index.m3u8'],
    ]);
    const id = latest[0]!.id;
    const moment = await get<Post>(t.app, '/main/momentsDetail', { id: String(id) });
    expect(moment.body.data).toMatchObject({ praiseCount: 26 });
    const { token } = await newMember();
    const praise = () =>
      postForm<{ praiseCount: number }>(t.app, '/main/momentPraise', { id: String(id) }, { token });
    const together = await Promise.all(Array.from({ length: 4 }, praise));
    expect(together.filter((answer) => answer.body.status === 0)).toHaveLength(1);
    expect((await get<Post>(t.app, '/main/momentsDetail', { id: String(id) })).body.data.praiseCount).toBe(
      27,
    );
    expect((await get(t.app, '/main/momentsDetail', { id: '999999' })).body.message).toBe('动态不存在');
  });
});
