// Members: who signed in, by which method, and what they tell about themselves.
import { eq, sql } from 'drizzle-orm';
import { withoutInvisibleFormatting } from '../../lib/contract/invisibleText.js';
import type { Db } from '../core/database.js';
import { returned } from '../core/rowWrites.js';
import { members } from './schema.js';

export type Member = typeof members.$inferSelect;

/** What member/info may change; absent fields stay as they are. */
export interface MemberInfoPatch {
  nickname?: string;
  head?: string;
  sex?: number;
  birthday?: string | null;
  intro?: string;
}

/** The signed-in member's own view (getUserInfo and every login answer). */
export interface OwnMemberInfo {
  userid: number;
  nickname: string;
  head: string;
  sex: number;
  birthday: string;
  intro: string;
  /** Masked: 138****8000; '' when no phone is bound. */
  phone: string;
  hasPassword: boolean;
  wechatBound: boolean;
  inviteCode: string;
  createdAt: number;
}

/** What anyone may see of a member (userDetail). */
export interface PublicMemberInfo {
  userid: number;
  nickname: string;
  head: string;
  intro: string;
  createdAt: number;
}

const inviteAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const INVITE_BITS = 35n;

/**
 * Seven characters from the member id through an odd multiplier modulo 2^35, a bijection: every member gets
 * a different code without a uniqueness retry, and neighbouring ids do not get neighbouring codes.
 */
export function inviteCodeFor(userId: number): string {
  let value = (BigInt(userId) * 0x5deece66dn + 0x2545f491n) & ((1n << INVITE_BITS) - 1n);
  let code = '';
  for (let i = 0; i < 7; i += 1) {
    code = (inviteAlphabet[Number(value & 31n)] ?? '') + code;
    value >>= 5n;
  }
  return code;
}

export function maskPhone(phone: string | null): string {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '';
}

export function ownInfo(member: Member): OwnMemberInfo {
  return {
    userid: member.userId,
    nickname: member.nickname,
    head: member.head,
    sex: member.sex,
    birthday: member.birthday ?? '',
    intro: member.intro,
    phone: maskPhone(member.phone),
    hasPassword: member.passwordHash !== null,
    wechatBound: member.wxOpenid !== null || member.wxUnionid !== null,
    inviteCode: member.inviteCode,
    createdAt: member.createdAt.getTime(),
  };
}

export function publicInfo(member: Member): PublicMemberInfo {
  return {
    userid: member.userId,
    nickname: member.nickname,
    head: member.head,
    intro: member.intro,
    createdAt: member.createdAt.getTime(),
  };
}

type NewMember = Omit<typeof members.$inferInsert, 'userId' | 'inviteCode'>;

/** Inserts a member, or nothing when the phone or WeChat id is already taken (a concurrent first login). */
async function insertMember(db: Db, values: NewMember): Promise<Member | null> {
  // The id is drawn first so that the invite code, derived from it, goes in with the same row.
  const next = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('members', 'user_id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  const userId = returned(next.rows, 'members (id)').id;
  const [row] = await db
    .insert(members)
    .values({ ...values, userId, inviteCode: inviteCodeFor(userId) })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findMember(db: Db, userId: number): Promise<Member | null> {
  const [row] = await db.select().from(members).where(eq(members.userId, userId));
  return row ?? null;
}

export async function findMemberByPhone(db: Db, phone: string): Promise<Member | null> {
  const [row] = await db.select().from(members).where(eq(members.phone, phone));
  return row ?? null;
}

export async function findMemberByInviteCode(db: Db, code: string): Promise<Member | null> {
  const [row] = await db.select().from(members).where(eq(members.inviteCode, code));
  return row ?? null;
}

/** The member of that phone, created on its first login with a nickname from the last four digits. */
export async function memberForPhone(db: Db, phone: string): Promise<{ member: Member; created: boolean }> {
  const existing = await findMemberByPhone(db, phone);
  if (existing) return { member: existing, created: false };
  const created = await insertMember(db, { phone, nickname: `用户${phone.slice(-4)}` });
  if (created) return { member: created, created: true };
  const raced = await findMemberByPhone(db, phone);
  if (!raced) throw new Error('member vanished after a phone conflict');
  return { member: raced, created: false };
}

export interface WechatIdentity {
  openid: string;
  unionid: string;
  nickname: string;
  head: string;
}

async function findByWechat(db: Db, { openid, unionid }: WechatIdentity): Promise<Member | null> {
  // The unionid is the same across a group's official accounts and apps, so it wins when known.
  const byUnionid = unionid
    ? (await db.select().from(members).where(eq(members.wxUnionid, unionid)))[0]
    : undefined;
  if (byUnionid) return byUnionid;
  const [byOpenid] = await db.select().from(members).where(eq(members.wxOpenid, openid));
  return byOpenid ?? null;
}

/**
 * A nickname WeChat sends is not the member's to correct, so what would hide or reorder its letters (control,
 * bidi and zero-width characters) is stripped rather than refused.
 */
const wechatNickname = (nickname: string) =>
  withoutInvisibleFormatting(nickname)
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 20);

/**
 * The member of a WeChat identity, created on first login. A known member gets the ids it lacked and,
 * when it has none yet, the WeChat nickname and picture; what the member set is never overwritten.
 */
export async function memberForWechat(
  db: Db,
  identity: WechatIdentity,
): Promise<{ member: Member; created: boolean }> {
  const existing = await findByWechat(db, identity);
  if (!existing) {
    const created = await insertMember(db, {
      wxOpenid: identity.openid,
      wxUnionid: identity.unionid || null,
      nickname: wechatNickname(identity.nickname) || `微信用户${identity.openid.slice(-4)}`,
      head: identity.head,
    });
    if (created) return { member: created, created: true };
    const raced = await findByWechat(db, identity);
    if (!raced) throw new Error('member vanished after a WeChat id conflict');
    return { member: raced, created: false };
  }
  const [updated] = await db
    .update(members)
    .set({
      wxOpenid: existing.wxOpenid ?? identity.openid,
      wxUnionid: existing.wxUnionid ?? (identity.unionid || null),
      nickname: existing.nickname || wechatNickname(identity.nickname),
      head: existing.head || identity.head,
    })
    .where(eq(members.userId, existing.userId))
    .returning();
  return { member: updated ?? existing, created: false };
}

export async function updateMemberInfo(db: Db, userId: number, patch: MemberInfoPatch): Promise<Member> {
  const rows = await db
    .update(members)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(members.userId, userId))
    .returning();
  return returned(rows, 'members');
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(members.userId, userId));
}

