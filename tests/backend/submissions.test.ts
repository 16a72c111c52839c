// Calls for submissions and submissions: the seeded call with its approved works and the demo member's refused
// submission; sending (members only, title and text required, 20,000 characters refused, a name where the call
// asks one, at most SUBMISSION_LIMITS.maxPictures pictures, one per member per interval) with nothing stored when
// refused; HTML refused; a member's own submissions in every state, nobody else's; the CMS's queue, approval
// (listed among the call's works) and refusal with a reason; a closed call takes nothing.
import { count, eq } from 'drizzle-orm';
import { DEMO_MEMBER } from '../../backend/members/seed';
import { findMemberByPhone } from '../../backend/members/memberRepo';
import { issueMemberPair } from '../../backend/sessions/tokenRepo';
import { submissions } from '../../backend/submissions/schema';
import { SUBMISSION_LIMITS, SUBMISSION_STATUS } from '../../lib/contract/submissions';
import { articleId, member } from './commentHelpers';
import { admin } from './memberHelpers';
import { call, get, postForm, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

interface Submission {
  id: number;
  linkID: number;
  callTitle: string;
  title: string;
  content: string;
  author: string;
  pictures: string[];
  status: number;
  reason: string;
}
interface Works {
  call: { fileId: number; title: string; askName: boolean; open: boolean };
  list: Submission[];
  hasMore: boolean;
}

const PICTURE = '/api/upload/files/0123456789abcdef.png';
const CALL_TITLE = '征稿｜“我眼中的临江”市民征文';

describe.each(drivers)('submissions on $name', (driver) => {
  let t: TestApp;
  let callId: number;
  let phoneNo = 0;
  beforeAll(async () => {
    t = await startApp(driver);
    callId = await articleId(t, CALL_TITLE);
  }, 180_000);
  afterAll(() => t.close());

  const newMember = () => member(t, `1391000${String((phoneNo += 1)).padStart(4, '0')}`);
  const works = async (linkID: number) =>
    (await get<Works>(t.app, '/main/seekArticleList', { linkID: String(linkID) })).body;
  const send = (token: string, fields: Record<string, string>) =>
    postForm<{ id: number }>(t.app, '/main/submitArticle', fields, { token });
  const own = (token: string, id: number) =>
    get<Submission>(t.app, '/main/inputArticleDetail', { id: String(id) }, { token });
  const judge = (id: number, verdict: string, payload: Record<string, unknown> = {}) =>
    call<{ linkID: number; status: number }>(t.app, {
      method: 'POST',
      url: `/ingest/submissions/${id}/${verdict}`,
      headers: admin(t),
      payload,
    });
  const stored = async (userId: number) =>
    (await t.database.db.select({ n: count() }).from(submissions).where(eq(submissions.userId, userId)))[0]
      ?.n ?? 0;
  const valid = { title: '江边的早晨', content: '六点的江风', name: '测试作者' };

  it('answers the demo call with its approved works, and the demo member their refused submission', async () => {
    const answer = await works(callId);
    expect(answer.data.call).toMatchObject({ fileId: callId, title: CALL_TITLE, askName: true, open: true });
    expect(answer.data.list.map((work) => [work.title, work.author])).toEqual([
      ['青石巷里的老手艺', '王建平'],
      ['清晨的滨江步道', '李晓雯'],
    ]);
    const work = answer.data.list[1]!;
    const detail = await get<Submission>(t.app, '/main/seekArticleDetail', {
      id: String(work.id),
      linkID: String(callId),
    });
    expect(detail.body.data).toMatchObject({ title: '清晨的滨江步道', pictures: work.pictures });
    const demo = await findMemberByPhone(t.database.db, DEMO_MEMBER.phone);
    const { token } = await issueMemberPair(t.database.db, 'xy-demo-submissions', demo!.userId);
    const mine = await get<{ list: Submission[] }>(t.app, '/main/inputArticleList', {}, { token });
    expect(mine.body.data.list).toEqual([
      expect.objectContaining({
        status: SUBMISSION_STATUS.rejected,
        reason: '稿件含广告内容，请删除后重新投稿。',
        linkID: callId,
        callTitle: CALL_TITLE,
      }),
    ]);
    expect((await works(await articleId(t, '滨江夜市开街 40余家老字号集中亮相'))).message).toBe('征稿不存在');
  });

  it('refuses empty, too long and nameless submissions and strangers, storing nothing', async () => {
    const { token, userId } = await newMember();
    const linkID = String(callId);
    expect((await send(token, { ...valid, linkID, content: '  ' })).body).toMatchObject({
      status: -1,
      message: '请输入内容',
    });
    expect((await send(token, { ...valid, linkID, title: '' })).body.message).toBe('请输入标题');
    expect((await send(token, { ...valid, linkID, content: '字'.repeat(20_000) })).body.message).toBe(
      `内容不能超过${SUBMISSION_LIMITS.maxChars}个字`,
    );
    expect((await send(token, { ...valid, linkID, name: '' })).body.message).toBe('请输入姓名');
    const tooMany = Array.from({ length: SUBMISSION_LIMITS.maxPictures + 1 }, () => PICTURE).join(',');
    expect((await send(token, { ...valid, linkID, pictures: tooMany })).body.message).toBe(
      `最多上传${SUBMISSION_LIMITS.maxPictures}张图片`,
    );
    expect((await send(token, { ...valid, linkID, pictures: '/x/evil.exe' })).body.status).toBe(-1);
    expect((await send(token, { ...valid, linkID: '999999' })).body.message).toBe('征稿不存在');
    expect(await stored(userId)).toBe(0);
    const signedOut = await postForm(t.app, '/main/submitArticle', { ...valid, linkID });
    expect(signedOut.body.status).toBe(10102);
  });

  it('refuses HTML in the title, text or name, and stores nothing', async () => {
    const { token, userId } = await newMember();
    const before = await stored(userId);
    for (const markup of [
      { title: '<b>江</b>' },
      { content: '<script>alert(1)</script>江' },
      { name: '<i>作者</i>' },
    ]) {
      const answer = await send(token, { ...valid, ...markup, linkID: String(callId) });
      expect(answer.body).toEqual({ status: -1, message: '内容不能包含HTML代码', data: null });
    }
    expect(await stored(userId)).toBe(before);
  });

  it('shows a submission to its author alone, in every state', async () => {
    const author = await newMember();
    const other = await newMember();
    const text = '江边 <3 的早晨';
    const sent = await send(author.token, {
      ...valid,
      content: text,
      linkID: String(callId),
      pictures: PICTURE,
    });
    expect(sent.body).toMatchObject({ status: 0, message: '投稿成功，等待审核' });
    const id = sent.body.data.id;
    expect((await own(author.token, id)).body.data).toMatchObject({
      content: text,
      status: SUBMISSION_STATUS.pending,
      pictures: [PICTURE],
      author: '测试作者',
    });
    // Another member's id answers as an unknown one would: nothing tells that it exists.
    const stranger = await own(other.token, id);
    expect(stranger.body).toEqual((await own(other.token, 999_999)).body);
    expect(stranger.body).toMatchObject({ status: -1, message: '稿件不存在' });
    expect((await get(t.app, '/main/seekArticleDetail', { id: String(id) })).body.message).toBe('稿件不存在');
    expect((await works(callId)).data.list.map((work) => work.id)).not.toContain(id);

    const queue = await call<{ list: Submission[] }>(t.app, {
      method: 'GET',
      url: `/ingest/submissions?linkID=${callId}`,
      headers: admin(t),
    });
    expect(queue.body.data.list.map((each) => each.id)).toContain(id);
    expect((await judge(id, 'reject', {})).http).toBe(400);
    expect((await judge(id, 'reject', { reason: '内容与征稿主题不符' })).body).toMatchObject({
      data: { linkID: callId, status: SUBMISSION_STATUS.rejected },
    });
    expect((await own(author.token, id)).body.data).toMatchObject({
      status: SUBMISSION_STATUS.rejected,
      reason: '内容与征稿主题不符',
    });
    expect((await own(other.token, id)).body.message).toBe('稿件不存在');
    expect((await judge(id, 'approve')).body.status).toBe(0);
    expect((await works(callId)).data.list[0]?.id).toBe(id);
    const opened = await get<Submission>(t.app, '/main/seekArticleDetail', { id: String(id) });
    expect(opened.body.data).toMatchObject({ content: text, reason: '' });
    expect((await judge(999_999, 'approve')).http).toBe(404);
  });

  it('holds a member to one submission per interval, whatever arrives together', async () => {
    const { token, userId } = await newMember();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => send(token, { ...valid, title: `第${i}篇` })),
    );
    expect(answers.filter((answer) => answer.body.status === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.message === '投稿过于频繁，请稍后再试')).toHaveLength(4);
    expect(await stored(userId)).toBe(1);
  });

  it('takes nothing into a closed call', async () => {
    const fileId = await articleId(t, '滨江夜市开街 40余家老字号集中亮相');
    const put = (body: Record<string, unknown>) =>
      call(t.app, {
        method: 'PUT',
        url: `/ingest/submissionCalls/${fileId}`,
        headers: admin(t),
        payload: body,
      });
    expect((await put({ open: 0 })).body.status).toBe(0);
    const { token, userId } = await newMember();
    expect((await send(token, { ...valid, linkID: String(fileId) })).body.message).toBe('征稿已结束');
    expect(await stored(userId)).toBe(0);
    expect((await works(fileId)).data.call).toMatchObject({ askName: false, open: false });
    expect(
      (
        await call(t.app, {
          method: 'PUT',
          url: '/ingest/submissionCalls/999999',
          headers: admin(t),
          payload: {},
        })
      ).http,
    ).toBe(404);
  });
});
