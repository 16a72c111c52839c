// 问政: members' inquiries to departments (pending until an editor approves them, rejected with a reason), the
// department's reply (published → answered), the inquiry types and departments (qaType), the site's settings
// (qaConfig), and the readers' satisfaction with a reply: one rating per member, the rating row and the count in
// one statement.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { INQUIRY_STATUS, QUESTION_LIMITS } from '../../lib/contract/questions.js';
import type { Db } from '../core/database.js';
import { ownsEvery } from '../uploads/ownUploads.js';
import { inquiries, type InquiryMedia, qaDepartments, qaSettings, qaTypes } from './schema.js';

/** What readers see: published (waiting for the reply) and answered inquiries. */
const SHOWN = [INQUIRY_STATUS.published, INQUIRY_STATUS.answered];

const inquiryColumns = {
  inquiry: inquiries,
  departmentName: qaDepartments.name,
  typeName: qaTypes.name,
};

type InquiryRow = {
  inquiry: typeof inquiries.$inferSelect;
  departmentName: string;
  typeName: string;
};

const toApiInquiry = ({ inquiry, departmentName, typeName }: InquiryRow) => ({
  id: inquiry.id,
  title: inquiry.title,
  content: inquiry.content,
  askerName: inquiry.askerName,
  images: inquiry.media.images,
  videos: inquiry.media.videos,
  audios: inquiry.media.audios,
  departmentId: inquiry.departmentId,
  departmentName,
  qaType: { id: inquiry.typeId, name: typeName },
  status: inquiry.status,
  reply: inquiry.reply,
  replyTime: inquiry.repliedAt?.getTime() ?? 0,
  askTime: inquiry.askedAt.getTime(),
  satisfaction: { satisfied: inquiry.satisfied, fair: inquiry.fair, unsatisfied: inquiry.unsatisfied },
});

const inquiryQuery = (db: Db) =>
  db
    .select(inquiryColumns)
    .from(inquiries)
    .innerJoin(qaDepartments, eq(qaDepartments.id, inquiries.departmentId))
    .innerJoin(qaTypes, eq(qaTypes.id, inquiries.typeId));

/** A published or answered inquiry; null for a pending, rejected or unknown one. */
export async function inquiryDetail(db: Db, id: number) {
  const [row] = await inquiryQuery(db).where(and(eq(inquiries.id, id), inArray(inquiries.status, SHOWN)));
  return row ? toApiInquiry(row) : null;
}

/** A page of the shown inquiries, the newest first, 20 a page; has-more when full. */
export async function listInquiries(db: Db, page: number) {
  const size = QUESTION_LIMITS.pageSize;
  const rows = await inquiryQuery(db)
    .where(inArray(inquiries.status, SHOWN))
    .orderBy(desc(inquiries.id))
    .limit(size)
    .offset((page - 1) * size);
  return { list: rows.map(toApiInquiry), page, hasMore: rows.length === size };
}

/** qaType: the inquiry types and the departments an inquiry may go to, in the CMS's order. */
export async function inquiryChoices(db: Db) {
  const [types, departments] = await Promise.all([
    db
      .select({ id: qaTypes.id, name: qaTypes.name })
      .from(qaTypes)
      .orderBy(asc(qaTypes.sort), asc(qaTypes.id)),
    db
      .select({ id: qaDepartments.id, name: qaDepartments.name })
      .from(qaDepartments)
      .orderBy(asc(qaDepartments.sort), asc(qaDepartments.id)),
  ]);
  return { types, departments };
}

export interface ApiQaConfig {
  title: string;
  notice: string;
  satisfaction: boolean;
}

/** qaConfig: the site's settings; the defaults until the CMS wrote them. */
export async function qaConfig(db: Db): Promise<ApiQaConfig> {
  const [row] = await db
    .select({ title: qaSettings.title, notice: qaSettings.notice, satisfaction: qaSettings.satisfaction })
    .from(qaSettings);
  return row ?? { title: '问政', notice: '', satisfaction: true };
}

export async function writeQaConfig(db: Db, input: Partial<ApiQaConfig>): Promise<ApiQaConfig> {
  await db
    .insert(qaSettings)
    .values({ id: 1, ...input })
    .onConflictDoUpdate({ target: qaSettings.id, set: { ...input, updatedAt: new Date() } });
  return qaConfig(db);
}