/** Password tries in a row (the right one ends the run) before the account refuses password logins a while. */
export const MAX_FAILED_LOGINS = 5;
export const LOGIN_LOCK_MS = 15 * 60_000;

/** `check`: this try may be checked against the member's password; `unknown`: no member has that phone. */
export type LoginAttempt =
  { kind: 'check'; member: Member } | { kind: 'locked'; retryAfterMs: number } | { kind: 'unknown' };

/**
 * Reserves one password try for the member of `phone` before its password is checked, in one statement, so
 * that however many tries arrive at once no more than MAX_FAILED_LOGINS of them are ever checked: the count
 * goes up first, and a try past the limit is refused without hashing. The try that reaches the limit also
 * starts the lock, which the right password lifts (clearFailedLogins); once the lock is over the count starts
 * again. A try that is refused leaves the count where it is, so hammering a locked account grows nothing.
 */
export async function reserveLoginAttempt(db: Db, phone: string, now = Date.now()): Promise<LoginAttempt> {
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  const lockOver = sql`(${members.lockedUntil} is not null and ${members.lockedUntil} <= ${at})`;
  const tries = sql`case when ${lockOver} then 1 when ${members.failedLogins} > ${MAX_FAILED_LOGINS} then ${members.failedLogins} else ${members.failedLogins} + 1 end`;
  const [row] = await db
    .update(members)
    .set({
      failedLogins: tries,
      lockedUntil: sql`case when (${tries}) = ${MAX_FAILED_LOGINS} then ${new Date(now + LOGIN_LOCK_MS).toISOString()}::timestamptz when ${lockOver} then null else ${members.lockedUntil} end`,
    })
    .where(eq(members.phone, phone))
    .returning();
  if (!row) return { kind: 'unknown' };
  if (row.failedLogins <= MAX_FAILED_LOGINS) return { kind: 'check', member: row };
  // Tries at once read the clock a moment apart: the lock one of them started is never more than LOGIN_LOCK_MS away.
  const lockedFor = row.lockedUntil ? row.lockedUntil.getTime() - now : LOGIN_LOCK_MS;
  return { kind: 'locked', retryAfterMs: Math.min(lockedFor, LOGIN_LOCK_MS) };
}

/** The right password: the tries before it are forgiven and a lock it came in under is lifted. */
export async function clearFailedLogins(db: Db, userId: number): Promise<void> {
  await db.update(members).set({ failedLogins: 0, lockedUntil: null }).where(eq(members.userId, userId));
}

/**
 * Disables (the first time keeps its date) or enables a member for the CMS; null for an unknown member.
 * Tokens are left alone: the guard refuses them while disabled, and they work again once enabled.
 */
export async function setMemberDisabled(db: Db, userId: number, disabled: boolean): Promise<Member | null> {
  const [row] = await db
    .update(members)
    .set({ disabledAt: disabled ? sql`coalesce(${members.disabledAt}, now())` : null, updatedAt: new Date() })
    .where(eq(members.userId, userId))
    .returning();
  return row ?? null;
}
