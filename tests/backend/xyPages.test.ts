import { eq, sql } from 'drizzle-orm';
import { recomputeRankings } from '../../backend/accounts/rankRepo';
import { xyCheerDays, xyCheers } from '../../backend/accounts/schema';
import { readerEvents } from '../../backend/stats/schema';
import { articles } from '../../backend/reading/schema';
import { CHEERS_PER_DAY, RANK_WEIGHTS } from '../../lib/contract/accountPages';
import { admin, type LoginData, phoneLogin } from './memberHelpers';
import { call, get, postForm, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

const bad = (message: string) => ({ status: -1, message, data: null });

interface Paged<T> {
  list: T[];
  hasMore: boolean;
  page: number;
  pageSize: number;
}
interface RankEntry {
  rank: number;
  xyID: number;
  score: number;
  reads: number;
  shares: number;
  comments: number;
  cheers: number;
}
interface Ranking {
  period: string;
  list: RankEntry[];
  computedAt: number;
}

// The seed (backend/accounts/seed/xyPages.json): 临江日报 (1) with 22 articles, 12 dynamics and three questions;
// accounts 101–114 in 城市服务; 8 is forbidden and 9 of xyStatus 4.
describe.each(drivers)('account pages and the influence ranking on $name', (driver) => {
  let t: TestApp;
  let reader: LoginData;
  beforeAll(async () => {
    t = await startApp(driver);
    reader = await phoneLogin(t, '13500000181', 'xy-pages');
    // Seeding the demo takes long on a busy machine.
  }, 120_000);
  afterAll(() => t.close());

  const main = <T>(operation: string, query: Record<string, string> = {}, token?: string) =>
    get<T>(t.app, `/main/${operation}`, query, token ? { token } : {});
  const ingest = <T = unknown>(method: 'POST' | 'PUT', path: string, payload: unknown) =>
    call<T>(t.app, { method, url: `/ingest/${path}`, payload: payload as object, headers: admin(t) });
  const rank = async (period = 'week') => (await main<Ranking>('xyRank', { period })).body.data;

  it('answers an account with its counts and states; unknown and bad ids clearly', async () => {
    const info = (await main<Record<string, unknown>>('getXyInfo', { xyID: '1' })).body.data;
    expect(info).toMatchObject({
      xyID: 1,
      name: '临江日报',
      xyStatus: 0,
      xyForbidden: 0,
      articleCount: 22,
      dynamicCount: 12,
      questionCount: 3,
      isSub: 0,
    });
    expect((await main('getXyInfo', { xyID: '8' })).body.data).toMatchObject({ xyID: 8, xyForbidden: 1 });
    expect((await main('getXyInfo', { xyID: '9' })).body.data).toMatchObject({ xyID: 9, xyStatus: 4 });
    expect((await main('getXyInfo', { xyID: '999' })).body).toEqual(bad('订阅号不存在'));
    expect((await main('getXyInfo', { xyID: '0' })).body).toEqual(bad('参数 xyID 必须是正整数'));
    expect((await main('getXyInfo')).body).toEqual(bad('缺少参数 xyID'));
  });

  it('pages an account’s articles by 20 and its dynamics by 10; past the end is an empty page', async () => {
    const articlePage = async (page: string) =>
      (await main<Paged<{ fileId: number }>>('getXyArticles', { xyID: '1', page })).body.data;
    const [first, second, beyond] = await Promise.all(['1', '2', '9'].map(articlePage));
    expect([first!.list.length, first!.hasMore, second!.list.length, second!.hasMore]).toEqual([
      20,
      true,
      2,
      false,
    ]);
    expect([beyond!.list, beyond!.hasMore]).toEqual([[], false]);
    const dynamicPage = async (page: string) =>
      (await main<Paged<{ id: number }>>('getXyDynamic', { xyID: '1', page })).body.data;
    const [d1, d2] = await Promise.all([dynamicPage('1'), dynamicPage('2')]);
    expect([d1.list.length, d1.hasMore, d2.list.length, d2.hasMore]).toEqual([10, true, 2, false]);
    expect(new Set([...d1.list, ...d2.list].map((dynamic) => dynamic.id)).size).toBe(12);
    // An account that counts as empty lists nothing; an unknown one is refused.
    expect((await main<Paged<unknown>>('getXyArticles', { xyID: '8' })).body.data.list).toEqual([]);
    expect((await main('getXyDynamic', { xyID: '999' })).body).toEqual(bad('订阅号不存在'));
  });

  it('shows a dynamic with its pictures, hides one of an emptied account, and counts each member’s praise once', async () => {
    const [newest] = (await main<Paged<{ id: number }>>('getXyDynamic', { xyID: '1' })).body.data.list;
    const detail = (await main<Record<string, unknown>>('getDynamicDetail', { id: String(newest!.id) })).body;
    expect(detail.data).toMatchObject({ xyID: 1, xyName: '临江日报', praiseCount: 0 });
    expect((detail.data.attachments as { type: string }[]).every((a) => a.type === 'pic')).toBe(true);
    const praises = await Promise.all(
      Array.from({ length: 10 }, () =>
        postForm(t.app, '/main/dynamicPraise', { id: String(newest!.id) }, { token: reader.token }),
      ),
    );
    expect(praises.filter((answer) => answer.body.status === 0)).toHaveLength(1);
    expect(praises.filter((answer) => answer.body.message === '已经点过赞了哦!')).toHaveLength(9);
    expect((await main('getDynamicDetail', { id: String(newest!.id) })).body.data).toMatchObject({
      praiseCount: 1,
    });
    expect((await postForm(t.app, '/main/dynamicPraise', { id: String(newest!.id) })).body.status).toBe(
      10102,
    );

    const created = await ingest<{ id: number }>('POST', 'xyDynamics', {
      xyID: 9,
      content: '清空账号的动态',
    });
    expect(created.http).toBe(200);
    expect((await main('getDynamicDetail', { id: String(created.body.data.id) })).body).toEqual(
      bad('动态不存在'),
    );
    expect((await main('getDynamicDetail', { id: '99999' })).body).toEqual(bad('动态不存在'));
  });

  it('lists an account’s questions with their first answer, and a question’s answers', async () => {
    const list = (
      await main<Paged<{ id: number; content: string; answerCount: number; firstAnswer: unknown }>>(
        'getXyArticlesQuestion',
        { xyID: '1' },
      )
    ).body.data.list;
    expect(list.map((question) => question.answerCount)).toEqual([1, 2, 0]);
    expect(list[2]!.firstAnswer).toBeNull();
    const answers = (
      await main<Paged<{ answererName: string }>>('question/answerList', { questionID: String(list[1]!.id) })
    ).body.data;
    expect(answers.list.map((answer) => answer.answererName)).toEqual(['临江日报', '临江交警']);
    expect((await main('question/answerList', { questionID: '99999' })).body).toEqual(bad('问题不存在'));
  });

  it('recommends accounts sharing subscribers first, never itself nor an emptied one', async () => {
    // The demo member subscribes to 1 and 4.
    const list = (await main<{ list: { xyID: number }[] }>('recommendXys', { xyID: '1' })).body.data.list;
    const ids = list.map((xy) => xy.xyID);
    expect(ids[0]).toBe(4);
    expect(ids).toHaveLength(6);
    expect(ids).not.toEqual(expect.arrayContaining([1]));
    expect(ids.filter((id) => id === 8 || id === 9)).toEqual([]);
  });

  it('recommends the most subscribed accounts to the directory (no xyID), never an emptied one', async () => {
    const list = (await main<{ list: { xyID: number; subCount: number }[] }>('recommendXys', {})).body.data
      .list;
    expect(list).toHaveLength(6);
    const counts = list.map((xy) => xy.subCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(list.map((xy) => xy.xyID).filter((id) => id === 8 || id === 9)).toEqual([]);
    expect((await main('recommendXys', { xyID: '99999' })).body.status).not.toBe(0);
  });

  it('ranks 20 accounts by their weighted activity, only when recomputed, by period', async () => {
    const week = await rank('week');
    expect(week.list).toHaveLength(20);
    expect(week.list.map((entry) => entry.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const entry of week.list) {
      const { read, share, comment, cheer } = RANK_WEIGHTS;
      expect(entry.score).toBe(
        entry.reads * read + entry.shares * share + entry.comments * comment + entry.cheers * cheer,
      );
    }
    const scores = week.list.map((entry) => entry.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(week.list.some((entry) => [8, 9].includes(entry.xyID))).toBe(false);
    // The month counts older activity too.
    const month = await rank('month');
    expect(month.list.reduce((sum, e) => sum + e.reads, 0)).toBeGreaterThan(
      week.list.reduce((sum, e) => sum + e.reads, 0),
    );
    expect((await main('xyRank', { period: 'year' })).body).toEqual(bad('参数 period 格式错误'));

    // 300 reads for an account's article move it to the top, at the next recomputation only.
    const [article] = await t.database.db
      .select({ fileId: articles.fileId })
      .from(articles)
      .where(sql`(${articles.extra} ->> 'xyAccountID') = '101'`);
    await t.database.db
      .insert(readerEvents)
      .values(Array.from({ length: 300 }, () => ({ type: 3, fileId: article!.fileId })));
    expect((await rank()).list.find((entry) => entry.xyID === 101)?.rank).not.toBe(1);
    await recomputeRankings(t.database.db);
    const after = await rank();
    expect(after.list[0]).toMatchObject({ xyID: 101 });
    expect(after.computedAt).toBeGreaterThan(week.computedAt);
  });

  it('lets a member cheer CHEERS_PER_DAY times a day however many cheers arrive at once', async () => {
    const cheerer = await phoneLogin(t, '13500000182', 'xy-cheer');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        main<{ used: number; remaining: number }>(
          'hitXyBulletin',
          { xyID: String(index % 2 ? 3 : 4) },
          cheerer.token,
        ),
      ),
    );
    const accepted = answers.filter((answer) => answer.body.status === 0);
    expect(accepted).toHaveLength(CHEERS_PER_DAY);
    expect(accepted.map((answer) => answer.body.data.used).sort()).toEqual([1, 2, 3]);
    expect(answers.filter((answer) => answer.body.status !== 0).map((answer) => answer.body.message)).toEqual(
      Array.from({ length: 12 - CHEERS_PER_DAY }, () => `今天的 ${CHEERS_PER_DAY} 次打榜已用完，明天再来吧`),
    );
    const cheers = await t.database.db.select().from(xyCheers).where(eq(xyCheers.userId, cheerer.userid));
    expect(cheers).toHaveLength(CHEERS_PER_DAY);
    const [day] = await t.database.db
      .select()
      .from(xyCheerDays)
      .where(eq(xyCheerDays.userId, cheerer.userid));
    expect(day?.used).toBe(CHEERS_PER_DAY);
    expect((await main('hitXyBulletin', { xyID: '8' }, reader.token)).body).toEqual(bad('订阅号不存在'));
    expect((await main('hitXyBulletin', { xyID: '3' })).body.status).toBe(10102);
  });

  it('keeps the rules the CMS writes, and refuses bad dynamics', async () => {
    expect((await main<{ content: string }>('xyRules')).body.data.content).toContain('每次打榜计 10 分');
    expect((await ingest('PUT', 'xyRules', { content: '新规则' })).http).toBe(200);
    expect((await main<{ content: string }>('xyRules')).body.data.content).toBe('新规则');
    expect((await ingest('POST', 'xyDynamics', { xyID: 1 })).body.message).toBe(
      '字段 content 和 attachments 不能都为空',
    );
    expect((await ingest('POST', 'xyDynamics', { xyID: 999, content: '甲' })).body.message).toBe(
      '订阅号不存在',
    );
    const picture = await ingest('POST', 'xyDynamics', {
      xyID: 1,
      attachments: [{ type: 'pic', url: 'javascript:alert(1)', width: 1, height: 1 }],
    });
    expect([picture.http, picture.body.message]).toEqual([
      400,
      '字段 attachments[0].url 必须是 http(s) 网址或站内路径',
    ]);
    expect((await ingest('PUT', 'xyDynamics/99999', { content: '甲' })).http).toBe(404);
    expect((await ingest('POST', 'questions/99999/answers', { content: '甲' })).http).toBe(404);
  });
});
