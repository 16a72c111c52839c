// Activities as readers see them: the list, one activity with where its sign-up stands, and its entry list.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Phase, SignUpField, SignUpState } from '../../lib/contract/activities.js';
import type { Db } from '../core/database.js';
import { activities, activityRegistrations } from './schema.js';

export type ActivityRow = typeof activities.$inferSelect;

/** The activity's own time: before, during or after it. */
export function phaseOf(row: ActivityRow, now: number): Phase {
  if (now < row.startsAt.getTime()) return 'notStarted';
  return now > row.endsAt.getTime() ? 'ended' : 'inProgress';
}

/** The sign-up button's state (spec section 3) for a reader who has (or has not) signed up. */
export function signUpStateOf(row: ActivityRow, now: number, signedUp: boolean): SignUpState {
  if (!row.hasSignUp) return 'none';
  if (signedUp) return 'signedUp';
  if (now > row.endsAt.getTime()) return 'ended';
  if (row.signUpStartsAt && now < row.signUpStartsAt.getTime()) return 'notStarted';
  if (row.closedAt || (row.signUpEndsAt && now > row.signUpEndsAt.getTime())) return 'closed';
  if (row.capacity > 0 && row.registeredCount >= row.capacity) return 'full';
  return 'open';
}

/** Times go out as milliseconds, 0 for none, as every other operation's do. */
const ms = (date: Date | null) => (date ? date.getTime() : 0);

/** What every reader may see of an activity (the list and the detail). */
export function apiActivity(row: ActivityRow, now: number, signedUp = false) {
  const phase = phaseOf(row, now);
  return {
    fileId: row.id,
    title: row.title,
    poster: row.poster,
    summary: row.summary,
    place: row.place,
    rules: row.rules,
    hasSignUp: row.hasSignUp,
    hasVote: row.hasVote,
    startTime: ms(row.startsAt),
    endTime: ms(row.endsAt),
    signUpStartTime: ms(row.signUpStartsAt),
    signUpEndTime: ms(row.signUpEndsAt),
    capacity: row.capacity,
    registeredCount: row.registeredCount,
    fields: row.fields satisfies SignUpField[],
    hasVoucher: row.voucherTitle !== '' || row.verifyUrl !== '',
    // isbegin (spec section 3): 0 not started, 1 in progress, 2 ended.
    isbegin: phase === 'notStarted' ? 0 : phase === 'inProgress' ? 1 : 2,
    phase,
    signUpState: signUpStateOf(row, now, signedUp),
  };
}
export type ApiActivity = ReturnType<typeof apiActivity>;

export async function findActivity(db: Db, id: number, publishedOnly = true): Promise<ActivityRow | null> {
  const [row] = await db
    .select()
    .from(activities)
    .where(
      publishedOnly ? and(eq(activities.id, id), eq(activities.published, true)) : eq(activities.id, id),
    );
  return row ?? null;
}

export async function isSignedUp(db: Db, activityId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: activityRegistrations.id })
    .from(activityRegistrations)
    .where(and(eq(activityRegistrations.activityId, activityId), eq(activityRegistrations.userId, userId)));
  return row !== undefined;
}

/** Published activities, the latest to start first, a page at a time. */
export async function listActivities(db: Db, page: number, size: number, now: number) {
  const rows = await db
    .select()
    .from(activities)
    .where(eq(activities.published, true))
    .orderBy(desc(activities.startsAt), desc(activities.id))
    .limit(size)
    .offset((page - 1) * size);
  // Spec section 3: a page holding a full page's worth has more.
  return { list: rows.map((row) => apiActivity(row, now)), page, hasMore: rows.length === size };
}

/** 张三 → 张*, a reader's name in a public list. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '*';
  return `${chars[0]}${'*'.repeat(Math.min(Math.max(chars.length - 1, 1), 3))}`;
}

/** The people who signed up, first come first, names masked. */
export async function entryList(db: Db, activityId: number, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: activityRegistrations.id,
        name: activityRegistrations.name,
        at: activityRegistrations.createdAt,
      })
      .from(activityRegistrations)
      .where(eq(activityRegistrations.activityId, activityId))
      .orderBy(asc(activityRegistrations.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ total: count() })
      .from(activityRegistrations)
      .where(eq(activityRegistrations.activityId, activityId)),
  ]);
  const totalCount = total?.total ?? 0;
  return {
    list: rows.map((row) => ({ id: row.id, name: maskName(row.name), time: row.at.getTime() })),
    page,
    total: totalCount,
    hasMore: (page - 1) * size + rows.length < totalCount,
  };
}

/** Marks the activity's sign-up closed now (the CMS's early close); false when it had closed already. */
export async function closeSignUp(db: Db, id: number): Promise<boolean> {
  const closed = await db
    .update(activities)
    .set({ closedAt: sql`now()`, updatedAt: new Date() })
    .where(and(eq(activities.id, id), sql`${activities.closedAt} is null`))
    .returning({ id: activities.id });
  return closed.length > 0;
}
