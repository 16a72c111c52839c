import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsCodes } from '../../backend/members/schema';
import { call, get, postForm, type TestApp } from './testApp';

export interface LoginData {
  token: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  userid: number;
  isNew: boolean;
  member: { userid: number; nickname: string; phone: string; hasPassword: boolean; inviteCode: string };
}

export const admin = (t: TestApp) => ({ authorization: `Bearer ${t.config.adminToken}` });

/** Shows `device` a new image and reads its code the way an end-to-end test does, through ingest. */
export async function imageCode(t: TestApp, device: string, app: FastifyInstance = t.app): Promise<string> {
  const image = await app.inject({ method: 'GET', url: '/sso/verifyCode', query: { device } });
  expect(image.headers['content-type']).toBe('image/png');
  const answer = await get<{ code: string }>(t.app, '/ingest/verifyCode', { device }, admin(t));
  return answer.body.data.code;
}

export function sendSms(app: FastifyInstance, fields: Record<string, string>, ip = '203.0.113.10') {
  return call<{ expiresIn: number; resendAfter: number }>(app, {
    method: 'POST',
    url: '/sso/sendSmsCode',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });
}

/** The newest code the embedded sender delivered to `phone`. */
export async function deliveredCode(t: TestApp, phone: string): Promise<string> {
  const outbox = await get<{ list: { code: string }[] }>(t.app, '/ingest/smsOutbox', { phone }, admin(t));
  const [newest] = outbox.body.data.list;
  if (!newest) throw new Error(`no SMS delivered to ${phone}`);
  return newest.code;
}

/** Image code, SMS code, login: what a reader does on the login page. */
export async function requestSmsCode(t: TestApp, phone: string, device: string, ip?: string) {
  // An hour passes between logins of the same phone, so the per-phone send limits stay out of the way.
  await t.database.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - interval '61 minutes'` })
    .where(eq(smsCodes.phone, phone));
  const verifyCode = await imageCode(t, device);
  const sent = await sendSms(t.app, { phone, device, verifyCode }, ip);
  expect(sent.body.status).toBe(0);
  return deliveredCode(t, phone);
}

export async function phoneLogin(
  t: TestApp,
  phone: string,
  device: string,
  headers: Record<string, string> = {},
) {
  const code = await requestSmsCode(t, phone, device, `198.51.100.${Number(phone.slice(-2))}`);
  const login = await postForm<LoginData>(t.app, '/sso/smsLogin', { phone, code, device }, headers);
  expect(login.body.status).toBe(0);
  return login.body.data;
}
