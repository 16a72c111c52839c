// Calls for submissions and what members send in: a call's approved works (public), a member's own submissions
// in every state (nobody else's: another member's id reads as unknown), sending one (into an open call only,
// checked in the inserting statement itself), and the CMS's queue and verdicts.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { SUBMISSION_LIMITS, SUBMISSION_STATUS } from '../../lib/contract/submissions.js';
import type { Db } from '../core/database.js';
import { members } from '../members/schema.js';
import { articles } from '../reading/schema.js';
import { submissionCalls, submissions } from './schema.js';

const submissionColumns = {
  id: submissions.id,
  callId: submissions.callId,
  callTitle: articles.title,
  callColumnId: articles.columnId,
  callType: articles.articleType,
  title: submissions.title,
  content: submissions.content,
  name: submissions.name,
  pictures: submissions.pictures,
  status: submissions.status,
  reason: submissions.reason,
  createdAt: submissions.createdAt,
  reviewedAt: submissions.reviewedAt,
  nickname: members.nickname,
};

type SubmissionRow = {
  id: number;
  callId: number | null;
  callTitle: string | null;
  callColumnId: number | null;
  callType: number | null;
  title: string;
  content: string;
  name: string;
  pictures: string[];
  status: number;
  reason: string;
  createdAt: Date;
  reviewedAt: Date | null;
  nickname: string;
};

/** A submission in the reader API's shape; `author` is the name the contributor gave, else their nickname. */
export const apiSubmission = (row: SubmissionRow) => ({
  id: row.id,
  linkID: row.callId ?? 0,
  callTitle: row.callTitle ?? '',
  callColumnID: row.callColumnId ?? 0,
  callType: row.callType ?? 0,
  title: row.title,
  content: row.content,
  author: row.name || row.nickname,
  pictures: row.pictures,
  status: row.status,
  reason: row.reason,
  publishTime: row.createdAt.getTime(),
  reviewTime: row.reviewedAt?.getTime() ?? 0,
});

const submissionQuery = (db: Db) =>
  db
    .select(submissionColumns)
    .from(submissions)
    .innerJoin(members, eq(members.userId, submissions.userId))
    .leftJoin(articles, eq(articles.fileId, submissions.callId));

/** A published call: its article (id, title, column and type), whether it asks a name and takes submissions; else null. */
export async function findCall(db: Db, fileId: number) {
  const [row] = await db
    .select({
      fileId: submissionCalls.fileId,
      title: articles.title,
      columnID: articles.columnId,
      articleType: articles.articleType,
      askName: submissionCalls.askName,
      open: submissionCalls.open,
    })
    .from(submissionCalls)
    .innerJoin(articles, eq(articles.fileId, submissionCalls.fileId))
    .where(and(eq(submissionCalls.fileId, fileId), eq(articles.aStatus, 1)));
  return row ?? null;
}

/** A page of a call's approved works, the newest first, 20 a page; has-more when the page is full. */
export async function listWorks(db: Db, callId: number, page: number) {
  const size = SUBMISSION_LIMITS.pageSize;
  const rows = await submissionQuery(db)
    .where(and(eq(submissions.callId, callId), eq(submissions.status, SUBMISSION_STATUS.approved)))
    .orderBy(desc(submissions.id))
    .limit(size)
    .offset((page - 1) * size);
  return { list: rows.map(apiSubmission), page, hasMore: rows.length === size };
}

/** An approved work of a call (of any call when `callId` is null); null for any other. */
export async function findWork(db: Db, id: number, callId: number | null) {
  const [row] = await submissionQuery(db).where(
    and(
      eq(submissions.id, id),
      eq(submissions.status, SUBMISSION_STATUS.approved),
      callId === null ? sql`${submissions.callId} is not null` : eq(submissions.callId, callId),
    ),
  );
  return row ? apiSubmission(row) : null;
}

/** A page of the member's own submissions in every state, the newest first; to one call only with `callId`. */
export async function listOwn(db: Db, userId: number, callId: number | null, page: number) {
  const size = SUBMISSION_LIMITS.pageSize;
  const rows = await submissionQuery(db)
    .where(and(eq(submissions.userId, userId), callId === null ? undefined : eq(submissions.callId, callId)))
    .orderBy(desc(submissions.id))
    .limit(size)
    .offset((page - 1) * size);
  return { list: rows.map(apiSubmission), page, hasMore: rows.length === size };
}

/** The member's own submission; null for an unknown one and for anyone else's alike. */
export async function findOwn(db: Db, id: number, userId: number) {
  const [row] = await submissionQuery(db).where(and(eq(submissions.id, id), eq(submissions.userId, userId)));
  return row ? apiSubmission(row) : null;
}

export interface SubmissionInput {
  callId: number | null;
  userId: number;
  title: string;
  content: string;
  name: string;
  pictures: string[];
}

/**
 * Stores a pending submission; null (nothing stored) when it names a call that is not a published, open call.
 * One statement, so a call closed meanwhile takes nothing.
 */
export async function insertSubmission(db: Db, input: SubmissionInput): Promise<number | null> {
  const values = sql`${input.callId}::integer, ${input.userId}, ${input.title}, ${input.content}, ${input.name},
      ${JSON.stringify(input.pictures)}::jsonb, ${SUBMISSION_STATUS.pending}`;
  const open =
    input.callId === null
      ? sql``
      : sql`where exists (
          select 1 from submission_calls c join articles a on a.file_id = c.file_id
          where c.file_id = ${input.callId} and c.open and a.a_status = 1
        )`;
  const rows = (await db.execute(sql`
    insert into submissions (call_id, user_id, title, content, name, pictures, status)
    select ${values} ${open}
    returning id`)) as unknown as { rows: { id: number }[] };
  return rows.rows[0]?.id ?? null;
}

/** Makes an article a call, or changes whether it asks a name and is open. */
export async function putCall(db: Db, fileId: number, call: { askName: boolean; open: boolean }) {
  await db
    .insert(submissionCalls)
    .values({ fileId, ...call })
    .onConflictDoUpdate({ target: submissionCalls.fileId, set: { ...call, updatedAt: new Date() } });
}

/** The CMS's queue: submissions in one state, the oldest first; outside any call only with `callId` 0. */
export async function submissionQueue(db: Db, status: number, callId: number | null, limit: number) {
  const rows = await submissionQuery(db)
    .where(
      and(
        eq(submissions.status, status),
        callId === null
          ? undefined
          : callId === 0
            ? isNull(submissions.callId)
            : eq(submissions.callId, callId),
      ),
    )
    .orderBy(asc(submissions.id))
    .limit(limit);
  return rows.map(apiSubmission);
}

/** An editor's verdict (a refusal with its reason); answers the submission's call (0: none), or null if unknown. */
export async function judgeSubmission(
  db: Db,
  id: number,
  verdict: { status: number; reason: string },
): Promise<{ linkID: number } | null> {
  const [row] = await db
    .update(submissions)
    .set({ ...verdict, reviewedAt: new Date(), updatedAt: new Date() })
    .where(eq(submissions.id, id))
    .returning({ callId: submissions.callId });
  return row ? { linkID: row.callId ?? 0 } : null;
}
