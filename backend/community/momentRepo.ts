// Friends-circle posts (moments): one approved moment with its author (praise: praiseOnce.ts).
import { and, desc, eq } from 'drizzle-orm';
import { CIRCLE_LIMITS, POST_STATUS } from '../../lib/contract/community.js';
import type { Db } from '../core/database.js';
import { members } from '../members/schema.js';
import { moments } from './schema.js';

const momentQuery = (db: Db) =>
  db
    .select({
      id: moments.id,
      content: moments.content,
      pictures: moments.pictures,
      videoUrl: moments.videoUrl,
      videoPoster: moments.videoPoster,
      praiseCount: moments.praiseCount,
      createdAt: moments.createdAt,
      nickname: members.nickname,
      head: members.head,
    })
    .from(moments)
    .innerJoin(members, eq(members.userId, moments.userId));

type MomentRow = Awaited<ReturnType<ReturnType<typeof momentQuery>['execute']>>[number];

function apiMoment({ createdAt, nickname, head, ...moment }: MomentRow) {
  return { ...moment, publishTime: createdAt.getTime(), userName: nickname, userHead: head };
}

/** An approved moment; null for a pending, removed or unknown one. */
export async function findApprovedMoment(db: Db, id: number) {
  const [row] = await momentQuery(db).where(
    and(eq(moments.id, id), eq(moments.status, POST_STATUS.approved)),
  );
  return row ? apiMoment(row) : null;
}

/** The newest approved moments, 20 at most. */
export async function latestMoments(db: Db) {
  const rows = await momentQuery(db)
    .where(eq(moments.status, POST_STATUS.approved))
    .orderBy(desc(moments.id))
    .limit(CIRCLE_LIMITS.pageSize);
  return rows.map(apiMoment);
}

export interface MomentInput {
  userId: number;
  content: string;
  pictures: string[];
  videoUrl: string;
  videoPoster: string;
  status: number;
}

const momentState = { id: moments.id, status: moments.status };

/** An editor's moment, in the state given (approved unless the CMS says otherwise). */
export async function insertMoment(db: Db, input: MomentInput) {
  const [row] = await db.insert(moments).values(input).returning(momentState);
  if (!row) throw new Error('insert into moments returned no row');
  return row;
}

/** Edits the fields given; null for an unknown moment. */
export async function updateMoment(db: Db, id: number, patch: Partial<MomentInput>) {
  const [row] = await db
    .update(moments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(moments.id, id))
    .returning(momentState);
  return row ?? null;
}

/** The media a moment has now (an edit that sets one kind must find the other empty). */
export async function momentMedia(db: Db, id: number) {
  const [row] = await db
    .select({ pictures: moments.pictures, videoUrl: moments.videoUrl, userId: moments.userId })
    .from(moments)
    .where(eq(moments.id, id));
  return row ?? null;
}
