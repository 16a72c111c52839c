// 问吧: topics (question subjects), the questions members ask in them (pending until an editor approves them,
// rejected with a reason), listed newest or hot once approved, praised once per member (praiseOnce.ts), and the
// answers editors or departments give (the account pages' answers, backend/accounts/xyPageWrites.ts).
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { QUESTION_LIMITS, QUESTION_STATUS } from '../../lib/contract/questions.js';
import { questionSubjects, questions } from '../accounts/schema.js';
import { answerPage } from '../accounts/xyPageRepo.js';
import type { Db } from '../core/database.js';

export interface ApiQuestionSubject {
  id: number;
  title: string;
  intro: string;
  cover: string;
  questionCount: number;
}

const subjectColumns = {
  id: questionSubjects.id,
  title: questionSubjects.title,
  intro: questionSubjects.intro,
  cover: questionSubjects.cover,
  questionCount: sql<number>`(select count(*)::int from questions q
    where q.subject_id = question_subjects.id and q.status = ${QUESTION_STATUS.approved})`,
};

const toApiSubject = (row: ApiQuestionSubject): ApiQuestionSubject => ({
  ...row,
  questionCount: Number(row.questionCount),
});

/** A shown topic; null for an unknown or hidden one. */
export async function findSubject(db: Db, id: number): Promise<ApiQuestionSubject | null> {
  const [row] = await db
    .select(subjectColumns)
    .from(questionSubjects)
    .where(and(eq(questionSubjects.id, id), eq(questionSubjects.status, 1)));
  return row ? toApiSubject(row) : null;
}

/** Every shown topic, the newest first. */
export async function listSubjects(db: Db): Promise<ApiQuestionSubject[]> {
  const rows = await db
    .select(subjectColumns)
    .from(questionSubjects)
    .where(eq(questionSubjects.status, 1))
    .orderBy(desc(questionSubjects.id));
  return rows.map(toApiSubject);
}

export async function insertSubject(db: Db, input: { title: string; intro: string; cover: string }) {
  const [row] = await db.insert(questionSubjects).values(input).returning({ id: questionSubjects.id });
  if (!row) throw new Error('insert into question_subjects returned no row');
  return row;
}

const questionColumns = {
  id: questions.id,
  subjectId: questions.subjectId,
  subjectTitle: questionSubjects.title,
  askerName: questions.askerName,
  content: questions.content,
  pics: questions.pics,
  status: questions.status,
  rejectReason: questions.rejectReason,
  praiseCount: questions.praiseCount,
  askedAt: questions.askedAt,
  answerCount: sql<number>`(select count(*)::int from question_answers a where a.question_id = questions.id)`,
};

type QuestionRow = {
  id: number;
  subjectId: number | null;
  subjectTitle: string;
  askerName: string;
  content: string;
  pics: string[];
  status: number;
  rejectReason: string;
  praiseCount: number;
  askedAt: Date;
  answerCount: number;
};

const toApiQuestion = (row: QuestionRow) => ({
  id: row.id,
  subjectId: row.subjectId ?? 0,
  subjectTitle: row.subjectTitle,
  askerName: row.askerName,
  content: row.content,
  pics: row.pics,
  status: row.status,
  praiseCount: row.praiseCount,
  answerCount: Number(row.answerCount),
  askTime: row.askedAt.getTime(),
});

const questionQuery = (db: Db) =>
  db
    .select(questionColumns)
    .from(questions)
    .innerJoin(questionSubjects, eq(questionSubjects.id, questions.subjectId));

/** A page of a topic's approved questions (newest, or hot: most praised), 20 a page; has-more when full. */
export async function listQuestions(db: Db, subjectId: number, hot: boolean, page: number) {
  const size = QUESTION_LIMITS.pageSize;
  const order = hot ? [desc(questions.praiseCount), desc(questions.id)] : [desc(questions.id)];
  const rows = await questionQuery(db)
    .where(and(eq(questions.subjectId, subjectId), eq(questions.status, QUESTION_STATUS.approved)))
    .orderBy(...order)
    .limit(size)
    .offset((page - 1) * size);
  return { list: rows.map(toApiQuestion), page, hasMore: rows.length === size };
}

/** An approved question of a shown topic with its answers, oldest first; null for any other. */
export async function questionDetail(db: Db, id: number) {
  const [row] = await questionQuery(db).where(
    and(eq(questions.id, id), eq(questions.status, QUESTION_STATUS.approved), eq(questionSubjects.status, 1)),
  );
  if (!row) return null;
  return { ...toApiQuestion(row), answers: await answerPage(db, row.id, 1, 100) };
}

/** Stores a member's pending question in a shown topic, named as the member is; null (nothing stored) otherwise. */
export async function insertQuestion(
  db: Db,
  input: { subjectId: number; userId: number; content: string; pics: string[] },
): Promise<number | null> {
  const rows = (await db.execute(sql`
    insert into questions (subject_id, user_id, asker_name, content, pics, status)
    select ${input.subjectId}, m.user_id, m.nickname, ${input.content}, ${JSON.stringify(input.pics)}::jsonb,
      ${QUESTION_STATUS.pending}
    from members m
    where m.user_id = ${input.userId}
      and exists (select 1 from question_subjects s where s.id = ${input.subjectId} and s.status = 1)
    returning id`)) as unknown as { rows: { id: number }[] };
  return rows.rows[0]?.id ?? null;
}

/** The CMS's queues of 问吧 questions: pending, approved (waiting for an answer), rejected, answered. */
export const QUESTION_QUEUES = ['pending', 'approved', 'rejected', 'answered'] as const;
export type QuestionQueue = (typeof QUESTION_QUEUES)[number];

const answered = sql`exists (select 1 from question_answers a where a.question_id = questions.id)`;

const QUEUE_FILTERS = {
  pending: eq(questions.status, QUESTION_STATUS.pending),
  approved: and(eq(questions.status, QUESTION_STATUS.approved), sql`not ${answered}`),
  rejected: eq(questions.status, QUESTION_STATUS.rejected),
  answered: and(eq(questions.status, QUESTION_STATUS.approved), answered),
};

/** One queue, the oldest first (topic questions only: account questions have their own CMS screens). */
export async function questionQueue(db: Db, queue: QuestionQueue, limit: number) {
  const rows = await questionQuery(db)
    .where(and(isNotNull(questions.subjectId), QUEUE_FILTERS[queue]))
    .orderBy(asc(questions.id))
    .limit(limit);
  return rows.map((row) => ({ ...toApiQuestion(row), rejectReason: row.rejectReason }));
}

/**
 * An editor's verdict on a question (a topic's, or an account's: approved shows it, rejected hides it there too);
 * answers its topic (null for an account's), or null for an unknown question.
 */
export async function moderateQuestion(
  db: Db,
  id: number,
  verdict: { status: number; rejectReason: string },
) {
  const [row] = await db
    .update(questions)
    .set(verdict)
    .where(eq(questions.id, id))
    .returning({ subjectId: questions.subjectId });
  return row ?? null;
}
