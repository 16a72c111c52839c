// Guesses sent at once: however many arrive together, no more than the allowed number are ever checked.
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../backend/members/password';
import { memberForPhone, MAX_FAILED_LOGINS, setPasswordHash } from '../../backend/members/memberRepo';
import { members, smsCodes } from '../../backend/members/schema';
import { SMS_MAX_ATTEMPTS } from '../../backend/members/verifyCodeRepo';
import { imageCode, type LoginData, requestSmsCode, sendSms } from './memberHelpers';
import { postForm, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

const PARALLEL = 50;
const PASSWORD = 'abcd1234';
const wrongPassword = bad('手机号或密码错误');
const passwordLocked = bad('密码错误次数过多，请15分钟后再试');
const smsLocked = bad('验证码错误次数过多，请15分钟后再试');
const imageRefused = '图形验证码错误或已过期，请重新输入';
const ipLimited = '获取验证码过于频繁，请稍后再试';

function bad(message: string) {
  return { status: -1, message, data: null };
}

/** How many answers had each message. */
function tally(answers: { body: { status: number; message: string } }[]) {
  const counts = new Map<string, number>();
  for (const { body } of answers) {
    const key = body.status === 0 ? 'ok' : body.message;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Object.fromEntries(counts);
}

describe.each(drivers)('parallel guesses on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const passwordLogin = (phone: string, password: string) =>
    postForm<LoginData>(t.app, '/sso/passwordLogin', { phone, password, device: 'xy-parallel' });
  const memberRow = async (phone: string) =>
    (await t.database.db.select().from(members).where(eq(members.phone, phone)))[0];

  async function memberWithPassword(phone: string) {
    const { member } = await memberForPhone(t.database.db, phone);
    await setPasswordHash(t.database.db, member.userId, await hashPassword(PASSWORD));
  }

  it(`checks exactly ${MAX_FAILED_LOGINS} of ${PARALLEL} wrong passwords sent at once and locks the rest out`, async () => {
    const phone = '13600000001';
    await memberWithPassword(phone);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => passwordLogin(phone, `wrong${i}pass`)),
    );
    expect(tally(answers)).toEqual({
      [wrongPassword.message]: MAX_FAILED_LOGINS,
      [passwordLocked.message]: PARALLEL - MAX_FAILED_LOGINS,
    });
    expect((await passwordLogin(phone, PASSWORD)).body).toEqual(passwordLocked);
  });

  it('does not sign in with the right password sent among 49 wrong ones past the limit', async () => {
    const phone = '13600000002';
    await memberWithPassword(phone);
    const passwords = [...Array.from({ length: PARALLEL - 1 }, (_, i) => `wrong${i}pass`), PASSWORD];
    const answers = await Promise.all(passwords.map((password) => passwordLogin(phone, password)));
    expect(tally(answers)).toEqual({
      [wrongPassword.message]: MAX_FAILED_LOGINS,
      [passwordLocked.message]: PARALLEL - MAX_FAILED_LOGINS,
    });
    expect(answers.at(-1)?.body).toEqual(passwordLocked);
  });

  it('lets the right password within the limit sign in and forgive the wrong ones', async () => {
    const phone = '13600000003';
    await memberWithPassword(phone);
    for (let i = 1; i < MAX_FAILED_LOGINS; i += 1) {
      expect((await passwordLogin(phone, 'wrong0pass')).body).toEqual(wrongPassword);
    }
    // The last try the limit allows is the right one: it signs in, and the lock it started is lifted.
    expect((await passwordLogin(phone, PASSWORD)).body.status).toBe(0);
    expect(await memberRow(phone)).toMatchObject({ failedLogins: 0, lockedUntil: null });
    expect((await passwordLogin(phone, 'wrong0pass')).body).toEqual(wrongPassword);
  });

  it('counts again from the first try once the lock is over', async () => {
    const phone = '13600000004';
    await memberWithPassword(phone);
    await Promise.all(Array.from({ length: 10 }, () => passwordLogin(phone, 'wrong0pass')));
    expect(await memberRow(phone)).toMatchObject({ failedLogins: MAX_FAILED_LOGINS + 1 });
    await t.database.db
      .update(members)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(members.phone, phone));
    expect((await passwordLogin(phone, 'wrong0pass')).body).toEqual(wrongPassword);
    expect(await memberRow(phone)).toMatchObject({ failedLogins: 1, lockedUntil: null });
    expect((await passwordLogin(phone, PASSWORD)).body.status).toBe(0);
  });

  const smsLogin = (phone: string, code: string) =>
    postForm<LoginData>(t.app, '/sso/smsLogin', { phone, code, device: 'xy-parallel' });

  it(`checks at most ${SMS_MAX_ATTEMPTS} of ${PARALLEL} SMS codes sent at once, the right one last`, async () => {
    const phone = '13600000005';
    const code = await requestSmsCode(t, phone, 'xy-parallel-sms');
    const wrong = code === '000000' ? '111111' : '000000';
    const codes = [...Array.from({ length: PARALLEL - 1 }, () => wrong), code];
    const answers = await Promise.all(codes.map((given) => smsLogin(phone, given)));
    const wrongAnswers = answers.map(({ body }) => body.message).filter((m) => m.startsWith('验证码错误，'));
    expect(wrongAnswers.sort()).toEqual([1, 2, 3, 4].map((left) => `验证码错误，还可尝试${left}次`));
    expect(tally(answers)[smsLocked.message]).toBe(PARALLEL - (SMS_MAX_ATTEMPTS - 1));
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row).toMatchObject({ attempts: SMS_MAX_ATTEMPTS, usedAt: null });
    expect(await memberRow(phone)).toBeUndefined();
  });

  it(`sends no more SMS codes to one address than its hourly limit, ${PARALLEL} asked at once`, async () => {
    const ip = '203.0.113.77';
    const devices = Array.from({ length: PARALLEL }, (_, i) => `xy-parallel-ip-${i}`);
    const codes = await Promise.all(devices.map((device) => imageCode(t, device)));
    const answers = await Promise.all(
      devices.map((device, i) =>
        sendSms(
          t.app,
          { phone: `1330000${String(i).padStart(4, '0')}`, device, verifyCode: codes[i] ?? '' },
          ip,
        ),
      ),
    );
    expect(tally(answers)).toEqual({
      ok: t.config.members.smsPerIpHour,
      [ipLimited]: PARALLEL - t.config.members.smsPerIpHour,
    });
  });

  it(`checks one image code once, whatever ${PARALLEL} requests send it at once`, async () => {
    const device = 'xy-parallel-image';
    const verifyCode = await imageCode(t, device);
    const wrong = verifyCode === '0000' ? '1111' : '0000';
    const guesses = [...Array.from({ length: PARALLEL - 1 }, () => wrong), verifyCode];
    const answers = await Promise.all(
      guesses.map((given, i) =>
        sendSms(t.app, { phone: `1350000${String(i).padStart(4, '0')}`, device, verifyCode: given }),
      ),
    );
    // The first to arrive spends the image; the right code, last, finds it spent.
    expect(tally(answers)).toEqual({ [imageRefused]: PARALLEL });

    const again = await imageCode(t, device);
    const sameCode = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        sendSms(t.app, { phone: `1340000${String(i).padStart(4, '0')}`, device, verifyCode: again }),
      ),
    );
    expect(tally(sameCode)).toEqual({ ok: 1, [imageRefused]: PARALLEL - 1 });
  });
});
