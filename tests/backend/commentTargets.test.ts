// Comments on targets other than articles (backend/comments/targets.ts): one registry entry per COMMENT_SOURCE,
// comments on a dynamic, a circle post, a moment and a question with their own lists and counts, refusal of
// unknown, pending and removed targets, the moderation queue per target, and praise of such a comment exact
// under parallel requests.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { COMMENT_SOURCE, COMMENT_STATUS } from '../../lib/contract/comments';
import { questions, xyDynamics } from '../../backend/accounts/schema';
import { commentCounts, comments } from '../../backend/comments/schema';
import { commentTarget, COMMENT_TARGETS } from '../../backend/comments/targets';
import { circlePosts, moments } from '../../backend/community/schema';
import { member, postComment, praise } from './commentHelpers';
import { admin } from './memberHelpers';
import { call, get, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

interface Page {
  list: { id: number; rootID: number; source: number; content: string; praiseCount: number }[];
  totalCount: number;
}

describe('the comment target registry', () => {
  it('has one entry per source of the contract and none for other numbers', () => {
    for (const source of Object.values(COMMENT_SOURCE)) {
      expect(commentTarget(source)).toBe(COMMENT_TARGETS[source]);
    }
    expect(Object.keys(COMMENT_TARGETS).map(Number).sort()).toEqual(Object.values(COMMENT_SOURCE).sort());
    expect(commentTarget(99)).toBeNull();
    expect(commentTarget(-1)).toBeNull();
  });
});

describe.each(drivers)('comments on other targets on $name', (driver) => {
  let t: TestApp;
  const ids = { dynamic: 0, post: 0, moment: 0, question: 0 };
  let alice: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    t = await startApp(driver, {
      comments: { memberIntervalMs: 0, memberPerHour: 1_000_000, ipPerHour: 1_000_000, listCacheMs: 60_000 },
    });
    const db = t.database.db;
    const first = async (rows: Promise<{ id: number }[]>) => (await rows)[0]?.id ?? 0;
    ids.dynamic = await first(
      db
        .select({ id: xyDynamics.id })
        .from(xyDynamics)
        .where(eq(xyDynamics.status, 1))
        .orderBy(asc(xyDynamics.id)),
    );
    ids.post = await first(
      db
        .select({ id: circlePosts.id })
        .from(circlePosts)
        .where(eq(circlePosts.status, 1))
        .orderBy(asc(circlePosts.id)),
    );
    ids.moment = await first(
      db.select({ id: moments.id }).from(moments).where(eq(moments.status, 1)).orderBy(asc(moments.id)),
    );
    ids.question = await first(
      db
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.status, 1))
        .orderBy(asc(questions.id)),
    );
    alice = await member(t, '13710000001');
  }, 180_000);
  afterAll(() => t.close());

  const view = (source: number, id: number) =>
    get<Page>(t.app, '/main/discussView', { id: String(id), source: String(source) });
  const discussCount = async (source: number, id: number) =>
    (await get<{ count: number }>(t.app, '/main/discussCount', { id: String(id), source: String(source) }))
      .body;
  const ingest = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    call<Record<string, unknown>>(t.app, { method, url: `/ingest${url}`, payload, headers: admin(t) });

  it('counts the demo comments on posts, moments and dynamics exactly, apart from articles', async () => {
    const db = t.database.db;
    const approved = await db
      .select({ source: comments.source, targetId: comments.targetId, n: count() })
      .from(comments)
      .where(and(eq(comments.status, COMMENT_STATUS.approved), ne(comments.source, COMMENT_SOURCE.article)))
      .groupBy(comments.source, comments.targetId);
    const counted = await db.select().from(commentCounts);
    const key = (row: { source: number; targetId: number }) => `${row.source}:${row.targetId}`;
    expect(Object.fromEntries(counted.map((row) => [key(row), row.count]))).toEqual(
      Object.fromEntries(approved.map((row) => [key(row), row.n])),
    );
    expect(new Set(approved.map((row) => row.source))).toEqual(
      new Set([COMMENT_SOURCE.dynamic, COMMENT_SOURCE.post, COMMENT_SOURCE.moment]),
    );
    const post = await view(COMMENT_SOURCE.post, ids.post);
    expect(post.body.data.totalCount).toBeGreaterThan(0);
  });

  it.each([
    ['dynamic', COMMENT_SOURCE.dynamic],
    ['post', COMMENT_SOURCE.post],
    ['moment', COMMENT_SOURCE.moment],
    ['question', COMMENT_SOURCE.question],
  ] as const)('takes comments on a %s in their own list and count', async (name, source) => {
    const id = ids[name];
    expect(id).toBeGreaterThan(0);
    const before = (await discussCount(source, id)).data.count;
    const posted = await postComment(t.app, alice.token, {
      rootID: String(id),
      source: String(source),
      content: `说说这条${name}`,
    });
    expect(posted.body).toMatchObject({ status: 0, message: '评论成功', data: { status: 1, points: 0 } });
    const page = await view(source, id);
    expect(page.body.data.list[0]).toMatchObject({ id: posted.body.data.id, rootID: id, source });
    expect((await discussCount(source, id)).data.count).toBe(before + 1);
    // The article with the same id does not hold it.
    const article = await get<Page>(t.app, '/main/discussView', { id: String(id) });
    expect((article.body.data?.list ?? []).map((comment) => comment.id)).not.toContain(posted.body.data.id);
    // A reply names its own target: the comment is not under another kind's id.
    const astray = await postComment(t.app, alice.token, {
      rootID: String(id),
      source: String(source === COMMENT_SOURCE.post ? COMMENT_SOURCE.moment : COMMENT_SOURCE.post),
      parentID: String(posted.body.data.id),
      content: '串门的回复',
    });
    expect(astray.body.status).not.toBe(0);
  });

  it('refuses unknown sources, unknown ids, and pending, removed or hidden targets', async () => {
    const unknownSource = await postComment(t.app, alice.token, {
      rootID: String(ids.post),
      source: '9',
      content: '不认识的目标',
    });
    expect(unknownSource.body).toMatchObject({ status: -1, message: '参数 source 不支持' });
    expect((await get(t.app, '/main/discussView', { id: '1', source: '9' })).body).toMatchObject({
      message: '参数 source 不支持',
    });
    for (const [source, message] of [
      [COMMENT_SOURCE.dynamic, '动态不存在'],
      [COMMENT_SOURCE.post, '帖子不存在'],
      [COMMENT_SOURCE.moment, '动态不存在'],
      [COMMENT_SOURCE.question, '问题不存在'],
    ] as const) {
      const answer = await postComment(t.app, alice.token, {
        rootID: '999999',
        source: String(source),
        content: '没有这个目标',
      });
      expect(answer.body).toMatchObject({ status: -1, message });
      expect((await view(source, 999999)).body).toMatchObject({ status: -1, message });
    }
    // A post an editor removes takes its conversation with it; one waiting for approval has none yet.
    const db = t.database.db;
    expect((await view(COMMENT_SOURCE.post, ids.post)).body.status).toBe(0);
    expect((await ingest('POST', `/circlePosts/${ids.post}/remove`, {})).http).toBe(200);
    try {
      const refused = await postComment(t.app, alice.token, {
        rootID: String(ids.post),
        source: String(COMMENT_SOURCE.post),
        content: '帖子删了还能评论吗',
      });
      expect(refused.body).toMatchObject({ status: -1, message: '帖子不存在' });
      expect((await view(COMMENT_SOURCE.post, ids.post)).body.status).toBe(-1);
      expect((await discussCount(COMMENT_SOURCE.post, ids.post)).status).toBe(-1);
      await db.update(circlePosts).set({ status: 0 }).where(eq(circlePosts.id, ids.post));
      const pending = await postComment(t.app, alice.token, {
        rootID: String(ids.post),
        source: String(COMMENT_SOURCE.post),
        content: '帖子还没审核',
      });
      expect(pending.body).toMatchObject({ status: -1, message: '帖子不存在' });
    } finally {
      await db.update(circlePosts).set({ status: 1 }).where(eq(circlePosts.id, ids.post));
    }
    const hidden = await db
      .update(xyDynamics)
      .set({ status: 0 })
      .where(eq(xyDynamics.id, ids.dynamic))
      .returning({ id: xyDynamics.id });
    try {
      expect(hidden).toHaveLength(1);
      const refused = await postComment(t.app, alice.token, {
        rootID: String(ids.dynamic),
        source: String(COMMENT_SOURCE.dynamic),
        content: '隐藏的动态',
      });
      expect(refused.body).toMatchObject({ status: -1, message: '动态不存在' });
    } finally {
      await db.update(xyDynamics).set({ status: 1 }).where(eq(xyDynamics.id, ids.dynamic));
    }
  });

  it('holds comments on a post in the queue of that post until an editor approves them', async () => {
    await ingest('PATCH', '/config', { siteConfig: { discuss: { auditType: 1 } } });
    try {
      const held = await postComment(t.app, alice.token, {
        rootID: String(ids.post),
        source: String(COMMENT_SOURCE.post),
        content: '先审后发的帖子评论',
      });
      expect(held.body).toMatchObject({ status: 0, message: '评论已提交，审核通过后显示' });
      const before = (await discussCount(COMMENT_SOURCE.post, ids.post)).data.count;
      const queue = await get<{ list: { id: number; source: number; targetId: number; title: string }[] }>(
        t.app,
        '/ingest/comments',
        { queue: 'pending', source: String(COMMENT_SOURCE.post), targetId: String(ids.post) },
        admin(t),
      );
      const waiting = queue.body.data.list.find((item) => item.id === held.body.data.id);
      expect(waiting).toMatchObject({ source: COMMENT_SOURCE.post, targetId: ids.post });
      expect(waiting?.title).not.toBe('');
      expect((await view(COMMENT_SOURCE.post, ids.post)).body.data.list.map((c) => c.id)).not.toContain(
        held.body.data.id,
      );
      expect((await ingest('POST', `/comments/${held.body.data.id}/approve`, {})).http).toBe(200);
      expect((await view(COMMENT_SOURCE.post, ids.post)).body.data.list[0]?.id).toBe(held.body.data.id);
      expect((await discussCount(COMMENT_SOURCE.post, ids.post)).data.count).toBe(before + 1);
      const official = await ingest('POST', '/comments', {
        source: COMMENT_SOURCE.moment,
        targetId: ids.moment,
        content: '编辑部也来说两句',
      });
      expect(official.body.data).toMatchObject({ source: COMMENT_SOURCE.moment, targetId: ids.moment });
      const gone = await ingest('POST', '/comments', {
        source: COMMENT_SOURCE.post,
        targetId: 999999,
        content: '无',
      });
      expect(gone.http).toBe(404);
    } finally {
      await ingest('PATCH', '/config', { siteConfig: { discuss: { auditType: 0 } } });
    }
  });

  it('counts many members praising a comment on a dynamic at once exactly', async () => {
    const posted = await postComment(t.app, alice.token, {
      rootID: String(ids.dynamic),
      source: String(COMMENT_SOURCE.dynamic),
      content: '大家来点赞',
    });
    const discussID = String(posted.body.data.id);
    const readers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => member(t, `1371000${1000 + index}`)),
    );
    const answers = await Promise.all(
      [...readers, ...readers].map((reader) => praise(t.app, { discussID }, { token: reader.token })),
    );
    expect(answers.filter((answer) => answer.body.status === 0)).toHaveLength(30);
    expect(answers.filter((answer) => answer.body.message === '请不要重复点赞')).toHaveLength(30);
    const page = await view(COMMENT_SOURCE.dynamic, ids.dynamic);
    expect(page.body.data.list.find((comment) => comment.id === posted.body.data.id)?.praiseCount).toBe(30);
  });
});
