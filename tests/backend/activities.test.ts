// Activities: the list and detail with the sign-up states of the seeded demo, signing up (the form's checks, the
// window, twice, past capacity: exact when many arrive at once), the member's sign-ups and vouchers, and a partner
// shop's write-off (once, whatever arrives together). The CMS creates what the tests sign up for.
import { ACTIVITY_REFUSED } from '../../lib/contract/activities';
import { STATUS } from '../../lib/contract/status';
import { member } from './commentHelpers';
import { admin } from './memberHelpers';
import { call, get, postForm, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

interface Activity {
  fileId: number;
  title: string;
  signUpState: string;
  phase: string;
  registeredCount: number;
  capacity: number;
  fields: { key: string; type: string }[];
}
interface Voucher {
  code: string;
  state: string;
}

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const FIELDS = [
  { key: 'name', label: '姓名', type: 'name', required: true },
  { key: 'phone', label: '手机号', type: 'phone', required: true },
  { key: 'size', label: '尺码', type: 'choice', required: true, options: ['S', 'M'] },
];

describe.each(drivers)('activities on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  }, 180_000);
  afterAll(() => t.close());

  const createActivity = async (extra: Record<string, unknown> = {}) => {
    const answer = await call<{ id: number }>(t.app, {
      method: 'POST',
      url: '/ingest/activities',
      headers: admin(t),
      payload: {
        title: '测试活动',
        startTime: iso(10),
        endTime: iso(11),
        signUpStartTime: iso(-1),
        signUpEndTime: iso(5),
        fields: FIELDS,
        voucherTitle: '入场券',
        shops: [{ name: '合作门店', staffCode: '2468' }],
        ...extra,
      },
    });
    expect(answer.body.status).toBe(0);
    return answer.body.data.id;
  };
  const detail = async (id: number, token?: string) =>
    (await get<Activity>(t.app, '/main/activityDetail', { id: String(id) }, token ? { token } : {})).body;
  const signUp = (id: number, token: string, fields: Record<string, string> = {}) =>
    postForm<{ registCode: string }>(
      t.app,
      '/main/activityRegist',
      { id: String(id), field_name: '张三', field_phone: '13912345678', field_size: 'M', ...fields },
      { token },
    );
  const vouchers = async (id: number, token: string) =>
    (
      await postForm<{ list: Voucher[]; verifyUrl: string }>(
        t.app,
        '/main/getActivityVoucher',
        { id: String(id) },
        { token },
      )
    ).body.data.list;
  const shopOf = async (id: number) =>
    (await get<{ shops: { id: number }[] }>(t.app, `/ingest/activities/${id}`, {}, admin(t))).body.data
      .shops[0]!.id;

  it('lists the seeded activities with each sign-up state, 20 a page', async () => {
    const { body } = await get<{ list: Activity[]; hasMore: boolean }>(t.app, '/main/activityList');
    const states = Object.fromEntries(body.data.list.map((a) => [a.title, a.signUpState]));
    expect(states).toMatchObject({
      临江半程马拉松志愿者招募: 'open',
      '周末亲子阅读会：江城的故事': 'full',
      江滨新年音乐会票券申领: 'notStarted',
      秋季农民丰收节集市: 'ended',
      '“雨中临江”城市摄影展': 'none',
    });
    expect(body.data.hasMore).toBe(false);
    const exhibition = body.data.list.find((a) => a.signUpState === 'none');
    expect(exhibition?.phase).toBe('inProgress');
  });

  it('refuses a sign-up outside the window, past capacity and without the member', async () => {
    const { body } = await get<{ list: Activity[] }>(t.app, '/main/activityList');
    const byState = (state: string) => body.data.list.find((a) => a.signUpState === state)!.fileId;
    const reader = await member(t, '13600002001');
    const refused = async (id: number) =>
      (await signUp(id, reader.token, { field_phone: '13600002001' })).body;
    expect(await refused(byState('full'))).toEqual({
      status: ACTIVITY_REFUSED.full,
      message: '名额已满',
      data: null,
    });
    expect(await refused(byState('notStarted'))).toMatchObject({ message: '报名未开始' });
    expect(await refused(byState('ended'))).toMatchObject({ message: '报名已结束' });
    const anonymous = await postForm(t.app, '/main/activityRegist', { id: String(byState('open')) });
    expect(anonymous.body.status).toBe(STATUS.notSignedIn);
  });

  it('checks the answers, signs up once, and gives the voucher', async () => {
    const id = await createActivity();
    const reader = await member(t, '13600002002');
    const bad = await signUp(id, reader.token, { field_phone: '12345', field_size: 'XXL', field_name: '' });
    expect(bad.body).toEqual({
      status: ACTIVITY_REFUSED.badAnswers,
      message: '请检查填写的内容',
      data: { name: 'required', phone: 'phone', size: 'choice' },
    });
    expect((await detail(id)).data.registeredCount).toBe(0);
    const done = await signUp(id, reader.token);
    expect(done.body).toMatchObject({ status: 0, message: '报名成功' });
    const again = await signUp(id, reader.token);
    expect(again.body).toEqual({ status: ACTIVITY_REFUSED.signedUp, message: '您已报名', data: null });
    const seen = await detail(id, reader.token);
    expect(seen.data).toMatchObject({ signUpState: 'signedUp', registeredCount: 1 });
    expect((await detail(id)).data.signUpState).toBe('open');
    const [voucher] = await vouchers(id, reader.token);
    expect(voucher).toMatchObject({ code: done.body.data.registCode, state: 'unused' });
    const mine = await get<{ list: { activityId: number; status: number; voucher: Voucher }[] }>(
      t.app,
      '/main/mySignUps',
      {},
      { token: reader.token },
    );
    expect(mine.body.data.list[0]).toMatchObject({ activityId: id, status: 0, voucher: { state: 'unused' } });
    const entries = await get<{ list: { name: string }[]; total: number }>(t.app, '/main/entryList', {
      id: String(id),
    });
    expect(entries.body.data).toMatchObject({ total: 1, list: [{ name: '张*' }] });
  });

  it('fills 10 places exactly when 50 members sign up at once, and counts one member sending 20 at once once', async () => {
    const id = await createActivity({ capacity: 10 });
    const readers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => member(t, `1360001${String(n).padStart(4, '0')}`)),
    );
    const answers = await Promise.all(readers.map((reader) => signUp(id, reader.token)));
    expect(answers.filter((a) => a.body.status === 0)).toHaveLength(10);
    expect(answers.filter((a) => a.body.message === '名额已满')).toHaveLength(40);
    expect((await detail(id)).data).toMatchObject({ registeredCount: 10, signUpState: 'full' });
    const entries = await get<{ total: number }>(t.app, '/main/entryList', { id: String(id) });
    expect(entries.body.data.total).toBe(10);

    const other = await createActivity({ capacity: 5 });
    const one = readers[0]!;
    const repeats = await Promise.all(Array.from({ length: 20 }, () => signUp(other, one.token)));
    expect(repeats.filter((a) => a.body.status === 0)).toHaveLength(1);
    expect(repeats.filter((a) => a.body.message === '您已报名')).toHaveLength(19);
    expect((await detail(other)).data.registeredCount).toBe(1);
  });

  it('writes a voucher off once at a shop with the right staff code, 30 confirmations at once', async () => {
    const id = await createActivity();
    const reader = await member(t, '13600002003');
    const code = (await signUp(id, reader.token)).body.data.registCode;
    const shop = await shopOf(id);
    const redeem = (fields: Record<string, string>, op = 'write-off') =>
      postForm(t.app, `/main/${op}`, {
        activityID: String(id),
        registCode: code,
        shopSite: String(shop),
        verifyCode: '2468',
        ...fields,
      });
    expect((await redeem({ verifyCode: '0000' })).body).toEqual({
      status: ACTIVITY_REFUSED.wrongStaffCode,
      message: '核销码错误',
      data: null,
    });
    expect((await redeem({ registCode: 'NOSUCHCODE' })).body.message).toBe('券码不存在');
    expect((await redeem({ verifyCode: '0000' }, 'activityVerify')).body.message).toBe('核销码错误');
    const shown = await postForm<{ voucher: Voucher; shops: unknown[] }>(t.app, '/main/activityVerify', {
      activityID: String(id),
      registCode: code,
    });
    expect(shown.body.data).toMatchObject({ voucher: { state: 'unused' }, shops: [{ id: shop }] });
    expect((await redeem({}, 'activityVerify')).body).toMatchObject({ status: 0, message: '券码有效' });
    const answers = await Promise.all(Array.from({ length: 30 }, () => redeem({})));
    expect(answers.filter((a) => a.body.status === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message === '券码已使用')).toHaveLength(29);
    expect((await vouchers(id, reader.token))[0]?.state).toBe('used');
  });

  it('says an expired voucher is expired and does not write it off', async () => {
    const id = await createActivity({ voucherExpiresAt: iso(-1) });
    const reader = await member(t, '13600002004');
    const code = (await signUp(id, reader.token)).body.data.registCode;
    const answer = await postForm(t.app, '/main/write-off', {
      activityID: String(id),
      registCode: code,
      shopSite: String(await shopOf(id)),
      verifyCode: '2468',
    });
    expect(answer.body).toEqual({
      status: ACTIVITY_REFUSED.voucherExpired,
      message: '券码已过期',
      data: null,
    });
    expect((await vouchers(id, reader.token))[0]?.state).toBe('expired');
  });

  it('answers 10201 for a sign-up whose progress the app alone shows', async () => {
    const id = await createActivity({ progressInApp: true });
    const reader = await member(t, '13600002005');
    expect((await signUp(id, reader.token)).body.status).toBe(0);
    const mine = await get<{ list: { status: number }[] }>(
      t.app,
      '/main/mySignUps',
      {},
      { token: reader.token },
    );
    expect(mine.body.data.list[0]?.status).toBe(STATUS.signUpProgressInApp);
  });

  it('lets the CMS close early, refuse a capacity below the places taken, and export the sign-ups', async () => {
    const id = await createActivity({ capacity: 3 });
    const readers = await Promise.all([member(t, '13600002006'), member(t, '13600002007')]);
    for (const reader of readers)
      expect((await signUp(id, reader.token, { field_name: '=SUM(A1)' })).body.status).toBe(0);
    const shrink = await call(t.app, {
      method: 'PUT',
      url: `/ingest/activities/${id}`,
      headers: admin(t),
      payload: { capacity: 1 },
    });
    expect(shrink.http).toBe(400);
    expect(shrink.body.message).toBe('名额不能少于已报名人数');
    const closed = await call(t.app, {
      method: 'POST',
      url: `/ingest/activities/${id}/close`,
      headers: admin(t),
    });
    expect(closed.body).toMatchObject({ status: 0, data: { closed: true } });
    const late = await member(t, '13600002008');
    expect((await signUp(id, late.token)).body.message).toBe('报名已结束');
    const csv = await t.app.inject({
      method: 'GET',
      url: `/ingest/activities/${id}/signUps.csv`,
      headers: admin(t),
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('"姓名","手机号","尺码"');
    // A formula a reader typed stays text in a spreadsheet.
    expect(lines[1]).toContain(`"'=SUM(A1)"`);
  });
});
