import { inflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../../backend/app';
import { smsCodes, verifyCodes } from '../../backend/members/schema';
import { outboxSmsSender, type SmsSender } from '../../backend/members/smsSender';
import { admin, deliveredCode, imageCode, sendSms } from './memberHelpers';
import { get, startApp, type TestApp, testConfig } from './testApp';
import { drivers } from './testDb';

const bad = (message: string) => ({ status: -1, message, data: null });

/** Width, height and pixel bytes of an 8-bit RGB PNG made of one IDAT chunk. */
function decodePng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat = png.indexOf('IDAT');
  const data = png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4));
  return { width, height, pixels: inflateSync(data) };
}

describe.each(drivers)('image and SMS verify codes on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const agePhoneCodes = (phone: string, ms: number) =>
    t.database.db
      .update(smsCodes)
      .set({ createdAt: sql`${smsCodes.createdAt} - ${`${ms} milliseconds`}::interval` })
      .where(eq(smsCodes.phone, phone));

  it('draws a fresh PNG per request, never cached, and keeps only the newest code per device', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sso/verifyCode',
      query: { device: 'xy-img' },
    });
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-store');
    const { width, height, pixels } = decodePng(response.rawPayload);
    expect([width, height]).toEqual([120, 44]);
    expect(pixels).toHaveLength((120 * 3 + 1) * 44);
    const first = await imageCode(t, 'xy-img');
    expect(first).toMatch(/^\d{4}$/);
    const second = await imageCode(t, 'xy-img');
    const rows = await t.database.db.select().from(verifyCodes).where(eq(verifyCodes.device, 'xy-img'));
    expect(rows.map((row) => row.code)).toEqual([second]);
  });

  it('refuses an image without a device', async () => {
    expect((await get(t.app, '/sso/verifyCode')).body).toEqual(bad('缺少参数 device'));
  });

  it.each([
    [{}, '请输入手机号'],
    [{ phone: '   ' }, '请输入手机号'],
    [{ phone: '12345678901' }, '请输入正确的手机号'],
    [{ phone: '1381234567' }, '请输入正确的手机号'],
    [{ phone: '138123456789' }, '请输入正确的手机号'],
    [{ phone: '+8613812345678' }, '请输入正确的手机号'],
    [{ phone: '13812345678' }, '请输入图形验证码'],
  ])('sendSmsCode refuses %j: %s', async (fields, message) => {
    expect((await sendSms(t.app, { device: 'xy-form', ...fields })).body).toEqual(bad(message));
  });

  it('sends a six-digit code to the outbox once the image code is right', async () => {
    const verifyCode = await imageCode(t, 'xy-send');
    const sent = await sendSms(t.app, { phone: '13900000001', device: 'xy-send', verifyCode });
    expect(sent.body).toEqual({
      status: 0,
      message: '验证码已发送',
      data: { expiresIn: 300_000, resendAfter: 60_000 },
    });
    const outbox = await get<{ list: { phone: string; code: string; text: string }[] }>(
      t.app,
      '/ingest/smsOutbox',
      { phone: '13900000001' },
      admin(t),
    );
    const [message] = outbox.body.data.list;
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toBe(`您的验证码是${message?.code}，5分钟内有效，请勿告诉他人。`);
    // Only a hash is stored.
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, '13900000001'));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(message?.code ?? '');
  });

  it('spends the image code on the first check, right or wrong, and refuses an expired one', async () => {
    const right = await imageCode(t, 'xy-guess');
    const wrong = right === '0000' ? '1111' : '0000';
    const phone = '13900000002';
    expect((await sendSms(t.app, { phone, device: 'xy-guess', verifyCode: wrong })).body).toEqual(
      bad('图形验证码错误或已过期，请重新输入'),
    );
    expect((await sendSms(t.app, { phone, device: 'xy-guess', verifyCode: right })).body).toEqual(
      bad('图形验证码错误或已过期，请重新输入'),
    );
    // Bound to the device: another device's code does not unlock this one.
    const foreign = await imageCode(t, 'xy-other');
    expect((await sendSms(t.app, { phone, device: 'xy-guess', verifyCode: foreign })).body.status).toBe(-1);
    const stale = await imageCode(t, 'xy-stale');
    await t.database.db
      .update(verifyCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(verifyCodes.device, 'xy-stale'));
    expect((await sendSms(t.app, { phone, device: 'xy-stale', verifyCode: stale })).body).toEqual(
      bad('图形验证码错误或已过期，请重新输入'),
    );
    const outbox = await get<{ list: unknown[] }>(t.app, '/ingest/smsOutbox', { phone }, admin(t));
    expect(outbox.body.data.list).toEqual([]);
  });

  it('limits a phone to one code a minute and five an hour', async () => {
    const phone = '13900000003';
    const send = async () =>
      (await sendSms(t.app, { phone, device: 'xy-limit', verifyCode: await imageCode(t, 'xy-limit') })).body;
    expect((await send()).status).toBe(0);
    const again = await send();
    expect(again.status).toBe(-1);
    expect(again.message).toMatch(/^验证码发送过于频繁，请(60|59)秒后再试$/);
    for (let i = 0; i < 4; i += 1) {
      await agePhoneCodes(phone, 61_000);
      expect((await send()).status).toBe(0);
    }
    await agePhoneCodes(phone, 61_000);
    expect(await send()).toEqual(bad('该手机号获取验证码次数过多，请1小时后再试'));
    await agePhoneCodes(phone, 3_600_000);
    expect((await send()).status).toBe(0);
  });

  it('limits one IP across phones, and lets other IPs through', async () => {
    const strict = buildApp({
      db: t.database.db,
      dbKind: t.database.kind,
      config: testConfig({ members: { ...t.config.members, smsPerIpHour: 2 } }),
    });
    await strict.ready();
    try {
      const send = async (phone: string, ip: string) =>
        (
          await sendSms(
            strict,
            { phone, device: 'xy-ip', verifyCode: await imageCode(t, 'xy-ip', strict) },
            ip,
          )
        ).body;
      expect((await send('13900000011', '192.0.2.7')).status).toBe(0);
      expect((await send('13900000012', '192.0.2.7')).status).toBe(0);
      expect(await send('13900000013', '192.0.2.7')).toEqual(bad('获取验证码过于频繁，请稍后再试'));
      expect((await send('13900000013', '192.0.2.8')).status).toBe(0);
    } finally {
      await strict.close();
    }
  });

  it('leaves no code behind when the sender fails', async () => {
    const failing: SmsSender = {
      send: () => Promise.reject(new Error('provider down')),
    };
    const broken = buildApp({
      db: t.database.db,
      dbKind: t.database.kind,
      config: t.config,
      smsSender: failing,
    });
    await broken.ready();
    try {
      const phone = '13900000021';
      const verifyCode = await imageCode(t, 'xy-broken', broken);
      expect((await sendSms(broken, { phone, device: 'xy-broken', verifyCode })).body).toEqual(
        bad('短信发送失败，请稍后再试'),
      );
      expect(await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toEqual([]);
      // Nothing was spent against the phone's limits: the working sender may send at once.
      const retry = await sendSms(t.app, {
        phone,
        device: 'xy-broken',
        verifyCode: await imageCode(t, 'xy-broken'),
      });
      expect(retry.body.status).toBe(0);
      expect(await deliveredCode(t, phone)).toMatch(/^\d{6}$/);
    } finally {
      await broken.close();
    }
  });

  it('has the embedded sender write the code to the log as well as to the outbox', async () => {
    const info = jest.fn();
    const log = { info } as unknown as FastifyBaseLogger;
    await outboxSmsSender(t.database.db).send({ phone: '13900000031', code: '246810', text: 'x' }, log);
    expect(info).toHaveBeenCalledWith(
      { phone: '13900000031', code: '246810' },
      'SMS code (embedded sender, not delivered)',
    );
    expect(await deliveredCode(t, '13900000031')).toBe('246810');
  });

  it('shows the outbox and image codes to the admin token only', async () => {
    expect((await get(t.app, '/ingest/smsOutbox', { phone: '13900000001' })).http).toBe(401);
    expect((await get(t.app, '/ingest/verifyCode', { device: 'xy-img' })).http).toBe(401);
    const badPhone = await get(t.app, '/ingest/smsOutbox', { phone: '123' }, admin(t));
    expect(badPhone.http).toBe(400);
    expect(badPhone.body).toEqual(bad('请输入正确的手机号'));
    const none = await get(t.app, '/ingest/verifyCode', { device: 'xy-never' }, admin(t));
    expect(none.http).toBe(404);
    expect(none.body).toEqual(bad('该设备没有有效的图形验证码'));
  });
});