export async function insertChoice(
  db: Db,
  kind: 'type' | 'department',
  input: { name: string; sort: number },
) {
  const table = kind === 'type' ? qaTypes : qaDepartments;
  const [row] = await db
    .insert(table)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: table.id, name: table.name });
  return row ?? null;
}

export interface InquiryInput {
  userId: number;
  departmentId: number;
  typeId: number;
  title: string;
  content: string;
  media: InquiryMedia;
}

/**
 * Stores a member's pending inquiry, named as the member is; null (nothing stored) when the choice is unknown or a
 * video or recording is not one the member uploaded as such.
 */
export async function insertInquiry(db: Db, input: InquiryInput): Promise<number | null> {
  const rows = (await db.execute(sql`
    insert into inquiries (user_id, asker_name, department_id, type_id, title, content, media, status)
    select m.user_id, m.nickname, d.id, t.id, ${input.title}, ${input.content}, ${JSON.stringify(input.media)}::jsonb,
      ${INQUIRY_STATUS.pending}
    from members m, qa_departments d, qa_types t
    where m.user_id = ${input.userId} and d.id = ${input.departmentId} and t.id = ${input.typeId}
      and ${ownsEvery(input.userId, { video: input.media.videos, audio: input.media.audios })}
    returning id`)) as unknown as { rows: { id: number }[] };
  return rows.rows[0]?.id ?? null;
}

const RATING_COLUMNS = { 1: 'unsatisfied', 2: 'fair', 3: 'satisfied' } as const;

/**
 * A member's satisfaction with an answered inquiry's reply: the rating row and its count in one statement, so a
 * member's taps arriving together count once. Null when there is no answered inquiry of that id; `rated` false
 * when the member had rated it before.
 */
export async function rateInquiry(db: Db, id: number, userId: number, rating: 1 | 2 | 3) {
  const column = sql.raw(RATING_COLUMNS[rating]);
  const rows = (await db.execute(sql`
    with added as (
      insert into inquiry_ratings (inquiry_id, user_id, rating)
      select ${id}, ${userId}, ${rating}
      where exists (select 1 from inquiries where id = ${id} and status = ${INQUIRY_STATUS.answered})
      on conflict do nothing returning inquiry_id
    )
    update inquiries set ${column} = ${column} + (select count(*) from added)::int
    where id = ${id} and status = ${INQUIRY_STATUS.answered}
    returning satisfied, fair, unsatisfied, (select count(*) from added)::int as added`)) as unknown as {
    rows: { satisfied: number; fair: number; unsatisfied: number; added: number }[];
  };
  const row = rows.rows[0];
  if (!row) return null;
  return {
    rated: Number(row.added) > 0,
    satisfaction: {
      satisfied: Number(row.satisfied),
      fair: Number(row.fair),
      unsatisfied: Number(row.unsatisfied),
    },
  };
}

/** The member's own rating of an inquiry (0: none yet). */
export async function ownRating(db: Db, id: number, userId: number): Promise<number> {
  const rows = (await db.execute(sql`
    select rating from inquiry_ratings where inquiry_id = ${id} and user_id = ${userId}`)) as unknown as {
    rows: { rating: number }[];
  };
  return Number(rows.rows[0]?.rating ?? 0);
}

/** The CMS's queue of inquiries in one state, the oldest first. */
export async function inquiryQueue(db: Db, status: number, limit: number) {
  const rows = await inquiryQuery(db)
    .where(eq(inquiries.status, status))
    .orderBy(asc(inquiries.id))
    .limit(limit);
  return rows.map((row) => ({ ...toApiInquiry(row), rejectReason: row.inquiry.rejectReason }));
}

/**
 * Moves an inquiry from one of `from` to `to` (approve: pending → published; reject: pending → rejected with a
 * reason; reply: published or answered → answered with the reply). Null when the inquiry is unknown or not in one
 * of `from`.
 */
export async function moveInquiry(
  db: Db,
  id: number,
  from: number[],
  change: { status: number; rejectReason?: string; reply?: string },
) {
  const [row] = await db
    .update(inquiries)
    .set({
      ...change,
      repliedAt: change.status === INQUIRY_STATUS.answered ? new Date() : undefined,
      updatedAt: new Date(),
    })
    .where(and(eq(inquiries.id, id), inArray(inquiries.status, from)))
    .returning({ id: inquiries.id, status: inquiries.status });
  return row ?? null;
}
