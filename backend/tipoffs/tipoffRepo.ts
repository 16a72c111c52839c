// Tip-offs (报料): sent by members (each attachment one its author uploaded, checked in the inserting statement
// itself), shown to their author in every state and to others only once an editor approved them, and moderated in
// the CMS's queue (approve, or reject with a reason).
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { TIPOFF_LIMITS, TIPOFF_STATUS } from '../../lib/contract/tipoffs.js';
import type { Db } from '../core/database.js';
import { ownsEvery } from '../uploads/ownUploads.js';
import { members } from '../members/schema.js';
import { tipoffs } from './schema.js';

const tipoffColumns = {
  id: tipoffs.id,
  userId: tipoffs.userId,
  name: tipoffs.name,
  content: tipoffs.content,
  pictures: tipoffs.pictures,
  videos: tipoffs.videos,
  audios: tipoffs.audios,
  status: tipoffs.status,
  reason: tipoffs.reason,
  createdAt: tipoffs.createdAt,
  nickname: members.nickname,
};

type TipoffRow = {
  id: number;
  userId: number;
  name: string;
  content: string;
  pictures: string[];
  videos: string[];
  audios: string[];
  status: number;
  reason: string;
  createdAt: Date;
  nickname: string;
};

export const apiTipoff = (row: TipoffRow) => ({
  id: row.id,
  name: row.name,
  content: row.content,
  pics: row.pictures,
  videos: row.videos,
  audios: row.audios,
  status: row.status,
  reason: row.reason,
  publishTime: row.createdAt.getTime(),
});

const tipoffQuery = (db: Db) =>
  db.select(tipoffColumns).from(tipoffs).innerJoin(members, eq(members.userId, tipoffs.userId));

/** The tip-off as `userId` may see it: their own in any state, anyone's approved one; null otherwise. */
export async function findTipoff(db: Db, id: number, userId: number | null) {
  const approved = eq(tipoffs.status, TIPOFF_STATUS.approved);
  const [row] = await tipoffQuery(db).where(
    and(eq(tipoffs.id, id), userId === null ? approved : or(approved, eq(tipoffs.userId, userId))),
  );
  return row ? apiTipoff(row) : null;
}

/** A page of the member's own tip-offs, newest first by when each was sent (an imported one keeps its time). */
export async function memberTipoffs(db: Db, userId: number, page: number) {
  const size = TIPOFF_LIMITS.pageSize;
  const rows = await tipoffQuery(db)
    .where(eq(tipoffs.userId, userId))
    .orderBy(desc(tipoffs.createdAt), desc(tipoffs.id))
    .limit(size)
    .offset((page - 1) * size);
  return { list: rows.map(apiTipoff), page, hasMore: rows.length === size };
}

export interface TipoffInput {
  userId: number;
  name: string;
  content: string;
  pictures: string[];
  videos: string[];
  audios: string[];
}

/**
 * Stores a pending tip-off when every attachment is one its author uploaded as that kind; null (nothing stored)
 * when one is not.
 */
export async function insertTipoff(db: Db, input: TipoffInput): Promise<number | null> {
  const rows = (await db.execute(sql`
    insert into tipoffs (user_id, name, content, pictures, videos, audios, status)
    select ${input.userId}, ${input.name}, ${input.content}, ${JSON.stringify(input.pictures)}::jsonb,
      ${JSON.stringify(input.videos)}::jsonb, ${JSON.stringify(input.audios)}::jsonb, ${TIPOFF_STATUS.pending}
    where ${ownsEvery(input.userId, { picture: input.pictures, video: input.videos, audio: input.audios })}
    returning id`)) as unknown as { rows: { id: number }[] };
  return rows.rows[0]?.id ?? null;
}

/** The CMS's queue: tip-offs in one state, the oldest first, with who sent them. */
export async function tipoffQueue(db: Db, status: number, limit: number) {
  const rows = await tipoffQuery(db).where(eq(tipoffs.status, status)).orderBy(asc(tipoffs.id)).limit(limit);
  return rows.map((row) => ({ ...apiTipoff(row), userId: row.userId, nickname: row.nickname }));
}

/** An editor's verdict; answers whether the tip-off exists. */
export async function moderateTipoff(db: Db, id: number, status: number, reason: string): Promise<boolean> {
  const rows = await db
    .update(tipoffs)
    .set({ status, reason, reviewedAt: new Date(), updatedAt: new Date() })
    .where(eq(tipoffs.id, id))
    .returning({ id: tipoffs.id });
  return rows.length > 0;
}
