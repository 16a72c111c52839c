// Comments and replies (backend/comments): the demo's threads, posting, the nested and flat lists, hot comments,
// threads, deleting one's own, reports, bad input that changes nothing, and the abuse rules (duplicate text,
// idempotency keys, rate limits) exact under parallel requests.
import { and, count, eq } from 'drizzle-orm';
import { COMMENT_SOURCE, COMMENT_STATUS } from '../../lib/contract/comments';
import { comments, commentReports } from '../../backend/comments/schema';
import { articleCounts, articles } from '../../backend/reading/schema';
import { articleId, member, postComment } from './commentHelpers';
import { admin } from './memberHelpers';
import { call, get, postForm, sibling, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

interface Comment {
  id: number;
  parentID: number;
  topID: number;
  userName: string;
  content: string;
  official: number;
  topping: number;
  excellent: number;
  status: number;
  praiseCount: number;
  parentUserName: string;
  topDiscuss?: { list: Comment[]; page: number; hasMore: boolean; totalCount: number };
}
interface Page {
  list: Comment[];
  totalCount: number;
  hasMore: boolean;
  page: number;
  pageSize: number;
}

const REPORT = '市十六届人大三次会议开幕 政府工作报告提出十项民生实事';
const QUIET = '临江港一季度集装箱吞吐量同比增长12.6%';
const OTHER = '江北区首个“15分钟便民生活圈”示范点投用';
// Lists kept a minute: every test below that reads after a write proves the write dropped what was kept.
const unlimited = {
  memberIntervalMs: 0,
  memberPerHour: 1_000_000,
  ipPerHour: 1_000_000,
  listCacheMs: 60_000,
};

describe.each(drivers)('comments on $name', (driver) => {
  let t: TestApp;
  let report: number;
  let quiet: number;
  let other: number;
  let alice: Awaited<ReturnType<typeof member>>;
  let bob: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    t = await startApp(driver, { comments: unlimited });
    report = await articleId(t, REPORT);
    quiet = await articleId(t, QUIET);
    other = await articleId(t, OTHER);
    alice = await member(t, '13700000001');
    bob = await member(t, '13700000002');
  }, 180_000);
  afterAll(() => t.close());

  const view = (id: number, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    get<Page>(t.app, '/main/discussView', { id: String(id), ...query }, headers);
  const flat = (id: number, headers: Record<string, string> = {}) =>
    get<Page>(t.app, '/main/discussViewFlat', { id: String(id) }, headers);
  const discussCount = async (id: number) =>
    (await get<{ count: number }>(t.app, '/main/discussCount', { id: String(id) })).body.data.count;
  const stored = async () => (await t.database.db.select({ n: count() }).from(comments))[0]?.n ?? 0;
  const ingest = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call<Record<string, unknown>>(t.app, { method, url: `/ingest${url}`, payload, headers: admin(t) });
  const setAudit = (discuss: object) => ingest('PATCH', '/config', { siteConfig: { discuss } });

  it('answers the demo threads: topped official comment first, replies under each, hot comments best first', async () => {
    const page = await view(report);
    expect(page.body.status).toBe(0);
    // Topped first, then newest first.
    const [first, third, second] = page.body.data.list;
    expect(first).toMatchObject({ official: 1, topping: 1, userName: '临江日报', parentID: 0 });
    expect(second).toMatchObject({ userName: '江北老街坊', excellent: 1, praiseCount: 152 });
    expect(second?.topDiscuss).toMatchObject({ page: 1, hasMore: false, totalCount: 3 });
    const replies = second?.topDiscuss?.list ?? [];
    expect(replies.map((reply) => [reply.userName, reply.official, reply.parentUserName])).toEqual([
      ['青石巷小林', 0, ''],
      ['临江日报', 1, ''],
      ['江北老街坊', 0, '临江日报'],
    ]);
    expect(third?.userName).toBe('临江二中王老师');
    expect(third?.topDiscuss).toMatchObject({ list: [], hasMore: false, totalCount: 0 });
    expect(page.body.data).toMatchObject({ totalCount: 3, hasMore: false, page: 1, pageSize: 20 });
    const hot = await get<{ list: Comment[] }>(t.app, '/main/discussHot', { id: String(report) });
    expect(hot.body.data.list.map((comment) => comment.id)).toEqual([first?.id, second?.id, third?.id]);
    const flatPage = await flat(report);
    expect(flatPage.body.data.totalCount).toBe(6);
    const answer = flatPage.body.data.list.find((comment) => comment.content.startsWith('太好了'));
    expect(answer?.parentUserName).toBe('临江日报');
    expect(flatPage.body.data.list.map((comment) => comment.id)).toEqual(
      [...flatPage.body.data.list.map((comment) => comment.id)].sort((a, b) => b - a),
    );
  });

  it('counts on each demo article exactly the approved comments a reader can open', async () => {
    const { db } = t.database;
    const approved = await db
      .select({ fileId: comments.targetId, n: count() })
      .from(comments)
      .where(and(eq(comments.status, COMMENT_STATUS.approved), eq(comments.source, COMMENT_SOURCE.article)))
      .groupBy(comments.targetId);
    const counted = await db
      .select({ fileId: articleCounts.fileId, n: articleCounts.discussCount })
      .from(articleCounts);
    const byArticle = (rows: { fileId: number; n: number }[]) =>
      Object.fromEntries(rows.filter((row) => row.n > 0).map((row) => [row.fileId, row.n]));
    expect(byArticle(counted)).toEqual(byArticle(approved));
    expect(Object.keys(byArticle(approved)).length).toBeGreaterThan(1);
  });

  it('keeps the waiting demo comment out of public lists', async () => {
    const market = await articleId(t, '滨江夜市开街 40余家老字号集中亮相');
    const list = (await flat(market)).body.data.list;
    expect(list.map((comment) => comment.content).join()).not.toContain('停车位');
    expect(list.every((comment) => comment.status === 1)).toBe(true);
  });

  it('posts a comment that shows at once under post-moderation, counted and earning points', async () => {
    const before = await discussCount(quiet);
    const posted = await postComment(t.app, alice.token, {
      rootID: String(quiet),
      content: '港口越来越忙了，好事！',
    });
    expect(posted.body).toMatchObject({ status: 0, message: '评论成功' });
    expect(posted.body.data).toMatchObject({
      status: 1,
      content: '港口越来越忙了，好事！',
      points: 2,
      parentID: 0,
    });
    expect(await discussCount(quiet)).toBe(before + 1);
    const counts = await get<{ discussCount: number }>(t.app, '/main/getArticleCounts', {
      fileId: String(quiet),
    });
    expect(counts.body.data.discussCount).toBe(before + 1);
    expect((await view(quiet)).body.data.list[0]?.id).toBe(posted.body.data.id);
  });

  it('threads replies, replies to replies, and answers a thread with discussReply', async () => {
    const top = await postComment(t.app, alice.token, {
      rootID: String(other),
      content: '便民圈里有没有修鞋配钥匙的？',
    });
    const reply = await postComment(t.app, bob.token, {
      rootID: String(other),
      parentID: String(top.body.data.id),
      content: '有的，在菜场东门。',
    });
    expect(reply.body.data).toMatchObject({ parentID: top.body.data.id, topID: top.body.data.id });
    const answer = await postComment(t.app, alice.token, {
      rootID: String(other),
      parentID: String(reply.body.data.id),
      content: '谢谢，周末去看看。',
    });
    expect(answer.body.data).toMatchObject({ parentID: reply.body.data.id, topID: top.body.data.id });
    const thread = await get<{ main: Comment; list: Comment[]; totalCount: number; hasMore: boolean }>(
      t.app,
      '/main/discussReply',
      { id: String(answer.body.data.id) },
    );
    expect(thread.body.data.main.id).toBe(top.body.data.id);
    expect(thread.body.data.list.map((comment) => comment.id)).toEqual([
      reply.body.data.id,
      answer.body.data.id,
    ]);
    expect(thread.body.data.list[1]?.parentUserName).not.toBe('');
    const nested = (await view(other)).body.data.list.find((comment) => comment.id === top.body.data.id);
    expect(nested?.topDiscuss?.list).toHaveLength(2);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = await stored();
    const [draft] = await t.database.db.select().from(articles).where(eq(articles.aStatus, 0)).limit(1);
    const refusals: [Record<string, string>, string | undefined, string][] = [
      [{ rootID: String(quiet), content: '' }, undefined, '请输入内容'],
      [{ rootID: String(quiet), content: ' \n\t ' }, undefined, '请输入内容'],
      [{ rootID: String(quiet), content: '长'.repeat(501) }, undefined, '评论不能超过500个字'],
      [{ rootID: '999999', content: '有人吗' }, undefined, '稿件不存在'],
      [{ rootID: String(draft?.fileId ?? 0), content: '草稿' }, undefined, '稿件不存在'],
      [{ rootID: String(quiet), parentID: '999999', content: '回复' }, undefined, '评论不存在'],
      [
        { rootID: String(quiet), content: '图', images: '/uploads/virus.exe' },
        undefined,
        '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！',
      ],
      [
        { rootID: String(quiet), content: '图', images: 'javascript:alert(1).png' },
        undefined,
        '参数 images 格式错误',
      ],
      [{ rootID: 'abc', content: '内容' }, undefined, '参数 rootID 必须是正整数'],
    ];
    for (const [fields, , message] of refusals) {
      const answer = await postComment(t.app, alice.token, fields);
      expect([answer.body.status, answer.body.message]).toEqual([-1, message]);
    }
    const anonymous = await postForm(t.app, '/main/discuss', { rootID: String(quiet), content: '匿名' });
    expect(anonymous.body).toMatchObject({ status: 10102, message: '请先登录' });
    const reportComment = (await view(report)).body.data.list[2];
    const elsewhere = await postComment(t.app, alice.token, {
      rootID: String(quiet),
      parentID: String(reportComment?.id),
      content: '串门',
    });
    expect(elsewhere.body.message).toBe('评论不存在');
    expect(await stored()).toBe(before);
  });

  it('keeps HTML and script as text, emoji and right-to-left text as typed, without bidi overrides', async () => {
    const html = '<script>alert(1)</script><b>粗体</b> <a href="x">链接</a> &amp;';
    const posted = await postComment(t.app, bob.token, { rootID: String(quiet), content: html });
    expect(posted.body.data.content).toBe(html);
    const world = '👍🏽👨‍👩‍👧 مرحبا بالعالم שלום';
    const rtl = await postComment(t.app, bob.token, { rootID: String(quiet), content: `${world}\u202e反转` });
    expect(rtl.body.data.content).toBe(`${world}反转`);
    const list = (await flat(quiet)).body.data.list.map((comment) => comment.content);
    expect(list).toEqual(expect.arrayContaining([html, `${world}反转`]));
  });

  it('deletes one’s own comment only, uncounts it, and refuses replies to it', async () => {
    const mine = await postComment(t.app, alice.token, { rootID: String(quiet), content: '这条稍后删掉' });
    const id = String(mine.body.data.id);
    const afterPost = await discussCount(quiet);
    const notMine = await postForm(t.app, '/main/delMyDiscuss', { id }, { token: bob.token });
    expect(notMine.body.message).toBe('评论不存在');
    const deleted = await postForm(t.app, '/main/delMyDiscuss', { id }, { token: alice.token });
    expect(deleted.body).toMatchObject({ status: 0, message: '删除成功' });
    expect(await discussCount(quiet)).toBe(afterPost - 1);
    expect((await flat(quiet)).body.data.list.some((comment) => comment.id === mine.body.data.id)).toBe(
      false,
    );
    const again = await postForm(t.app, '/main/delMyDiscuss', { id }, { token: alice.token });
    expect(again.body.message).toBe('评论不存在');
    const reply = await postComment(t.app, bob.token, {
      rootID: String(quiet),
      parentID: id,
      content: '回复已删的',
    });
    expect(reply.body).toMatchObject({ status: -1, message: '该评论已删除或未通过审核，无法回复' });
  });

  it('counts a member’s reports of a comment once, even sent at once, and queues it as reported', async () => {
    const target = await postComment(t.app, alice.token, { rootID: String(quiet), content: '被举报的评论' });
    const id = String(target.body.data.id);
    const noReason = await postForm(t.app, '/main/expose', { id }, { token: bob.token });
    expect(noReason.body.message).toBe('请选择举报原因');
    const own = await postForm(t.app, '/main/expose', { id, reason: '1' }, { token: alice.token });
    expect(own.body.message).toBe('不能举报自己的评论');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postForm(t.app, '/main/expose', { id, reason: '4' }, { token: bob.token }),
      ),
    );
    expect(answers.filter((answer) => answer.body.message === '举报成功，我们会尽快处理')).toHaveLength(1);
    expect(answers.every((answer) => answer.body.status === 0)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(comments)
      .where(eq(comments.id, Number(id)));
    expect(row?.reportCount).toBe(1);
    const reports = await t.database.db
      .select()
      .from(commentReports)
      .where(eq(commentReports.commentId, Number(id)));
    expect(reports).toHaveLength(1);
    const queue = await get<{ list: { id: number }[] }>(
      t.app,
      '/ingest/comments',
      { queue: 'reported' },
      admin(t),
    );
    expect(queue.body.data.list.map((item) => item.id)).toContain(Number(id));
    await ingest('POST', `/comments/${id}/approve`, {});
    const cleared = await get<{ list: { id: number }[] }>(
      t.app,
      '/ingest/comments',
      { queue: 'reported' },
      admin(t),
    );
    expect(cleared.body.data.list.map((item) => item.id)).not.toContain(Number(id));
  });

  it('holds comments under pre-moderation until an editor approves, showing them to their author meanwhile', async () => {
    await setAudit({ auditType: 1 });
    try {
      const before = await discussCount(quiet);
      const held = await postComment(t.app, alice.token, {
        rootID: String(quiet),
        content: '先审后发的评论',
      });
      expect(held.body).toMatchObject({ status: 0, message: '评论已提交，审核通过后显示' });
      expect(held.body.data.status).toBe(0);
      const id = held.body.data.id;
      const seenBy = async (headers: Record<string, string>) =>
        (await view(quiet, {}, headers)).body.data.list.find((comment) => comment.id === id);
      expect(await seenBy({})).toBeUndefined();
      expect(await seenBy({ token: bob.token })).toBeUndefined();
      expect((await seenBy({ token: alice.token }))?.status).toBe(0);
      expect(await discussCount(quiet)).toBe(before);
      const pending = await get<{ list: { id: number; title: string }[] }>(
        t.app,
        '/ingest/comments',
        {},
        admin(t),
      );
      expect(pending.body.data.list.find((item) => item.id === id)?.title).toBe(QUIET);
      const approved = await ingest('POST', `/comments/${id}/approve`);
      expect(approved.http).toBe(200);
      expect((await seenBy({}))?.status).toBe(1);
      expect(await discussCount(quiet)).toBe(before + 1);
      const removed = await ingest('POST', `/comments/${id}/remove`, { reason: '广告' });
      expect(removed.body.data).toMatchObject({ status: 4, reason: '广告' });
      expect(await seenBy({})).toBeUndefined();
      expect(await discussCount(quiet)).toBe(before);
      const rejected = await ingest('POST', `/comments/${id}/reject`, { reason: '与稿件无关' });
      expect(rejected.body.data).toMatchObject({ status: 2, reason: '与稿件无关' });
      const queue = await get<{ list: { id: number }[] }>(
        t.app,
        '/ingest/comments',
        { queue: 'rejected' },
        admin(t),
      );
      expect(queue.body.data.list.map((item) => item.id)).toContain(id);
      expect((await ingest('POST', '/comments/999999/approve')).http).toBe(404);
    } finally {
      await setAudit({ auditType: 0 });
    }
  });

  it('sends a comment with a banned word to pre-moderation', async () => {
    await ingest('PUT', '/comment-settings', { bannedWords: ['代开发票'] });
    try {
      const held = await postComment(t.app, bob.token, {
        rootID: String(quiet),
        content: '专业 代开 发票，加微信',
      });
      expect(held.body.data.status).toBe(0);
      const [row] = await t.database.db.select().from(comments).where(eq(comments.id, held.body.data.id));
      expect(row?.flaggedWords).toEqual(['代开发票']);
    } finally {
      await ingest('PUT', '/comment-settings', { bannedWords: [] });
    }
  });

  it('refuses comments while closed on the site or the article, and from a banned member', async () => {
    const before = await stored();
    await setAudit({ auditType: 2 });
    const closed = await postComment(t.app, alice.token, { rootID: String(quiet), content: '关闭时的评论' });
    expect(closed.body).toMatchObject({ status: 10202, message: '评论功能已关闭' });
    await setAudit({ auditType: 0 });
    await ingest('PUT', `/articles/${other}`, { discussClosed: 1 });
    const articleClosed = await postComment(t.app, alice.token, {
      rootID: String(other),
      content: '本稿关闭',
    });
    expect(articleClosed.body.status).toBe(10202);
    await ingest('PUT', `/articles/${other}`, { discussClosed: null });
    expect((await ingest('PUT', `/comment-bans/${alice.userId}`, { reason: '多次辱骂' })).http).toBe(200);
    const banned = await postComment(t.app, alice.token, { rootID: String(quiet), content: '被禁言' });
    expect(banned.body).toMatchObject({ status: 10203, message: '您已被禁止评论' });
    expect((await ingest('PUT', '/comment-bans/999999', {})).http).toBe(404);
    expect(await stored()).toBe(before);
    await ingest('DELETE', `/comment-bans/${alice.userId}`);
    const free = await postComment(t.app, alice.token, { rootID: String(quiet), content: '解禁后的评论' });
    expect(free.body.status).toBe(0);
  });

  it('lets editors top and mark comments and post official comments and replies', async () => {
    const target = await postComment(t.app, bob.token, { rootID: String(other), content: '值得置顶的建议' });
    const id = target.body.data.id;
    const marked = await ingest('PATCH', `/comments/${id}`, { topping: true, excellent: true });
    expect(marked.body.data).toMatchObject({ topping: true, excellent: true });
    const first = (await view(other)).body.data.list[0];
    expect(first).toMatchObject({ id, topping: 1, excellent: 1 });
    const official = await ingest('POST', '/comments', { parentID: id, content: '感谢建议，已转交街道。' });
    expect(official.body.data).toMatchObject({
      official: true,
      status: 1,
      topId: id,
      authorName: '临江日报',
    });
    const replies = (await view(other)).body.data.list[0]?.topDiscuss?.list ?? [];
    expect(replies.at(-1)).toMatchObject({ official: 1, userName: '临江日报' });
    const own = await ingest('POST', '/comments', {
      fileId: other,
      content: '本报将持续关注。',
      authorName: '临江日报编辑部',
    });
    expect(own.body.data).toMatchObject({ official: true, parentId: null, authorName: '临江日报编辑部' });
    expect((await ingest('PATCH', `/comments/${id}`, { topping: 'yes' })).http).toBe(400);
    await ingest('PATCH', `/comments/${id}`, { topping: false });
  });

  it('refuses the same text twice within ten minutes and stores a double submission once', async () => {
    const text = { rootID: String(quiet), content: '同样的话只说一次' };
    expect((await postComment(t.app, bob.token, text)).body.status).toBe(0);
    const again = await postComment(t.app, bob.token, text);
    expect(again.body).toMatchObject({ status: 10204, message: '请勿重复发表相同的评论' });
    const before = await stored();
    const key = 'submission-0123456789';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postComment(t.app, alice.token, {
          rootID: String(quiet),
          content: '网络不好点了很多次',
          idempotencyKey: key,
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(answers.every((answer) => answer.body.status === 0)).toBe(true);
    expect(await stored()).toBe(before + 1);
  });

  it('holds the rate limits exactly when posts arrive at once', async () => {
    const limited = await sibling(t, {
      comments: { memberIntervalMs: 10_000, memberPerHour: 30, ipPerHour: 3, listCacheMs: 60_000 },
    });
    try {
      const carol = await member(t, '13700000003');
      const before = await stored();
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          postComment(
            limited,
            carol.token,
            { rootID: String(quiet), content: `连发第${index}条` },
            '198.51.100.7',
          ),
        ),
      );
      expect(burst.filter((answer) => answer.body.status === 0)).toHaveLength(1);
      expect(burst.filter((answer) => answer.body.status === 10204)).toHaveLength(9);
      expect(burst.find((answer) => answer.body.status === 10204)?.body.message).toBe(
        '评论过于频繁，请稍后再试',
      );
      const crowd = await Promise.all(
        Array.from({ length: 8 }, (_, index) => member(t, `1370000010${index}`)),
      );
      const shared = await Promise.all(
        crowd.map((each, index) =>
          postComment(
            limited,
            each.token,
            { rootID: String(quiet), content: `同一地址${index}` },
            '198.51.100.8',
          ),
        ),
      );
      expect(shared.filter((answer) => answer.body.status === 0)).toHaveLength(3);
      expect(await stored()).toBe(before + 4);
    } finally {
      await limited.close();
    }
  });

  it('keeps anonymous readers’ lists a moment, while a member’s own view is read fresh', async () => {
    const posted = await postComment(t.app, bob.token, { rootID: String(other), content: '原来的文字' });
    const id = posted.body.data.id;
    const contentIn = async (headers: Record<string, string>) =>
      (await flat(other, headers)).body.data.list.find((comment) => comment.id === id)?.content;
    expect(await contentIn({})).toBe('原来的文字');
    // Written past the backend, as another instance would: this one's copy stands until it expires.
    await t.database.db.update(comments).set({ content: '改过的文字' }).where(eq(comments.id, id));
    expect(await contentIn({})).toBe('原来的文字');
    expect(await contentIn({ token: bob.token })).toBe('改过的文字');
    await ingest('PATCH', `/comments/${id}`, { excellent: true });
    expect(await contentIn({})).toBe('改过的文字');
    // The kept answer is the bytes a fresh one would be, sent as JSON like every other answer.
    const [kept, fresh] = [await flat(other), await flat(other, { token: bob.token })];
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.body).toEqual(fresh.body);
  });

  it('validates the list parameters', async () => {
    const unknown = await view(999999);
    expect(unknown.body).toMatchObject({ status: -1, message: '稿件不存在' });
    const big = await view(quiet, { pageSize: '51' });
    expect(big.body.message).toBe('参数 pageSize 不能大于 50');
    const source = await view(quiet, { source: '7' });
    expect(source.body.message).toBe('参数 source 不支持');
    const reply = await get(t.app, '/main/discussReply', { id: '999999' });
    expect(reply.body).toMatchObject({ status: -1, message: '评论不存在' });
    const paged = await view(quiet, { pageSize: '2' });
    expect(paged.body.data).toMatchObject({ hasMore: true, pageSize: 2 });
    const older = await view(quiet, { lastFileId: String(paged.body.data.list[1]?.id) });
    expect(older.body.data.list.every((comment) => comment.id < (paged.body.data.list[1]?.id ?? 0))).toBe(
      true,
    );
  });
});
