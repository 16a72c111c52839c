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
