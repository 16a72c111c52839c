// Sign-ups and their vouchers. A place is taken by one conditional UPDATE (the window open, not closed, a place
// left), in the transaction that inserts the sign-up; the unique index on (activity, member) refuses a second
// sign-up, which rolls the place back. Concurrent sign-ups therefore fill exactly the capacity.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { STATUS } from '../../lib/contract/status.js';
import type { Db } from '../core/database.js';
import { type ActivityRow, phaseOf, signUpStateOf } from './activityRepo.js';
import { activities, activityRegistrations, activityVouchers } from './schema.js';

/** Ten characters of an alphabet without 0/O and 1/I: read aloud at a counter, typed by staff. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function voucherCode(): string {
  return [...randomBytes(10)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

export interface SignUpInput {
  activityId: number;
  userId: number;
  name: string;
  phone: string;
  answers: Record<string, string>;
}

export type SignUpVerdict =
  | { kind: 'signedUp'; registrationId: number; voucherCode: string | null }
  | { kind: 'alreadySignedUp' }
  | { kind: 'refused'; state: ReturnType<typeof signUpStateOf> };

class AlreadySignedUp extends Error {}

export async function signUp(db: Db, activity: ActivityRow, input: SignUpInput): Promise<SignUpVerdict> {
  try {
    const done = await db.transaction(async (tx) => {
      const [seat] = await tx
        .update(activities)
        .set({ registeredCount: sql`${activities.registeredCount} + 1` })
        .where(
          and(
            eq(activities.id, input.activityId),
            eq(activities.hasSignUp, true),
            sql`${activities.closedAt} is null`,
            sql`now() between ${activities.signUpStartsAt} and ${activities.signUpEndsAt}`,
            sql`now() <= ${activities.endsAt}`,
            sql`(${activities.capacity} = 0 or ${activities.registeredCount} < ${activities.capacity})`,
          ),
        )
        .returning({ voucherTitle: activities.voucherTitle, voucherExpiresAt: activities.voucherExpiresAt });
      if (!seat) return null;
      const [registration] = await tx
        .insert(activityRegistrations)
        .values(input)
        .onConflictDoNothing()
        .returning({ id: activityRegistrations.id });
      // Throwing rolls the place taken above back.
      if (!registration) throw new AlreadySignedUp();
      if (seat.voucherTitle === '') return { registrationId: registration.id, voucherCode: null };
      const code = voucherCode();
      await tx.insert(activityVouchers).values({
        activityId: input.activityId,
        userId: input.userId,
        registrationId: registration.id,
        code,
        title: seat.voucherTitle,
        expiresAt: seat.voucherExpiresAt,
      });
      return { registrationId: registration.id, voucherCode: code };
    });
    if (done) return { kind: 'signedUp', ...done };
  } catch (error) {
    if (error instanceof AlreadySignedUp) return { kind: 'alreadySignedUp' };
    throw error;
  }
  // Nothing was written: say why from the activity as it is now.
  const [now] = await db.select().from(activities).where(eq(activities.id, input.activityId));
  const state = signUpStateOf(now ?? activity, Date.now(), false);
  return { kind: 'refused', state: state === 'open' ? 'full' : state };
}

/** The member's sign-ups, newest first, each with its activity and voucher. */
export async function memberSignUps(db: Db, userId: number, now: number) {
  const rows = await db
    .select({
      registration: activityRegistrations,
      activity: activities,
      voucher: activityVouchers,
    })
    .from(activityRegistrations)
    .innerJoin(activities, eq(activities.id, activityRegistrations.activityId))
    .leftJoin(activityVouchers, eq(activityVouchers.registrationId, activityRegistrations.id))
    .where(eq(activityRegistrations.userId, userId))
    .orderBy(desc(activityRegistrations.id))
    .limit(100);
  return rows.map(({ registration, activity, voucher }) => ({
    id: registration.id,
    activityId: activity.id,
    title: activity.title,
    poster: activity.poster,
    startTime: activity.startsAt.getTime(),
    place: activity.place,
    time: registration.createdAt.getTime(),
    // 10201: this sign-up's progress shows in the app only (spec section 7); 0 otherwise.
    status: activity.progressInApp ? STATUS.signUpProgressInApp : STATUS.ok,
    phase: phaseOf(activity, now),
    voucher: voucher ? voucherState(voucher, now) : null,
  }));
}

type VoucherRow = typeof activityVouchers.$inferSelect;

export function voucherState(voucher: VoucherRow, now: number) {
  const state = voucher.usedAt
    ? 'used'
    : voucher.expiresAt && now > voucher.expiresAt.getTime()
      ? 'expired'
      : 'unused';
  return {
    code: voucher.code,
    title: voucher.title,
    activityId: voucher.activityId,
    expiresAt: voucher.expiresAt?.getTime() ?? 0,
    usedAt: voucher.usedAt?.getTime() ?? 0,
    state,
  } as const;
}

/** The member's vouchers of one activity. */
export async function memberVouchers(db: Db, userId: number, activityId: number, now: number) {
  const rows = await db
    .select()
    .from(activityVouchers)
    .where(and(eq(activityVouchers.userId, userId), eq(activityVouchers.activityId, activityId)))
    .orderBy(activityVouchers.id);
  return rows.map((row) => voucherState(row, now));
}
