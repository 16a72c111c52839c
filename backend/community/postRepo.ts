// Posts in circles: written by members of the circle only (the membership is checked in the inserting statement
// itself), listed newest or hot once an editor approved them, praised once per member (the praise row and the
// count in one statement, praiseOnce.ts), and moderated in the CMS's queue.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { CIRCLE_LIMITS, LIST_TYPE, POST_STATUS, type ListType } from '../../lib/contract/community.js';
import type { Db } from '../core/database.js';
import { members } from '../members/schema.js';
import { circlePosts, circles } from './schema.js';

const postColumns = {
  id: circlePosts.id,
  circleId: circlePosts.circleId,
  circleName: circles.name,
  content: circlePosts.content,
  pictures: circlePosts.pictures,
  status: circlePosts.status,
  praiseCount: circlePosts.praiseCount,
  createdAt: circlePosts.createdAt,
  nickname: members.nickname,
  head: members.head,
};

type PostRow = {
  id: number;
  circleId: number;
  circleName: string;
  content: string;
  pictures: string[];
  status: number;
  praiseCount: number;
  createdAt: Date;
  nickname: string;
  head: string;
};

export const apiPost = (row: PostRow) => ({
  id: row.id,
  circleId: row.circleId,
  circleName: row.circleName,
  content: row.content,
  pictures: row.pictures,
  status: row.status,
  praiseCount: row.praiseCount,
  publishTime: row.createdAt.getTime(),
  userName: row.nickname,
  userHead: row.head,
});

const postQuery = (db: Db) =>
  db
    .select(postColumns)
    .from(circlePosts)
    .innerJoin(circles, eq(circles.id, circlePosts.circleId))
    .innerJoin(members, eq(members.userId, circlePosts.userId));

/** A page of a circle's approved posts, 20 a page; has-more when the page is full. */
export async function listPosts(db: Db, circleId: number, listType: ListType, page: number) {
  const size = CIRCLE_LIMITS.pageSize;
  const order =
    listType === LIST_TYPE.hot
      ? [desc(circlePosts.praiseCount), desc(circlePosts.id)]
      : [desc(circlePosts.id)];
  const rows = await postQuery(db)
    .where(and(eq(circlePosts.circleId, circleId), eq(circlePosts.status, POST_STATUS.approved)))
    .orderBy(...order)
    .limit(size)
    .offset((page - 1) * size);
  return { list: rows.map(apiPost), page, hasMore: rows.length === size };
}

/** An approved post; null for a pending, removed or unknown one. */
export async function findApprovedPost(db: Db, id: number) {
  const [row] = await postQuery(db).where(
    and(eq(circlePosts.id, id), eq(circlePosts.status, POST_STATUS.approved)),
  );
  return row ? apiPost(row) : null;
}

export interface PostInput {
  circleId: number;
  userId: number;
  content: string;
  pictures: string[];
}

/** Stores a pending post when its author is a member of the circle; null (nothing stored) when not. */
export async function insertPost(db: Db, input: PostInput): Promise<number | null> {
  const rows = (await db.execute(sql`
    insert into circle_posts (circle_id, user_id, content, pictures, status)
    select ${input.circleId}, ${input.userId}, ${input.content}, ${JSON.stringify(input.pictures)}::jsonb,
      ${POST_STATUS.pending}
    where exists (
      select 1 from circle_members where circle_id = ${input.circleId} and user_id = ${input.userId}
    )
    returning id`)) as unknown as { rows: { id: number }[] };
  return rows.rows[0]?.id ?? null;
}

/** The CMS's queue: posts in one state, the oldest first. */
export async function postQueue(db: Db, status: number, limit: number) {
  const rows = await postQuery(db)
    .where(eq(circlePosts.status, status))
    .orderBy(asc(circlePosts.id))
    .limit(limit);
  return rows.map(apiPost);
}

/** An editor's verdict on a post; answers the post's circle, or null for an unknown post. */
export async function moderatePost(db: Db, id: number, status: number): Promise<number | null> {
  const [row] = await db
    .update(circlePosts)
    .set({ status, reviewedAt: new Date(), updatedAt: new Date() })
    .where(eq(circlePosts.id, id))
    .returning({ circleId: circlePosts.circleId });
  return row?.circleId ?? null;
}
