// Tip-offs (backend/tipoffs): a member sends one with files they uploaded; it shows to its author as pending and
// to nobody else (the same answer as an unknown id) until an editor approves it; rejected, it carries the reason.
// Bad input (empty or 20,000-character text, no name, another member's file, HTML) is refused with nothing stored,
// nothing stored when refused. The seeded demo has one in each state.
import { count, eq } from 'drizzle-orm';
import { tipoffs } from '../../backend/tipoffs/schema';
import { memberUploads } from '../../backend/uploads/schema';
import { TIPOFF_STATUS } from '../../lib/contract/tipoffs';
import { member } from './commentHelpers';
import { admin } from './memberHelpers';
import { call, get, postForm, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

interface Tipoff {
  id: number;
  name: string;
  content: string;
  pics: string[];
  videos: string[];
  audios: string[];
  status: number;
  reason: string;
}

const VIDEO = '/api/upload/files/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.mp4';
const PICTURE = '/api/upload/files/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg';

describe.each(drivers)('tip-offs on $name', (driver) => {
  let t: TestApp;
  let phoneNo = 0;
  beforeAll(async () => {
    t = await startApp(driver);
  }, 180_000);
  afterAll(() => t.close());

  const newMember = () => member(t, `1391000${String((phoneNo += 1)).padStart(4, '0')}`);
  const uploaded = (userId: number, url: string, kind: string) =>
    t.database.db.insert(memberUploads).values({ userId, url, kind });
  const send = (token: string, fields: Record<string, string>) =>
    postForm<{ id: number }>(t.app, '/main/createTipoff', fields, { token });
  const detail = (id: number, token?: string) =>
    get<Tipoff>(t.app, '/main/tipoffDetail', { id: String(id) }, token ? { token } : {});
  const stored = async () => (await t.database.db.select({ n: count() }).from(tipoffs))[0]?.n ?? 0;

  it('shows a tip-off with a video to its author as pending, and to nobody else', async () => {
    const author = await newMember();
    await uploaded(author.userId, VIDEO, 'video');
    await uploaded(author.userId, PICTURE, 'picture');
    const sent = await send(author.token, {
      name: '李先生',
      content: '河堤步道有一段护栏断了',
      pics: PICTURE,
      videos: VIDEO,
    });
    expect(sent.body).toMatchObject({ status: 0, message: '报料已提交，请等待审核' });
    const id = sent.body.data.id;
    expect((await detail(id, author.token)).body.data).toMatchObject({
      name: '李先生',
      pics: [PICTURE],
      videos: [VIDEO],
      audios: [],
      status: TIPOFF_STATUS.pending,
    });
    const other = await newMember();
    const hidden = (await detail(id, other.token)).body;
    const unknown = (await detail(999_999, other.token)).body;
    expect(hidden).toEqual({ status: -1, message: '报料不存在', data: null });
    expect(hidden).toEqual(unknown);
    expect((await detail(id)).body).toEqual(unknown);
    const mine = await get<{ list: Tipoff[] }>(t.app, '/main/myTipoffs', {}, { token: other.token });
    expect(mine.body.data.list).toEqual([]);

    const approved = await call(t.app, {
      method: 'POST',
      url: `/ingest/tipoffs/${id}/approve`,
      headers: admin(t),
    });
    expect(approved.body).toMatchObject({ status: 0 });
    expect((await detail(id, other.token)).body.data.status).toBe(TIPOFF_STATUS.approved);
    expect((await detail(id)).body.data.videos).toEqual([VIDEO]);
  });

  it("carries the editor's reason when rejected, in the queue and to the author", async () => {
    const author = await newMember();
    const id = (await send(author.token, { name: '周', content: '小区门口路灯不亮' })).body.data.id;
    const queue = await call<{ list: Tipoff[] }>(t.app, {
      method: 'GET',
      url: '/ingest/tipoffs',
      headers: admin(t),
    });
    expect(queue.body.data.list.map((item) => item.id)).toContain(id);
    const noReason = await call(t.app, {
      method: 'POST',
      url: `/ingest/tipoffs/${id}/reject`,
      headers: admin(t),
      payload: {},
    });
    expect(noReason.http).toBe(400);
    await call(t.app, {
      method: 'POST',
      url: `/ingest/tipoffs/${id}/reject`,
      headers: admin(t),
      payload: { reason: '请补充具体位置' },
    });
    expect((await detail(id, author.token)).body.data).toMatchObject({ status: 2, reason: '请补充具体位置' });
    const mine = await get<{ list: Tipoff[] }>(t.app, '/main/myTipoffs', {}, { token: author.token });
    expect(mine.body.data.list[0]).toMatchObject({ id, status: 2 });
    const unknown = await call(t.app, {
      method: 'POST',
      url: '/ingest/tipoffs/999999/approve',
      headers: admin(t),
    });
    expect(unknown.http).toBe(404);
  });

  it.each([
    ['empty text', { name: '王', content: '   ' }, '请输入报料内容'],
    ['a 20,000-character text', { name: '王', content: '报'.repeat(20_000) }, '内容不能超过2000个字'],
    ['no name', { name: '', content: '有情况' }, '请输入姓名'],
    ['a name hiding its letters', { name: 'a\u202eb', content: '有情况' }, '姓名不能超过20个字'],
    [
      'a file someone else uploaded',
      { name: '王', content: '有情况', videos: VIDEO },
      '附件无效，请重新上传',
    ],
    [
      'a picture given as a video',
      { name: '王', content: '有情况', videos: 'javascript:alert(1)' },
      '参数 videos 格式错误',
    ],
    [
      'ten pictures',
      { name: '王', content: '有情况', pics: Array(10).fill(PICTURE).join(',') },
      '最多上传9张图片',
    ],
  ])('refuses %s and stores nothing', async (_what, fields, message) => {
    const author = await newMember();
    const before = await stored();
    expect((await send(author.token, fields)).body).toEqual({ status: -1, message, data: null });
    expect(await stored()).toBe(before);
  });

  it("lists a member's tip-offs newest first by when each was sent, whatever order they were stored in", async () => {
    const author = await newMember();
    const at = (iso: string) => new Date(iso);
    const rows = [
      { content: '最近的', createdAt: at('2026-06-03T08:00:00Z') },
      { content: '最早的', createdAt: at('2026-06-01T08:00:00Z') },
      { content: '中间的', createdAt: at('2026-06-02T08:00:00Z') },
    ];
    await t.database.db
      .insert(tipoffs)
      .values(rows.map((row) => ({ ...row, userId: author.userId, name: '王', updatedAt: row.createdAt })));
    const mine = await get<{ list: Tipoff[] }>(t.app, '/main/myTipoffs', {}, { token: author.token });
    expect(mine.body.data.list.map((tipoff) => tipoff.content)).toEqual(['最近的', '中间的', '最早的']);
  });

  it('lets a member whose file was refused send again at once: the refusal does not take their interval', async () => {
    const author = await newMember();
    expect((await send(author.token, { name: '王', content: '有情况', videos: VIDEO })).body.message).toBe(
      '附件无效，请重新上传',
    );
    expect((await send(author.token, { name: '王', content: '有情况' })).body.status).toBe(0);
  });

  it.each([
    ['a script in the text', { name: '赵', content: '<script>alert(1)</script>桥下积水' }],
    ['a tag in the name', { name: '<i>赵</i>', content: '桥下积水' }],
    ['a script address', { name: '赵', content: '点这里 javascript:alert(1)' }],
  ])('refuses HTML (%s) and stores nothing', async (_what, fields) => {
    const author = await newMember();
    const before = await stored();
    expect((await send(author.token, fields)).body).toEqual({
      status: -1,
      message: '内容不能包含HTML代码',
      data: null,
    });
    expect(await stored()).toBe(before);
  });

  it('keeps text that only looks like markup: a comparison is not a tag', async () => {
    const author = await newMember();
    const content = '水深 < 30 厘米，车辆 > 10 辆';
    const id = (await send(author.token, { name: '赵', content })).body.data.id;
    expect((await detail(id, author.token)).body.data).toMatchObject({ content });
  });

  it('refuses readers who did not sign in, and a second tip-off within the interval', async () => {
    expect((await postForm(t.app, '/main/createTipoff', { name: '王', content: '有情况' })).body.status).toBe(
      10102,
    );
    const author = await newMember();
    expect((await send(author.token, { name: '王', content: '第一条' })).body.status).toBe(0);
    expect((await send(author.token, { name: '王', content: '第二条' })).body).toMatchObject({
      status: -429,
    });
  });

  it('stores one of three tip-offs a member sends at the same moment', async () => {
    const author = await newMember();
    const before = await stored();
    const answers = await Promise.all(
      ['同时一', '同时二', '同时三'].map((content) => send(author.token, { name: '钱', content })),
    );
    expect(answers.map((answer) => answer.body.status).sort()).toEqual([-429, -429, 0]);
    expect(await stored()).toBe(before + 1);
  });

  it("seeds the demo member's tip-offs in every state and another reader's approved one", async () => {
    const rows = await t.database.db.select().from(tipoffs).where(eq(tipoffs.name, '临江读者'));
    expect(rows.map((row) => row.status).sort()).toEqual([0, 1, 2]);
    expect(rows.find((row) => row.status === 2)?.reason).not.toBe('');
    const [other] = await t.database.db.select().from(tipoffs).where(eq(tipoffs.name, '王女士'));
    expect((await detail(other!.id)).body.data.pics).toEqual(['/demo/lanterns.svg']);
  });
});
