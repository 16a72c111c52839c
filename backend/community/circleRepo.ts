// Circles, their notices and memberships. Joining and leaving are each one statement: the membership row and the
// circle's member count change together, so parallel taps by one member count once and the count stays exact.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { circleMembers, circleNotices, circles } from './schema.js';

export type CircleRow = typeof circles.$inferSelect;
type NoticeRow = typeof circleNotices.$inferSelect;
type CountRows = { rows: { member_count: number }[] };

export const apiNotice = (row: NoticeRow) => ({
  id: row.id,
  circleId: row.circleId,
  title: row.title,
  content: row.content,
  publishTime: row.createdAt.getTime(),
});

export const apiCircle = (row: CircleRow) => ({
  id: row.id,
  name: row.name,
  intro: row.intro,
  cover: row.cover,
  memberCount: row.memberCount,
});

/** Every circle, the oldest first (the editors' order of founding). */
export async function listCircles(db: Db) {
  return (await db.select().from(circles).orderBy(asc(circles.id))).map(apiCircle);
}

export async function findCircle(db: Db, id: number): Promise<CircleRow | null> {
  const [row] = await db.select().from(circles).where(eq(circles.id, id));
  return row ?? null;
}

/** A circle with its notices, the newest first (spec section 3: Circle id, noticeList). */
export async function circleDetail(db: Db, circle: CircleRow) {
  const notices = await db
    .select()
    .from(circleNotices)
    .where(eq(circleNotices.circleId, circle.id))
    .orderBy(desc(circleNotices.id));
  return { ...apiCircle(circle), noticeList: notices.map(apiNotice) };
}

export async function findNotice(db: Db, id: number) {
  const [row] = await db.select().from(circleNotices).where(eq(circleNotices.id, id));
  return row ? apiNotice(row) : null;
}

export async function isMember(db: Db, circleId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: circleMembers.userId })
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
  return row !== undefined;
}

/** Adds the membership and counts it, in one statement; answers the circle's member count after. */
export async function joinCircle(db: Db, circleId: number, userId: number): Promise<number> {
  const rows = (await db.execute(sql`
    with added as (
      insert into circle_members (circle_id, user_id) values (${circleId}, ${userId})
      on conflict do nothing returning circle_id
    )
    update circles set member_count = member_count + (select count(*) from added)::int
    where id = ${circleId} returning member_count`)) as unknown as CountRows;
  return Number(rows.rows[0]?.member_count ?? 0);
}

/** Drops the membership and uncounts it, in one statement; answers the circle's member count after. */
export async function leaveCircle(db: Db, circleId: number, userId: number): Promise<number> {
  const rows = (await db.execute(sql`
    with dropped as (
      delete from circle_members where circle_id = ${circleId} and user_id = ${userId} returning circle_id
    )
    update circles set member_count = member_count - (select count(*) from dropped)::int
    where id = ${circleId} returning member_count`)) as unknown as CountRows;
  return Number(rows.rows[0]?.member_count ?? 0);
}

export interface NoticeInput {
  title: string;
  content: string;
}

export async function insertNotice(db: Db, circleId: number, input: NoticeInput) {
  const [row] = await db
    .insert(circleNotices)
    .values({ circleId, ...input })
    .returning();
  if (!row) throw new Error('insert into circle_notices returned no row');
  return apiNotice(row);
}

export interface CircleInput {
  name: string;
  intro: string;
  cover: string;
}

export async function insertCircle(db: Db, input: CircleInput) {
  const [row] = await db.insert(circles).values(input).returning();
  if (!row) throw new Error('insert into circles returned no row');
  return apiCircle(row);
}
