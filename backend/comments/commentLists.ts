// What readers read of comments: the nested list (each comment with the first replies of its thread), the flat
// list, hot comments, one thread, and the answer shape of a comment.
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMMENT_STATUS } from '../../lib/contract/comments.js';
import type { Db } from '../core/database.js';
import { members } from '../members/schema.js';
import type { CommentRow } from './commentRepo.js';
import { comments } from './schema.js';

/** Replies shown under each comment of the nested list (its `topDiscuss`); the rest are in discussReply. */
export const REPLIES_SHOWN = 3;
/** The name official comments carry when the CMS gives none. */
export const OFFICIAL_NAME = '临江日报';

export interface ApiComment {
  id: number;
  rootID: number;
  source: number;
  parentID: number;
  topID: number;
  userID: number;
  userName: string;
  userIcon: string;
  content: string;
  images: string[];
  created: number;
  praiseCount: number;
  official: 0 | 1;
  topping: 0 | 1;
  excellent: 0 | 1;
  /** COMMENT_STATUS: readers see 1, and 0 on their own comment while it waits (评论审核中). */
  status: number;
  /** For a reply to a reply: whom it answers. */
  parentUserName: string;
}

const parent = alias(comments, 'parent_comment');
const parentMember = alias(members, 'parent_member');

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
const nameOf = (row: CommentRow, nickname: string | null) =>
  row.official ? row.authorName || OFFICIAL_NAME : (nickname ?? '');

interface Joined {
  comment: CommentRow;
  nickname: string | null;
  head: string | null;
  parentOfficial: boolean | null;
  parentAuthor: string | null;
  parentNickname: string | null;
}

function toApi(row: Joined): ApiComment {
  const { comment } = row;
  return {
    id: comment.id,
    rootID: comment.targetId,
    source: comment.source,
    parentID: comment.parentId ?? 0,
    topID: comment.topId ?? 0,
    userID: comment.userId ?? 0,
    userName: nameOf(comment, row.nickname),
    userIcon: comment.official ? '' : (row.head ?? ''),
    content: comment.content,
    images: comment.images,
    created: comment.createdAt.getTime(),
    praiseCount: comment.praiseCount,
    official: flag(comment.official),
    topping: flag(comment.topping),
    excellent: flag(comment.excellent),
    status: comment.status,
    // Only a reply to a reply names whom it answers; a reply to the thread's comment needs no name.
    parentUserName:
      comment.parentId !== null && comment.parentId !== comment.topId
        ? row.parentOfficial
          ? row.parentAuthor || OFFICIAL_NAME
          : (row.parentNickname ?? '')
        : '',
  };
}

function joined() {
  return {
    comment: comments,
    nickname: members.nickname,
    head: members.head,
    parentOfficial: parent.official,
    parentAuthor: parent.authorName,
    parentNickname: parentMember.nickname,
  };
}

/** Comments matching `where`, with their authors' and parents' names. */
function select(db: Db, where: SQL | undefined) {
  return db
    .select(joined())
    .from(comments)
    .leftJoin(members, eq(members.userId, comments.userId))
    .leftJoin(parent, eq(parent.id, comments.parentId))
    .leftJoin(parentMember, eq(parentMember.userId, parent.userId))
    .where(where);
}

/** What a reader sees: approved comments, and the viewer's own while they wait. */
export function visibleTo(viewer: number | null): SQL {
  const approved = eq(comments.status, COMMENT_STATUS.approved);
  if (viewer === null) return approved;
  return or(approved, and(eq(comments.status, COMMENT_STATUS.pending), eq(comments.userId, viewer))) as SQL;
}

export interface ListQuery {
  targetId: number;
  source: number;
  page: number;
  pageSize: number;
  /** Only comments older than this id (the spec's lastFileId; 0: from the newest). */
  lastFileId: number;
  viewer: number | null;
}

function targetComments(query: ListQuery, onlyTop: boolean): SQL {
  return and(
    eq(comments.source, query.source),
    eq(comments.targetId, query.targetId),
    visibleTo(query.viewer),
    onlyTop ? isNull(comments.parentId) : undefined,
    query.lastFileId > 0 ? lt(comments.id, query.lastFileId) : undefined,
  ) as SQL;
}

async function countWhere(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(where);
  return row?.n ?? 0;
}

export interface Thread {
  list: ApiComment[];
  page: number;
  hasMore: boolean;
  totalCount: number;
}

