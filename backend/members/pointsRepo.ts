// Member points: earned by reading, sharing and commenting (daily limits, once per article and China day)
// and by invitations; the total and the day-by-day list.
import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { chinaDate } from '../core/chinaDate.js';
import type { Db } from '../core/database.js';
import type { Tx } from '../core/rowWrites.js';
import { articles } from '../reading/schema.js';
import { memberPoints } from './schema.js';

export const EARNING_ACTIONS = ['read', 'share', 'comment'] as const;
export type EarningAction = (typeof EARNING_ACTIONS)[number];
export type PointAction = EarningAction | 'invite';

/** Points per action and how many articles a day earn them. */
export const POINT_RULES: Record<EarningAction, { name: string; points: number; dailyMax: number }> = {
  read: { name: '阅读', points: 1, dailyMax: 10 },
  share: { name: '分享', points: 2, dailyMax: 5 },
  comment: { name: '评论', points: 2, dailyMax: 5 },
};
/** Each side of an invitation gets this much. */
export const INVITE_POINTS = 10;
const actionNames: Record<PointAction, string> = {
  read: '阅读',
  share: '分享',
  comment: '评论',
  invite: '邀请',
};

export async function totalPoints(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(memberPoints.points) })
    .from(memberPoints)
    .where(eq(memberPoints.userId, userId));
  return Number(row?.total ?? 0);
}

async function dayPoints(db: Db | Tx, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(memberPoints.points) })
    .from(memberPoints)
    .where(and(eq(memberPoints.userId, userId), eq(memberPoints.day, day)));
  return Number(row?.total ?? 0);
}

export type AddResult = {
  added: number;
  outcome: 'added' | 'duplicate' | 'limit';
  total: number;
  today: number;
};

/**
 * Adds the action's points for the article unless it already earned them today or the daily limit is
 * reached. One member's additions run one at a time, so concurrent calls cannot pass the limit together.
 */
export async function addPoints(
  db: Db,
  userId: number,
  action: EarningAction,
  fileId: number,
  now = Date.now(),
): Promise<AddResult> {
  const rule = POINT_RULES[action];
  const day = chinaDate(now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4017200, ${userId})`);
    const today = and(
      eq(memberPoints.userId, userId),
      eq(memberPoints.action, action),
      eq(memberPoints.day, day),
    );
    const [done] = await tx
      .select({ n: count() })
      .from(memberPoints)
      .where(and(today, eq(memberPoints.fileId, fileId)));
    const [counted] = await tx.select({ n: count() }).from(memberPoints).where(today);
    let outcome: AddResult['outcome'] = 'added';
    if ((done?.n ?? 0) > 0) outcome = 'duplicate';
    else if ((counted?.n ?? 0) >= rule.dailyMax) outcome = 'limit';
    else await tx.insert(memberPoints).values({ userId, action, fileId, day, points: rule.points });
    return {
      added: outcome === 'added' ? rule.points : 0,
      outcome,
      total: await totalPoints(tx, userId),
      today: await dayPoints(tx, userId, day),
    };
  });
}

/** Both sides' invitation points, inside the invitation's own transaction. */
export async function addInvitePoints(tx: Tx, inviterId: number, inviteeId: number, now = Date.now()) {
  const day = chinaDate(now);
  await tx.insert(memberPoints).values([
    { userId: inviteeId, action: 'invite', fileId: inviterId, day, points: INVITE_POINTS },
    { userId: inviterId, action: 'invite', fileId: inviteeId, day, points: INVITE_POINTS },
  ]);
}

/** The total, today's points and each rule with how often it earned today. */
export async function scoreStats(db: Db, userId: number, now = Date.now()) {
  const day = chinaDate(now);
  const counts = await db
    .select({ action: memberPoints.action, n: count() })
    .from(memberPoints)
    .where(and(eq(memberPoints.userId, userId), eq(memberPoints.day, day)))
    .groupBy(memberPoints.action);
  const todayCount = (action: string) => counts.find((row) => row.action === action)?.n ?? 0;
  return {
    total: await totalPoints(db, userId),
    today: await dayPoints(db, userId, day),
    rules: EARNING_ACTIONS.map((action) => ({
      action,
      ...POINT_RULES[action],
      todayCount: todayCount(action),
    })),
    invitePoints: INVITE_POINTS,
  };
}

export interface ScoreDay {
  date: string;
  total: number;
  items: { action: PointAction; name: string; fileId: number; title: string; points: number; time: number }[];
}

/** Days with points, newest first, each with its entries (newest first). */
export async function scoreDays(db: Db, userId: number, page: number, pageSize: number) {
  const days = await db
    .select({ day: memberPoints.day, total: sum(memberPoints.points) })
    .from(memberPoints)
    .where(eq(memberPoints.userId, userId))
    .groupBy(memberPoints.day)
    .orderBy(desc(memberPoints.day))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const shown = days.slice(0, pageSize);
  const entries =
    shown.length === 0
      ? []
      : await db
          .select({
            day: memberPoints.day,
            action: memberPoints.action,
            fileId: memberPoints.fileId,
            points: memberPoints.points,
            createdAt: memberPoints.createdAt,
            title: articles.title,
          })
          .from(memberPoints)
          // Invitation entries carry the other member's id, never an article's.
          .leftJoin(
            articles,
            and(eq(articles.fileId, memberPoints.fileId), sql`${memberPoints.action} <> 'invite'`),
          )
          .where(
            and(
              eq(memberPoints.userId, userId),
              inArray(
                memberPoints.day,
                shown.map((row) => row.day),
              ),
            ),
          )
          .orderBy(desc(memberPoints.id));
  const list: ScoreDay[] = shown.map((row) => ({
    date: row.day,
    total: Number(row.total ?? 0),
    items: entries
      .filter((entry) => entry.day === row.day)
      .map((entry) => ({
        action: entry.action as PointAction,
        name: actionNames[entry.action as PointAction],
        fileId: entry.fileId,
        title: entry.title ?? '',
        points: entry.points,
        time: entry.createdAt.getTime(),
      })),
  }));
  return { list, hasMore: days.length > pageSize };
}
