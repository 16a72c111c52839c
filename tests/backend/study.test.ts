// Online study: the seeded course and its lessons in order; a member's progress (an article done when read to its
// end, a video or audio lesson when played to STUDY_LIMITS.doneShare; positions capped by the lesson's duration),
// idempotent and exact when writes arrive together; a lesson of another course refused with nothing stored; the
// CMS publishing and editing courses (a kept lesson keeps its progress).
import { and, count, eq } from 'drizzle-orm';
import { lessonProgress } from '../../backend/study/schema';
import { LESSON_KIND } from '../../lib/contract/study';
import { articleId, member } from './commentHelpers';
import { admin } from './memberHelpers';
import { call, get, postForm, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

interface Lesson {
  id: number;
  kind: number;
  title: string;
  articleId: number | null;
  mediaUrl: string;
  duration: number;
}
interface Course {
  id: number;
  title: string;
  lessons: Lesson[];
}
interface Progress {
  lessons: { lessonId: number; position: number; done: boolean }[];
  doneCount: number;
}

describe.each(drivers)('online study on $name', (driver) => {
  let t: TestApp;
  let phoneNo = 0;
  let demo: Course;
  beforeAll(async () => {
    t = await startApp(driver);
    const list = (await get<{ list: { id: number }[] }>(t.app, '/main/courseList')).body.data.list;
    demo = (await get<Course>(t.app, '/main/courseDetail', { id: String(list[0]!.id) })).body.data;
  }, 180_000);
  afterAll(() => t.close());

  const newMember = () => member(t, `1370000${String((phoneNo += 1)).padStart(4, '0')}`);
  const lessonOf = (kind: number) => demo.lessons.find((lesson) => lesson.kind === kind)!;
  const write = (token: string, fields: Record<string, string>) =>
    postForm<{ lessonId: number; position: number; done: boolean }>(
      t.app,
      '/main/lessonProgress',
      { id: String(demo.id), ...fields },
      { token },
    );
  const progress = async (token: string, id = demo.id) =>
    (await get<Progress>(t.app, '/main/courseProgress', { id: String(id) }, { token })).body;
  const storedRows = async (userId: number) =>
    (
      await t.database.db.select({ n: count() }).from(lessonProgress).where(eq(lessonProgress.userId, userId))
    )[0]?.n ?? 0;

  it('answers the demo course with its article, video and audio lessons in order', async () => {
    expect(demo.title).toBe('汛期安全微课堂');
    expect(demo.lessons.map((lesson) => lesson.kind)).toEqual([
      LESSON_KIND.article,
      LESSON_KIND.article,
      LESSON_KIND.video,
      LESSON_KIND.audio,
    ]);
    expect(lessonOf(LESSON_KIND.article).articleId).toBe(
      await articleId(t, '临江发布今年首个暴雨蓝色预警 防汛Ⅳ级应急响应启动'),
    );
    expect(lessonOf(LESSON_KIND.video)).toMatchObject({
      mediaUrl: '/demo/hls/riverside/index.m3u8',
      duration: 6,
    });
    expect(lessonOf(LESSON_KIND.audio).mediaUrl).toBe('/demo/audio/flood-siren.wav');
    expect((await get(t.app, '/main/courseDetail', { id: '999999' })).body.message).toBe('课程不存在');
  });

  it('marks an article done when read to its end, a video at 90 %, and caps positions at the duration', async () => {
    const { token } = await newMember();
    const article = lessonOf(LESSON_KIND.article);
    const video = lessonOf(LESSON_KIND.video);
    expect((await write(token, { lessonId: String(article.id), done: '1' })).body.data).toMatchObject({
      done: true,
    });
    const early = await write(token, { lessonId: String(video.id), position: '5.3' });
    expect(early.body.data).toMatchObject({ position: 5.3, done: false });
    const late = await write(token, { lessonId: String(video.id), position: '5.4' });
    expect(late.body.data).toMatchObject({ position: 5.4, done: true });
    const past = await write(token, { lessonId: String(video.id), position: '9999' });
    expect(past.body.data).toMatchObject({ position: video.duration, done: true });
    // Back to the start: the position moves, done stays.
    const again = await write(token, { lessonId: String(video.id), position: '1' });
    expect(again.body.data).toMatchObject({ position: 1, done: true });
    const mine = await progress(token);
    expect(mine.data.doneCount).toBe(2);
    expect(mine.data.lessons).toEqual(
      expect.arrayContaining([
        { lessonId: article.id, position: 0, done: true },
        { lessonId: video.id, position: 1, done: true },
      ]),
    );
  });

  it('lands on one row and one state however many writes arrive together', async () => {
    const { token, userId } = await newMember();
    const audio = lessonOf(LESSON_KIND.audio);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => write(token, { lessonId: String(audio.id), position: '11' })),
    );
    expect(answers.every((answer) => answer.body.status === 0)).toBe(true);
    expect(await storedRows(userId)).toBe(1);
    expect((await progress(token)).data).toEqual({
      lessons: [{ lessonId: audio.id, position: 11, done: true }],
      doneCount: 1,
    });
    // Different positions together: done once any of them reached 90 %, one row still.
    const other = await newMember();
    await Promise.all(
      ['2', '10.8', '3', '4'].map((position) => write(other.token, { lessonId: String(audio.id), position })),
    );
    const [row] = await t.database.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, other.userId), eq(lessonProgress.lessonId, audio.id)));
    expect(row?.done).toBe(true);
    expect(await storedRows(other.userId)).toBe(1);
  });

  it('refuses a lesson of another course, bad positions and signed-out writes, storing nothing', async () => {
    const { token, userId } = await newMember();
    const created = await call<Course>(t.app, {
      method: 'POST',
      url: '/ingest/courses',
      headers: admin(t),
      payload: {
        title: '另一门课',
        lessons: [{ kind: LESSON_KIND.audio, title: '音频', mediaUrl: '/demo/a.wav', durationSeconds: 30 }],
      },
    });
    const foreign = created.body.data.lessons[0]!.id;
    expect((await write(token, { lessonId: String(foreign), position: '3' })).body).toMatchObject({
      status: -1,
      message: '该课时不属于本课程',
    });
    const video = String(lessonOf(LESSON_KIND.video).id);
    for (const position of ['-1', 'abc', '1e3', 'Infinity', '99999999']) {
      expect((await write(token, { lessonId: video, position })).body.message).toBe('参数 position 格式错误');
    }
    expect((await write(token, { lessonId: video })).body.status).toBe(-1);
    const unknown = await postForm(
      t.app,
      '/main/lessonProgress',
      { id: '999999', lessonId: video, position: '1' },
      { token },
    );
    expect(unknown.body.message).toBe('课程不存在');
    expect(await storedRows(userId)).toBe(0);
    const signedOut = await postForm(t.app, '/main/lessonProgress', {
      id: String(demo.id),
      lessonId: video,
      position: '1',
    });
    expect(signedOut.body.status).toBe(10102);
    expect((await get(t.app, '/main/courseProgress', { id: String(demo.id) })).body.status).toBe(10102);
  });

  it('publishes and edits a course: kept lessons keep their progress, dropped ones lose it', async () => {
    const first = await articleId(t, '沿江12处易涝点完成排查 移动泵车提前就位');
    const publish = (payload: object) =>
      call<Course>(t.app, { method: 'POST', url: '/ingest/courses', headers: admin(t), payload });
    const course = (
      await publish({
        title: '新课',
        intro: '简介',
        cover: '/demo/rain.svg',
        lessons: [
          { kind: LESSON_KIND.article, title: '读一读', articleId: first },
          { kind: LESSON_KIND.video, title: '看一看', mediaUrl: '/demo/v.mp4', durationSeconds: 60 },
        ],
      })
    ).body.data;
    const [reading, watching] = course.lessons;
    const { token, userId } = await newMember();
    const mine = (fields: Record<string, string>) =>
      postForm(t.app, '/main/lessonProgress', { id: String(course.id), ...fields }, { token });
    await mine({ lessonId: String(reading!.id), done: '1' });
    await mine({ lessonId: String(watching!.id), position: '20' });
    const edit = (payload: object, id = course.id) =>
      call<Course>(t.app, { method: 'PATCH', url: `/ingest/courses/${id}`, headers: admin(t), payload });
    const edited = await edit({
      title: '新课（修订）',
      lessons: [
        {
          id: watching!.id,
          kind: LESSON_KIND.video,
          title: '看一看',
          mediaUrl: '/demo/v.mp4',
          durationSeconds: 60,
        },
        { kind: LESSON_KIND.audio, title: '听一听', mediaUrl: '/demo/a.wav', durationSeconds: 10 },
      ],
    });
    expect(edited.body.data.title).toBe('新课（修订）');
    expect(edited.body.data.lessons.map((lesson) => lesson.title)).toEqual(['看一看', '听一听']);
    expect(edited.body.data.lessons[0]!.id).toBe(watching!.id);
    expect((await progress(token, course.id)).data).toEqual({
      lessons: [{ lessonId: watching!.id, position: 20, done: false }],
      doneCount: 0,
    });
    // Another course's lesson, an unknown article, a media lesson without its duration: refused, nothing changed.
    const refused = [
      await edit({
        lessons: [
          { id: lessonOf(LESSON_KIND.video).id, kind: 2, title: 'x', mediaUrl: '/v.mp4', durationSeconds: 5 },
        ],
      }),
      await edit({ lessons: [{ kind: LESSON_KIND.article, title: 'x', articleId: 999_999 }] }),
      await edit({ lessons: [{ kind: LESSON_KIND.video, title: 'x', mediaUrl: '/v.mp4' }] }),
      await publish({ title: '', lessons: [] }),
    ];
    expect(refused.map((answer) => answer.http)).toEqual([400, 400, 400, 400]);
    expect(refused.map((answer) => answer.body.message)).toEqual([
      '课时不属于该课程',
      '稿件不存在：999999',
      '缺少字段 lessons[0].durationSeconds',
      '字段 title 不能为空',
    ]);
    const detail = await get<Course>(t.app, '/main/courseDetail', { id: String(course.id) });
    expect(detail.body.data.lessons.map((lesson) => lesson.title)).toEqual(['看一看', '听一听']);
    expect(await storedRows(userId)).toBe(1);
    expect((await edit({ title: '无此课' }, 999_999)).http).toBe(404);
  });
});
