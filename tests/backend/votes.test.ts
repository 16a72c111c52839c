// Votes: the vote and its options as readers read them, the member-info rule, the encrypted vote (made by the
// site's own crypto-js code) refused when forged, tampered or replayed, and limits that hold under parallel votes,
// counted in batches (one instance's or two at once) with an exact answer for each vote.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sealVotePayload } from '../../lib/api/voteCipher';
import { VOTE_REFUSED, VOTE_SORTS } from '../../lib/contract/votes';
import { voteLogs, voteOptions, votes } from '../../backend/votes/schema';
import { voteBatcher } from '../../backend/votes/voteBatcher';
import { member } from './commentHelpers';
import { admin } from './memberHelpers';
import { call, get, postForm, sibling, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

interface Option {
  id: number;
  number: number;
  title: string;
  voteCount: number;
  viewCount: number;
}

const DAY = 86_400_000;
const nonce = () => randomBytes(18).toString('base64url');

describe.each(drivers)('votes on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver, { votes: { ipPerMinute: 100_000 } });
  }, 180_000);
  afterAll(() => t.close());

  const seal = (voteId: number, optionId: number, extra: Partial<{ t: number; nonce: string }> = {}) =>
    sealVotePayload({ voteId, optionId, t: Date.now(), nonce: nonce(), ...extra }, t.config.voteCipherKey);
  const sendVote = (token: string, data: string, ip = '203.0.113.70') =>
    call<{ voteCount: number }>(t.app, {
      method: 'POST',
      url: '/main/recordVoteCountAndLog',
      payload: new URLSearchParams({ data }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', token },
      remoteAddress: ip,
    });
  const vote = async (token: string, voteId: number, optionId: number) =>
    sendVote(token, await seal(voteId, optionId));

  /** A vote of the CMS's with `count` options, open now unless the window says otherwise. */
  async function newVote(fields: Record<string, unknown>, count = 3) {
    const now = Date.now();
    const created = await call<{ id: number }>(t.app, {
      method: 'POST',
      url: '/ingest/votes',
      headers: admin(t),
      payload: { title: '测试投票', startTime: now - DAY, endTime: now + DAY, ...fields },
    });
    expect(created.http).toBe(200);
    const options: Option[] = [];
    for (let index = 0; index < count; index += 1) {
      const option = await call<Option>(t.app, {
        method: 'POST',
        url: `/ingest/votes/${created.body.data.id}/options`,
        headers: admin(t),
        payload: { title: `选项${index + 1}`, picture: `/demo/votes/t-wang.svg` },
      });
      options.push(option.body.data);
    }
    return { id: created.body.data.id, options };
  }

  const optionCount = async (optionId: number) => {
    const [row] = await t.database.db
      .select({ count: voteOptions.voteCount })
      .from(voteOptions)
      .where(eq(voteOptions.id, optionId));
    return row?.count;
  };

  it('answers the seeded vote with its head image, themes and member-info rule', async () => {
    const [teacher] = await t.database.db.select().from(votes).where(eq(votes.title, '寻找临江“最美教师”'));
    const info = await get<Record<string, unknown>>(t.app, '/main/voteInfo', { id: String(teacher?.id) });
    expect(info.body.data).toMatchObject({
      isbegin: 1,
      vs_head_voteimage: '/demo/votes/teacher-head.svg',
      vs_votetheme_list: [{ title: '评选对象' }, { title: '投票须知' }],
      vs_user_inforule: [
        { key: 'name', label: '姓名', kind: 'name', required: true },
        { key: 'phone', label: '手机号', kind: 'phone', required: true },
      ],
      limits: { perDay: 1, perOption: 0, total: 5 },
      optionCount: 6,
      mine: null,
    });
  });

  it('sorts options by number, rank and views, searches by name and counts a view', async () => {
    const { id } = await newVote({}, 0);
    for (const [title, voteCount, viewCount] of [
      ['甲', 5, 1],
      ['乙', 9, 0],
      ['丙', 1, 7],
    ] as const) {
      const added = await call<Option>(t.app, {
        method: 'POST',
        url: `/ingest/votes/${id}/options`,
        headers: admin(t),
        payload: { title: `摄影作品${title}` },
      });
      await t.database.db
        .update(voteOptions)
        .set({ voteCount, viewCount })
        .where(eq(voteOptions.id, added.body.data.id));
    }
    const order = async (sort: number) =>
      (
        await get<{ list: Option[] }>(t.app, '/main/voteOptions', { voteId: String(id), sort: String(sort) })
      ).body.data.list.map((option) => option.title.slice(-1));
    expect(await order(VOTE_SORTS.number)).toEqual(['甲', '乙', '丙']);
    expect(await order(VOTE_SORTS.rank)).toEqual(['乙', '甲', '丙']);
    expect(await order(VOTE_SORTS.views)).toEqual(['丙', '甲', '乙']);
    const found = await get<{ list: Option[] }>(t.app, '/main/infoByOptName', {
      voteId: String(id),
      name: '乙',
    });
    expect(found.body.data.list.map((option) => option.title)).toEqual(['摄影作品乙']);
    const none = await get<{ list: Option[] }>(t.app, '/main/infoByOptName', {
      voteId: String(id),
      name: '%',
    });
    expect(none.body.data.list).toEqual([]);
    const [first] = (await get<{ list: Option[] }>(t.app, '/main/voteOptions', { voteId: String(id) })).body
      .data.list;
    const detail = await get<Option & { rank: number }>(t.app, '/main/optionInfo', {
      voteId: String(id),
      optionId: String(first?.id),
    });
    expect(detail.body.data).toMatchObject({ title: '摄影作品甲', rank: 2, viewCount: 2 });
    const result = await postForm<{ totalVotes: number; list: { rank: number; percent: number }[] }>(
      t.app,
      '/main/voteResult',
      { voteId: String(id) },
    );
    expect(result.body.data.totalVotes).toBe(15);
    expect(result.body.data.list.map((row) => [row.rank, row.percent])).toEqual([
      [1, 60],
      [2, 33.3],
      [3, 6.7],
    ]);
  });

  it('counts exactly 3 of 200 parallel votes by one member with a limit of 3 a day', async () => {
    const { id, options } = await newVote({ perDay: 3 });
    const reader = await member(t, '13700000001');
    const optionId = options[0]?.id ?? 0;
    const payloads = await Promise.all(Array.from({ length: 200 }, () => seal(id, optionId)));
    const answers = await Promise.all(payloads.map((data) => sendVote(reader.token, data)));
    expect(answers.filter((answer) => answer.body.status === 0)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.body.status === VOTE_REFUSED.dayLimit);
    expect(refused).toHaveLength(197);
    expect(refused[0]?.body.message).toBe('今日投票次数已用完（每天 3 票）');
    expect(await optionCount(optionId)).toBe(3);
    const logged = await t.database.db.select().from(voteLogs).where(eq(voteLogs.voteId, id));
    expect(logged).toHaveLength(3);
  });

  it('holds the per-option and total limits under parallel votes', async () => {
    const { id, options } = await newVote({ perDay: 0, perOption: 2, total: 5 }, 4);
    const reader = await member(t, '13700000002');
    const payloads = await Promise.all(
      options.flatMap((option) => Array.from({ length: 20 }, () => seal(id, option.id))),
    );
    const answers = await Promise.all(payloads.map((data) => sendVote(reader.token, data)));
    expect(answers.filter((answer) => answer.body.status === 0)).toHaveLength(5);
    const counts = await Promise.all(options.map((option) => optionCount(option.id)));
    expect(counts.every((count) => (count ?? 0) <= 2)).toBe(true);
    expect(counts.reduce((sum, count) => (sum ?? 0) + (count ?? 0), 0)).toBe(5);
  });

  it('counts a flood from many members through two instances exactly, each vote with its own count', async () => {
    const { id, options } = await newVote({ perDay: 4 });
    const other = await sibling(t, { votes: { ipPerMinute: 100_000 } });
    try {
      const readers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => member(t, `1371000${String(index).padStart(4, '0')}`)),
      );
      const ballots = readers.flatMap((reader, m) =>
        Array.from({ length: 6 }, (_, n) => ({ reader, optionId: options[(m + n) % 3]?.id ?? 0 })),
      );
      const payloads = await Promise.all(ballots.map((ballot) => seal(id, ballot.optionId)));
      const answers = await Promise.all(
        ballots.map((ballot, index) =>
          call<{ optionId: number; voteCount: number }>(index % 2 === 0 ? t.app : other, {
            method: 'POST',
            url: '/main/recordVoteCountAndLog',
            payload: new URLSearchParams({ data: payloads[index] ?? '' }).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded', token: ballot.reader.token },
          }),
        ),
      );
      const counted = answers.filter((answer) => answer.body.status === 0);
      expect(counted).toHaveLength(80);
      expect(answers.filter((answer) => answer.body.status === VOTE_REFUSED.dayLimit)).toHaveLength(40);
      for (const reader of readers) {
        const mine = answers.filter(
          (answer, index) => answer.body.status === 0 && ballots[index]?.reader === reader,
        );
        expect(mine).toHaveLength(4);
      }
      // Every counted vote answers its option's count right after it: 1, 2, 3 ... for each option, none twice.
      for (const option of options) {
        const seen = counted
          .filter((answer) => answer.body.data.optionId === option.id)
          .map((answer) => answer.body.data.voteCount)
          .sort((a, b) => a - b);
        expect(seen).toEqual(Array.from({ length: seen.length }, (_, index) => index + 1));
        expect(await optionCount(option.id)).toBe(seen.length);
      }
      const logged = await t.database.db.select().from(voteLogs).where(eq(voteLogs.voteId, id));
      expect(logged).toHaveLength(80);
    } finally {
      await other.close();
    }
  });

  it('answers each vote of a batch on its own when one of them cannot be written', async () => {
    const { id, options } = await newVote({ perDay: 0 });
    const reader = await member(t, '13700000008');
    const batcher = voteBatcher(t.database.db);
    const ballot = (userId: number) => ({
      voteId: id,
      optionId: options[0]?.id ?? 0,
      userId,
      day: '2026-11-27',
      address: '203.0.113.71',
    });
    // Cast in one turn, so one batch; a member that does not exist fails the tally's foreign key.
    const answers = await Promise.allSettled([
      batcher.cast(ballot(reader.userId)),
      batcher.cast(ballot(2_000_000_000)),
      batcher.cast(ballot(reader.userId)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(answers[0]).toMatchObject({ value: { voteCount: 1, mine: { totalVotes: 1 } } });
    expect(answers[2]).toMatchObject({ value: { voteCount: 2, mine: { totalVotes: 2 } } });
    expect(await optionCount(options[0]?.id ?? 0)).toBe(2);
  });

  it('refuses an option of another vote, and votes outside the window or closed early', async () => {
    const first = await newVote({});
    const second = await newVote({});
    const reader = await member(t, '13700000003');
    const crossed = await vote(reader.token, first.id, second.options[0]?.id ?? 0);
    expect(crossed.body).toEqual({ status: VOTE_REFUSED.noOption, message: '选项不存在', data: null });
    expect(await optionCount(second.options[0]?.id ?? 0)).toBe(0);

    const now = Date.now();
    const early = await newVote({ startTime: now + DAY, endTime: now + 2 * DAY });
    const late = await newVote({ startTime: now - 2 * DAY, endTime: now - DAY });
    expect((await vote(reader.token, early.id, early.options[0]?.id ?? 0)).body).toMatchObject({
      status: VOTE_REFUSED.notStarted,
      message: '投票未开始',
    });
    expect((await vote(reader.token, late.id, late.options[0]?.id ?? 0)).body).toMatchObject({
      status: VOTE_REFUSED.ended,
      message: '投票已结束',
    });
    expect((await vote(reader.token, first.id, first.options[0]?.id ?? 0)).body.status).toBe(0);
    const closed = await call(t.app, {
      method: 'POST',
      url: `/ingest/votes/${first.id}/close`,
      headers: admin(t),
    });
    expect(closed.http).toBe(200);
    expect((await vote(reader.token, first.id, first.options[0]?.id ?? 0)).body.status).toBe(
      VOTE_REFUSED.ended,
    );
    expect(await optionCount(first.options[0]?.id ?? 0)).toBe(1);
  });

  it('asks the member-info rule first and checks its answers', async () => {
    const { id, options } = await newVote({
      infoRule: [
        { key: 'name', label: '姓名', kind: 'name' },
        { key: 'phone', label: '手机号', kind: 'phone' },
      ],
    });
    const reader = await member(t, '13700000004');
    const optionId = options[0]?.id ?? 0;
    expect((await vote(reader.token, id, optionId)).body).toMatchObject({
      status: VOTE_REFUSED.infoRequired,
      message: '请先填写投票信息',
    });
    const send = (fields: Record<string, string>) =>
      postForm(t.app, '/main/voteUserInfo', { voteId: String(id), ...fields }, { token: reader.token });
    expect((await send({ name: '林读者' })).body).toMatchObject({ status: -1, message: '请填写手机号' });
    expect((await send({ name: '林读者', phone: '12345' })).body).toMatchObject({
      message: '请输入正确的手机号',
    });
    expect((await postForm(t.app, '/main/voteUserInfo', { voteId: String(id), name: 'x' })).body.status).toBe(
      10102,
    );
    expect((await send({ name: '林读者', phone: '13700000004' })).body.status).toBe(0);
    const info = await get<{ mine: { infoFilled: boolean } }>(
      t.app,
      '/main/voteInfo',
      { id: String(id) },
      { token: reader.token },
    );
    expect(info.body.data.mine.infoFilled).toBe(true);
    const voted = await vote(reader.token, id, optionId);
    expect(voted.body).toMatchObject({ status: 0, message: '投票成功', data: { voteCount: 1 } });
  });

  it('refuses a forged, tampered, stale or replayed payload and changes nothing', async () => {
    const { id, options } = await newVote({ perDay: 0 });
    const reader = await member(t, '13700000005');
    const optionId = options[0]?.id ?? 0;
    const data = await seal(id, optionId);
    const bytes = Buffer.from(data, 'base64');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    const forged = await sealVotePayload(
      { voteId: id, optionId, t: Date.now(), nonce: nonce() },
      'somebody-elses-key',
    );
    const stale = await seal(id, optionId, { t: Date.now() - 10 * 60_000 });
    for (const bad of [bytes.toString('base64'), forged, stale, 'not base64!', '']) {
      expect((await sendVote(reader.token, bad)).body).toEqual({
        status: VOTE_REFUSED.badPayload,
        message: '投票数据无效',
        data: null,
      });
    }
    expect((await sendVote(reader.token, data)).body.status).toBe(0);
    expect((await sendVote(reader.token, data)).body.status).toBe(VOTE_REFUSED.badPayload);
    expect(await optionCount(optionId)).toBe(1);
    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/main/recordVoteCountAndLog',
      payload: new URLSearchParams({ data: await seal(id, optionId) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(anonymous.body.status).toBe(10102);
  });

  it('limits the votes one address sends a minute', async () => {
    const limited = await sibling(t, { votes: { ipPerMinute: 3 } });
    try {
      const { id, options } = await newVote({ perDay: 0 });
      const reader = await member(t, '13700000006');
      const answers = [];
      for (let index = 0; index < 5; index += 1) {
        answers.push(
          await call(limited, {
            method: 'POST',
            url: '/main/recordVoteCountAndLog',
            payload: new URLSearchParams({ data: await seal(id, options[0]?.id ?? 0) }).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded', token: reader.token },
            remoteAddress: '198.51.100.9',
          }),
        );
      }
      expect(answers.map((answer) => answer.http)).toEqual([200, 200, 200, 429, 429]);
      expect(answers[3]?.body).toMatchObject({ status: -429 });
      expect(await optionCount(options[0]?.id ?? 0)).toBe(3);
    } finally {
      await limited.close();
    }
  });

  it('lets the CMS edit votes and options and export the votes as CSV', async () => {
    const { id, options } = await newVote({ perDay: 0 });
    const reader = await member(t, '13700000007');
    await vote(reader.token, id, options[1]?.id ?? 0);
    const edited = await call<{ title: string; perDay: number }>(t.app, {
      method: 'PUT',
      url: `/ingest/votes/${id}`,
      headers: admin(t),
      payload: { title: '改过的投票', perDay: 2 },
    });
    expect(edited.body.data).toMatchObject({ title: '改过的投票', perDay: 2 });
    const renamed = await call<Option>(t.app, {
      method: 'PUT',
      url: `/ingest/votes/${id}/options/${options[1]?.id}`,
      headers: admin(t),
      payload: { title: '=HYPERLINK("x")' },
    });
    expect(renamed.body.data.title).toBe('=HYPERLINK("x")');
    const taken = await call(t.app, {
      method: 'PUT',
      url: `/ingest/votes/${id}/options/${options[1]?.id}`,
      headers: admin(t),
      payload: { number: 1 },
    });
    expect(taken.http).toBe(409);
    const wrong = await call(t.app, {
      method: 'PUT',
      url: `/ingest/votes/${id}`,
      headers: admin(t),
      payload: { startTime: Date.now() + 9 * DAY, endTime: Date.now() },
    });
    expect(wrong.http).toBe(400);
    const turned = await call(t.app, {
      method: 'PUT',
      url: `/ingest/votes/${id}`,
      headers: admin(t),
      payload: { endTime: Date.now() - 9 * DAY },
    });
    expect(turned.body).toMatchObject({ status: -1, message: 'endTime 必须晚于 startTime' });
    const csv = await t.app.inject({ method: 'GET', url: `/ingest/votes/${id}/logs.csv`, headers: admin(t) });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")","${reader.userId}","203.0.113.70"`);
  });
});
