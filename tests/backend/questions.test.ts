// 问吧 and 问政: the seeded demo topics, questions, answers and inquiries; asking (members only, text required,
// at most 2,000 characters, no markup, pictures by type) with nothing stored when refused; moderation (pending and
// rejected questions and inquiries are not shown: refused as unknown); an editor's answer and a department's
// reply through the ingest API; praise once per member and satisfaction once per member, however many taps arrive
// together; has-more at 20.
import { count, eq } from 'drizzle-orm';
import { questions } from '../../backend/accounts/schema';
import { inquiries } from '../../backend/questions/schema';
import { memberUploads } from '../../backend/uploads/schema';
import { INQUIRY_STATUS, QUESTION_LIMITS } from '../../lib/contract/questions';
import { member } from './commentHelpers';
import { admin } from './memberHelpers';
import { call, get, postForm, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

interface Question {
  id: number;
  content: string;
  pics: string[];
  praiseCount: number;
  answerCount: number;
  askerName: string;
  answers: { answererName: string; content: string; answerPics: string[] }[];
}
interface Inquiry {
  id: number;
  title: string;
  images: string[];
  videos: string[];
  audios: string[];
  status: number;
  reply: string;
  departmentName: string;
  qaType: { id: number; name: string };
  satisfaction: { satisfied: number; fair: number; unsatisfied: number };
}
type Page<T> = { list: T[]; hasMore: boolean };

const PICTURE = '/api/upload/files/0123456789abcdef.png';

describe.each(drivers)('问吧 and 问政 on $name', (driver) => {
  let t: TestApp;
  let phoneNo = 0;
  beforeAll(async () => {
    t = await startApp(driver);
  }, 180_000);
  afterAll(() => t.close());

  const newMember = () => member(t, `1380000${String((phoneNo += 1)).padStart(4, '0')}`);
  const ingest = <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    call<T>(t.app, { method, url: `/ingest${url}`, headers: admin(t), payload });
  const newTopic = async () => {
    const answer = await ingest<{ id: number }>('POST', '/questionSubjects', { title: '测试话题' });
    expect(answer.body.status).toBe(0);
    return answer.body.data.id;
  };
  const ask = (id: number, token: string, fields: Record<string, string>) =>
    postForm<{ id: number }>(t.app, '/main/askQuestion', { id: String(id), ...fields }, { token });
  const list = async (id: number, hot = false, page = 1) =>
    (
      await get<Page<Question>>(t.app, hot ? '/main/questionListHot' : '/main/questionList', {
        id: String(id),
        page: String(page),
      })
    ).body.data;
  const detail = (id: number) => get<Question>(t.app, '/main/questionDetail', { id: String(id) });
  const inquiry = (id: number) => get<Inquiry>(t.app, '/main/qaDetail', { id: String(id) });
  const storedQuestions = async (subjectId: number) =>
    (await t.database.db.select({ n: count() }).from(questions).where(eq(questions.subjectId, subjectId)))[0]
      ?.n ?? 0;
  const storedInquiries = async () => (await t.database.db.select({ n: count() }).from(inquiries))[0]?.n ?? 0;

  it('answers the demo topics with their questions, answers with pictures, and the demo inquiries', async () => {
    const topics = (await get<{ list: { id: number; title: string }[] }>(t.app, '/main/questionSubjectList'))
      .body.data.list;
    expect(topics.map((topic) => topic.title)).toEqual([
      '2026 年中考招生政策问答',
      '城南老旧小区改造，你想问什么？',
    ]);
    const renewal = topics[1]!.id;
    const newest = await list(renewal);
    expect(newest.list.map((each) => each.answerCount)).toEqual([0, 1, 1]);
    expect(newest.hasMore).toBe(false);
    expect((await list(renewal, true)).list.map((each) => each.praiseCount)).toEqual([42, 18, 7]);
    const lift = (await detail(newest.list[2]!.id)).body.data;
    expect(lift.pics).toEqual(['/demo/skyline.svg']);
    expect(lift.answers[0]).toMatchObject({
      answererName: '市住建局',
      answerPics: ['/demo/classroom.svg', '/demo/river-bridge.svg'],
    });
    expect((await get(t.app, '/main/questionSubject', { id: '987654' })).body).toMatchObject({
      status: -1,
      message: '话题不存在',
    });
    expect((await get(t.app, '/main/questionList', { id: '987654' })).body.message).toBe('话题不存在');

    const shown = (await get<Page<Inquiry>>(t.app, '/main/qaList')).body.data.list;
    expect(shown.map((each) => each.status)).toEqual([INQUIRY_STATUS.published, INQUIRY_STATUS.answered]);
    const answered = (await inquiry(shown[1]!.id)).body.data;
    expect(answered).toMatchObject({
      departmentName: '市生态环境局',
      qaType: { name: '投诉' },
      videos: ['/demo/hls/riverside/index.m3u8'],
      audios: ['/demo/hotline-message.wav'],
    });
    expect(answered.images).toHaveLength(2);
    expect(answered.reply).toContain('责令施工单位');
    const choices = (await get<{ types: unknown[]; departments: unknown[] }>(t.app, '/main/qaType')).body
      .data;
    expect([choices.types.length, choices.departments.length]).toEqual([4, 4]);
    expect((await get(t.app, '/main/qaConfig')).body.data).toMatchObject({
      title: '问政临江',
      satisfaction: true,
    });
  });

  it('refuses empty, overlong and marked-up questions and non-pictures, storing nothing', async () => {
    const id = await newTopic();
    const { token } = await newMember();
    expect((await ask(id, token, { content: '   ' })).body).toMatchObject({
      status: -1,
      message: '请输入内容',
    });
    expect((await ask(id, token, { content: '问'.repeat(20_000) })).body.message).toBe(
      `内容不能超过${QUESTION_LIMITS.maxChars}个字`,
    );
    for (const content of ['<script>alert(1)</script>', '看<b>这里</b>', '<img src=x onerror=alert(1)>']) {
      expect((await ask(id, token, { content })).body.message).toBe('内容不能包含HTML代码');
    }
    expect((await ask(id, token, { content: '图片', pics: '/x/evil.exe' })).body.message).toBe(
      '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！',
    );
    expect((await ask(987_654, token, { content: '你好' })).body.message).toBe('话题不存在');
    const signedOut = await postForm(t.app, '/main/askQuestion', { id: String(id), content: '匿名' });
    expect(signedOut.body.status).toBe(10102);
    expect(await storedQuestions(id)).toBe(0);
    // Comparisons such as 1 < 2 are text, not markup.
    expect((await ask(id, token, { content: '限高 2 < 3 米吗？' })).body.status).toBe(0);
  });

  it('shows a question only once approved, never when rejected, and an editor’s answer on it', async () => {
    const id = await newTopic();
    const author = await newMember();
    const sent = await ask(id, author.token, { content: '施工期间停水吗？', pics: PICTURE });
    expect(sent.body).toMatchObject({ status: 0, message: '提问成功，审核通过后显示' });
    const questionId = sent.body.data.id;
    expect((await list(id)).list).toHaveLength(0);
    expect((await detail(questionId)).body.message).toBe('问题不存在');
    const queue = await ingest<{ list: { id: number }[] }>('GET', '/topicQuestions?queue=pending');
    expect(queue.body.data.list.map((each) => each.id)).toContain(questionId);
    expect((await ingest('POST', `/topicQuestions/${questionId}/approve`)).body.status).toBe(0);
    expect((await detail(questionId)).body.data).toMatchObject({ pics: [PICTURE], answers: [] });
    const waiting = await ingest<{ list: { id: number }[] }>('GET', '/topicQuestions?queue=approved');
    expect(waiting.body.data.list.map((each) => each.id)).toContain(questionId);
    const answer = await ingest('POST', `/questions/${questionId}/answers`, {
      answererName: '自来水公司',
      content: '不停水，夜间降压供水。',
      answerPics: [PICTURE],
    });
    expect(answer.body.status).toBe(0);
    expect((await detail(questionId)).body.data.answers).toMatchObject([
      { answererName: '自来水公司', answerPics: [PICTURE] },
    ]);
    const done = await ingest<{ list: { id: number }[] }>('GET', '/topicQuestions?queue=answered');
    expect(done.body.data.list.map((each) => each.id)).toContain(questionId);

    const other = (await ask(id, (await newMember()).token, { content: '广告内容' })).body.data.id;
    expect((await ingest('POST', `/topicQuestions/${other}/reject`, {})).http).toBe(400);
    expect(
      (await ingest('POST', `/topicQuestions/${other}/reject`, { reason: '与话题无关' })).body.status,
    ).toBe(0);
    expect((await detail(other)).body.message).toBe('问题不存在');
    const rejected = await ingest<{ list: { id: number; rejectReason: string }[] }>(
      'GET',
      '/topicQuestions?queue=rejected',
    );
    expect(rejected.body.data.list.find((each) => each.id === other)?.rejectReason).toBe('与话题无关');
    expect((await ingest('POST', '/topicQuestions/987654/approve')).http).toBe(404);
  });

  it('counts a praise once per member whatever arrives together, and pages 20 at a time', async () => {
    const id = await newTopic();
    const asker = await newMember();
    const ids: number[] = [];
    for (let i = 0; i < QUESTION_LIMITS.pageSize + 1; i += 1) {
      const [row] = await t.database.db
        .insert(questions)
        .values({ subjectId: id, userId: asker.userId, content: `第${i}问`, status: 1 })
        .returning({ id: questions.id });
      ids.push(row!.id);
    }
    const first = await list(id);
    expect([first.list.length, first.hasMore]).toEqual([20, true]);
    expect((await list(id, false, 2)).list.map((each) => each.id)).toEqual([ids[0]]);
    const praise = (questionId: number, token: string, value = '1') =>
      postForm<{ praiseCount: number }>(
        t.app,
        '/main/questionPraise',
        { id: String(questionId), praise: value },
        { token },
      );
    const [one, two] = [await newMember(), await newMember()];
    const together = await Promise.all(Array.from({ length: 8 }, () => praise(ids[3]!, one.token)));
    expect(together.filter((answer) => answer.body.status === 0)).toHaveLength(1);
    expect(together.filter((answer) => answer.body.message === '请不要重复点赞')).toHaveLength(7);
    await Promise.all([praise(ids[3]!, two.token), praise(ids[5]!, two.token)]);
    expect((await list(id, true)).list.slice(0, 2).map((each) => [each.id, each.praiseCount])).toEqual([
      [ids[3], 2],
      [ids[5], 1],
    ]);
    expect((await praise(ids[3]!, two.token, '0')).body.data.praiseCount).toBe(1);
    expect((await praise(987_654, one.token)).body.message).toBe('问题不存在');
  });

  it("takes an inquiry's video and recording only when they are the member's own uploads", async () => {
    const choices = (
      await get<{ types: { id: number }[]; departments: { id: number }[] }>(t.app, '/main/qaType')
    ).body.data;
    const other = await newMember();
    const VIDEO = '/api/upload/files/00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff.mp4';
    const AUDIO = '/api/upload/files/ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100.mp3';
    await t.database.db.insert(memberUploads).values({ userId: other.userId, url: VIDEO, kind: 'video' });
    // One member, who uploaded the recording, sends every time: a refused file does not take their 30 s interval.
    const asker = await newMember();
    await t.database.db.insert(memberUploads).values({ userId: asker.userId, url: AUDIO, kind: 'audio' });
    const open = async (fields: Record<string, string>) => {
      return postForm<{ id: number }>(
        t.app,
        '/main/qaSubmit',
        {
          departmentId: String(choices.departments[0]!.id),
          typeId: String(choices.types[0]!.id),
          title: '噪音扰民',
          content: '工地夜间施工，录了视频和声音。',
          ...fields,
        },
        { token: asker.token },
      );
    };
    const before = await storedInquiries();
    // Someone else's video, and the member's own recording sent as a video: nothing stored.
    expect((await open({ videos: VIDEO, audios: AUDIO })).body.message).toBe('附件无效，请重新上传');
    expect((await open({ videos: AUDIO })).body.message).toBe('附件无效，请重新上传');
    expect((await open({ videos: `${VIDEO},${AUDIO}` })).body.message).toBe('最多上传1个视频');
    expect(await storedInquiries()).toBe(before);
    const sent = await open({ audios: AUDIO });
    expect(sent.body.status).toBe(0);
    expect((await ingest('POST', `/inquiries/${sent.body.data.id}/approve`)).body.status).toBe(0);
    expect((await inquiry(sent.body.data.id)).body.data).toMatchObject({ videos: [], audios: [AUDIO] });
  });

  it('opens an inquiry, shows it once approved, takes a department’s reply and one rating per member', async () => {
    const choices = (
      await get<{ types: { id: number }[]; departments: { id: number }[] }>(t.app, '/main/qaType')
    ).body.data;
    const { token } = await newMember();
    const open = (fields: Record<string, string>) =>
      postForm<{ id: number }>(
        t.app,
        '/main/qaSubmit',
        {
          departmentId: String(choices.departments[0]!.id),
          typeId: String(choices.types[0]!.id),
          title: '路灯不亮',
          content: '幸福路的路灯坏了一周。',
          ...fields,
        },
        { token },
      );
    const before = await storedInquiries();
    expect((await open({ content: '' })).body.message).toBe('请输入内容');
    expect((await open({ title: '' })).body.message).toBe('请输入标题');
    expect((await open({ content: '<script>x</script>' })).body.message).toBe('内容不能包含HTML代码');
    expect((await open({ departmentId: '987654' })).body.message).toBe('请选择部门和类型');
    expect(await storedInquiries()).toBe(before);
    const sent = await open({ images: PICTURE });
    expect(sent.body.status).toBe(0);
    const id = sent.body.data.id;
    expect((await inquiry(id)).body.message).toBe('问政不存在');
    expect((await ingest('POST', `/inquiries/${id}/reply`, { reply: '太早了' })).http).toBe(404);
    expect((await ingest('POST', `/inquiries/${id}/approve`)).body.status).toBe(0);
    expect((await inquiry(id)).body.data).toMatchObject({
      status: INQUIRY_STATUS.published,
      images: [PICTURE],
    });
    const rate = (memberToken: string, rating = '3') =>
      postForm<{ satisfaction: Inquiry['satisfaction'] }>(
        t.app,
        '/main/qaSatisfaction',
        { id: String(id), rating },
        { token: memberToken },
      );
    expect((await rate(token)).body.message).toBe('问政不存在');
    expect(
      (await ingest('POST', `/inquiries/${id}/reply`, { reply: '已安排维修，三日内修复。' })).body.status,
    ).toBe(0);
    expect((await inquiry(id)).body.data).toMatchObject({
      status: INQUIRY_STATUS.answered,
      reply: '已安排维修，三日内修复。',
    });
    const together = await Promise.all(Array.from({ length: 8 }, () => rate(token)));
    expect(together.filter((answer) => answer.body.status === 0)).toHaveLength(1);
    expect(together.filter((answer) => answer.body.message === '您已经评价过了')).toHaveLength(7);
    await rate((await newMember()).token, '1');
    expect((await inquiry(id)).body.data.satisfaction).toEqual({ satisfied: 1, fair: 0, unsatisfied: 1 });
    const own = await get<{ rating: number }>(t.app, '/main/qaMyRating', { id: String(id) }, { token });
    expect(own.body.data.rating).toBe(3);
    expect((await rate(token, '4')).body.status).toBe(-1);
    expect((await ingest('PUT', '/qaConfig', { satisfaction: false })).body.status).toBe(0);
    expect((await rate((await newMember()).token)).body.message).toBe('本站未开启满意度评价');
    await ingest('PUT', '/qaConfig', { satisfaction: true });

    const refused = (await open({ title: '重复提交' })).body;
    expect(refused.message).toBe('提交过于频繁，请稍后再试');
    const other = (await newMember()).token;
    const second = await postForm<{ id: number }>(
      t.app,
      '/main/qaSubmit',
      {
        departmentId: String(choices.departments[1]!.id),
        typeId: String(choices.types[1]!.id),
        title: '违规广告',
        content: '推销内容',
      },
      { token: other },
    );
    const secondId = second.body.data.id;
    expect(
      (await ingest('POST', `/inquiries/${secondId}/reject`, { reason: '内容与政务无关' })).body.status,
    ).toBe(0);
    expect((await inquiry(secondId)).body.message).toBe('问政不存在');
    const queue = await ingest<{ list: { id: number; rejectReason: string }[] }>(
      'GET',
      '/inquiries?status=2',
    );
    expect(queue.body.data.list.find((each) => each.id === secondId)?.rejectReason).toBe('内容与政务无关');
  });
});