/** The first REPLIES_SHOWN replies (oldest first) of each of the threads, in one query. */
async function firstReplies(db: Db, topIds: number[], viewer: number | null): Promise<Map<number, Thread>> {
  const threads = new Map<number, Thread>(
    topIds.map((id) => [id, { list: [], page: 1, hasMore: false, totalCount: 0 }]),
  );
  if (topIds.length === 0) return threads;
  const ranked = db
    .select({
      id: sql<number>`${comments.id}`.as('ranked_id'),
      rank: sql<number>`row_number() over (partition by ${comments.topId} order by ${comments.id})`.as(
        'rank',
      ),
      total: sql<number>`count(*) over (partition by ${comments.topId})`.as('total'),
    })
    .from(comments)
    .where(and(inArray(comments.topId, topIds), visibleTo(viewer)))
    .as('ranked');
  const rows = await db
    .select({ ...joined(), total: ranked.total })
    .from(comments)
    .innerJoin(ranked, eq(ranked.id, comments.id))
    .leftJoin(members, eq(members.userId, comments.userId))
    .leftJoin(parent, eq(parent.id, comments.parentId))
    .leftJoin(parentMember, eq(parentMember.userId, parent.userId))
    .where(lte(ranked.rank, REPLIES_SHOWN))
    .orderBy(asc(comments.id));
  for (const row of rows) {
    const thread = threads.get(row.comment.topId ?? 0);
    if (!thread) continue;
    thread.list.push(toApi(row));
    thread.totalCount = Number(row.total);
    thread.hasMore = thread.totalCount > REPLIES_SHOWN;
  }
  return threads;
}

/** Comments first by editors' topping, then newest. */
const newestFirst = [desc(comments.topping), desc(comments.id)];

/** discussView: the target's comments, each with `topDiscuss`, the first replies of its thread. */
export async function nestedList(db: Db, query: ListQuery) {
  const where = targetComments(query, true);
  const rows = await select(db, where)
    .orderBy(...newestFirst)
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize);
  const shown = rows.slice(0, query.pageSize);
  const threads = await firstReplies(
    db,
    shown.map((row) => row.comment.id),
    query.viewer,
  );
  return {
    list: shown.map((row) => ({ ...toApi(row), topDiscuss: threads.get(row.comment.id) })),
    totalCount: await countWhere(db, where),
    hasMore: rows.length > query.pageSize,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** discussViewFlat: comments and replies alike, newest first. */
export async function flatList(db: Db, query: ListQuery) {
  const where = targetComments(query, false);
  const rows = await select(db, where)
    .orderBy(desc(comments.id))
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize);
  return {
    list: rows.slice(0, query.pageSize).map(toApi),
    totalCount: await countWhere(db, where),
    hasMore: rows.length > query.pageSize,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** discussHot: approved comments (not replies) editors topped or marked, or readers praised, best first. */
export async function hotList(db: Db, targetId: number, source: number, count: number) {
  const rows = await select(
    db,
    and(
      eq(comments.source, source),
      eq(comments.targetId, targetId),
      eq(comments.status, COMMENT_STATUS.approved),
      isNull(comments.parentId),
      or(eq(comments.topping, true), eq(comments.excellent, true), sql`${comments.praiseCount} > 0`),
    ),
  )
    .orderBy(desc(comments.topping), desc(comments.excellent), desc(comments.praiseCount), desc(comments.id))
    .limit(count);
  return { list: rows.map(toApi) };
}

/** One comment as a reader may see it, or null. */
export async function visibleComment(db: Db, id: number, viewer: number | null): Promise<ApiComment | null> {
  const [row] = await select(db, and(eq(comments.id, id), visibleTo(viewer)));
  return row ? toApi(row) : null;
}

/** discussReply: a thread's comment and a page of its replies, oldest first. */
export async function threadReplies(
  db: Db,
  main: ApiComment,
  page: number,
  pageSize: number,
  viewer: number | null,
) {
  const where = and(eq(comments.topId, main.id), visibleTo(viewer)) as SQL;
  const rows = await select(db, where)
    .orderBy(asc(comments.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    main,
    list: rows.slice(0, pageSize).map(toApi),
    totalCount: await countWhere(db, where),
    hasMore: rows.length > pageSize,
    page,
    pageSize,
  };
}

/** A stored comment in the reader's shape (the answer of `discuss`). */
export async function apiComment(db: Db, id: number): Promise<ApiComment> {
  const [row] = await select(db, eq(comments.id, id));
  if (!row) throw new Error(`comment ${id} vanished`);
  return toApi(row);
}
