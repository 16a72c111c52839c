// Image verify codes (one per device, single-use) and SMS codes (expiring, single-use, limited, locking out).
import { and, count, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { returned, type Tx } from '../core/rowWrites.js';
import { safeEqual } from '../core/secrets.js';
import { smsCodes, smsOutbox, verifyCodes } from './schema.js';

export const VERIFY_IMAGE_TTL_MS = 3 * 60_000;
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** A phone gets at most one code a minute and five an hour. */
export const SMS_RESEND_MS = 60_000;
export const SMS_MAX_PER_PHONE_HOUR = 5;
/** Wrong tries one code takes before it dies and the phone is locked out for SMS_LOCK_MS. */
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_LOCK_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;

/** Shows `device` a new code; any code it was shown before stops counting. */
export async function storeImageCode(db: Db, device: string, code: string, now = Date.now()): Promise<void> {
  const expiresAt = new Date(now + VERIFY_IMAGE_TTL_MS);
  await db
    .insert(verifyCodes)
    .values({ device, code, expiresAt })
    .onConflictDoUpdate({ target: verifyCodes.device, set: { code, expiresAt, createdAt: new Date(now) } });
}

/** Checks the device's code and spends it, right or wrong, so every guess costs a new image. */
export async function spendImageCode(db: Db, device: string, given: string, now = Date.now()) {
  const [row] = await db.delete(verifyCodes).where(eq(verifyCodes.device, device)).returning();
  return row !== undefined && row.expiresAt.getTime() > now && safeEqual(given, row.code);
}

/** The code a device is being shown (ingest only: lets end-to-end tests type it). */
export async function currentImageCode(db: Db, device: string, now = Date.now()): Promise<string | null> {
  const [row] = await db.select().from(verifyCodes).where(eq(verifyCodes.device, device));
  return row && row.expiresAt.getTime() > now ? row.code : null;
}

/**
 * One phone's sends run one at a time, and so do one address's, so neither limit can be raced past: sends for
 * different phones from one address would otherwise each count the address's codes before any was stored. The
 * phone is always locked first and the address last, so two sends never wait on each other in a circle.
 */
async function lockSender(tx: Tx, phone: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(4017100, hashtext(${phone}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(4017101, hashtext(${ip}))`);
}

async function lockedUntil(tx: Tx, phone: string, now: number): Promise<number | null> {
  const [row] = await tx
    .select({ lockedAt: smsCodes.lockedAt })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, phone),
        isNotNull(smsCodes.lockedAt),
        gt(smsCodes.lockedAt, new Date(now - SMS_LOCK_MS)),
      ),
    )
    .orderBy(desc(smsCodes.lockedAt))
    .limit(1);
  return row?.lockedAt ? row.lockedAt.getTime() + SMS_LOCK_MS : null;
}

export type SendRefusal =
  { reason: 'locked' | 'tooSoon'; retryAfterMs: number } | { reason: 'phoneLimit' | 'ipLimit' };

async function sendRefusal(
  tx: Tx,
  phone: string,
  ip: string,
  ipPerHour: number,
  now: number,
): Promise<SendRefusal | null> {
  const locked = await lockedUntil(tx, phone, now);
  if (locked !== null) return { reason: 'locked', retryAfterMs: Math.min(locked - now, SMS_LOCK_MS) };
  const hourAgo = new Date(now - HOUR_MS);
  const recent = await tx
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, hourAgo)))
    .orderBy(desc(smsCodes.createdAt));
  const last = recent[0]?.createdAt.getTime();
  if (last !== undefined && now - last < SMS_RESEND_MS) {
    return { reason: 'tooSoon', retryAfterMs: last + SMS_RESEND_MS - now };
  }
  if (recent.length >= SMS_MAX_PER_PHONE_HOUR) return { reason: 'phoneLimit' };
  const [fromIp] = await tx
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, hourAgo)));
  return (fromIp?.n ?? 0) >= ipPerHour ? { reason: 'ipLimit' } : null;
}

export interface NewSmsCode {
  phone: string;
  codeHash: string;
  ip: string;
  ipPerHour: number;
}

/** Stores a code unless a limit refuses it; answers the refusal, or the new code's id. */
export async function issueSmsCode(
  db: Db,
  { phone, codeHash, ip, ipPerHour }: NewSmsCode,
  now = Date.now(),
): Promise<{ refusal: SendRefusal } | { id: number }> {
  return db.transaction(async (tx) => {
    await lockSender(tx, phone, ip);
    const refusal = await sendRefusal(tx, phone, ip, ipPerHour, now);
    if (refusal) return { refusal };
    const rows = await tx
      .insert(smsCodes)
      .values({
        phone,
        codeHash,
        ip,
        createdAt: new Date(now),
        expiresAt: new Date(now + SMS_CODE_TTL_MS),
      })
      .returning({ id: smsCodes.id });
    return { id: returned(rows, 'sms_codes').id };
  });
}

/** Takes back a code that could not be delivered, so it costs the phone and the IP nothing. */
export async function withdrawSmsCode(db: Db, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

export type SmsCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }
  | { ok: false; reason: 'locked'; retryAfterMs: number };

/** Why no try could be reserved on the phone's newest code: none to try, or its tries are used up. */
async function unreservedCheck(db: Db, phone: string, now: number): Promise<SmsCheck> {
  const [newest] = await db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (newest?.lockedAt && newest.lockedAt.getTime() > now - SMS_LOCK_MS) {
    // Checks at once read the clock a moment apart: the lock is never more than SMS_LOCK_MS away.
    const retryAfterMs = Math.min(newest.lockedAt.getTime() + SMS_LOCK_MS - now, SMS_LOCK_MS);
    return { ok: false, reason: 'locked', retryAfterMs };
  }
  // The last try is still being checked: it locks the phone unless it is right.
  if (newest && !newest.usedAt && !newest.lockedAt && newest.attempts >= SMS_MAX_ATTEMPTS) {
    return { ok: false, reason: 'locked', retryAfterMs: SMS_LOCK_MS };
  }
  return { ok: false, reason: 'missing' };
}

/**
 * Checks `codeHash` against the phone's newest code. Only the newest code counts; a used, expired or dead one
 * answers `missing`. Each check first reserves a try on the code in one statement (the count goes up only
 * while it is below SMS_MAX_ATTEMPTS), so however many checks arrive at once, no more than that many are ever
 * compared. The right code is spent once; the wrong one on the last try locks the phone out.
 */
export async function checkSmsCode(
  db: Db,
  phone: string,
  codeHash: string,
  now = Date.now(),
): Promise<SmsCheck> {
  const newest = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  const [reserved] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, sql`(${newest})`),
        isNull(smsCodes.usedAt),
        isNull(smsCodes.lockedAt),
        gt(smsCodes.expiresAt, new Date(now)),
        lt(smsCodes.attempts, SMS_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash, attempts: smsCodes.attempts });
  if (!reserved) return unreservedCheck(db, phone, now);
  if (safeEqual(codeHash, reserved.codeHash)) {
    const [spent] = await db
      .update(smsCodes)
      .set({ usedAt: new Date(now) })
      .where(and(eq(smsCodes.id, reserved.id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    return spent ? { ok: true } : { ok: false, reason: 'missing' };
  }
  if (reserved.attempts < SMS_MAX_ATTEMPTS) {
    return { ok: false, reason: 'wrong', attemptsLeft: SMS_MAX_ATTEMPTS - reserved.attempts };
  }
  await db
    .update(smsCodes)
    .set({ lockedAt: new Date(now) })
    .where(eq(smsCodes.id, reserved.id));
  return { ok: false, reason: 'locked', retryAfterMs: SMS_LOCK_MS };
}

export async function addToOutbox(db: Db, message: { phone: string; code: string; text: string }) {
  await db.insert(smsOutbox).values(message);
}

/** The messages the embedded sender delivered to a phone, newest first. */
export async function readOutbox(db: Db, phone: string, limit = 20) {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    phone: row.phone,
    code: row.code,
    text: row.text,
    createdAt: row.createdAt.getTime(),
  }));
}
