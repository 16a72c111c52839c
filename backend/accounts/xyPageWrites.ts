// The CMS's writes to the account pages: dynamics, questions and answers.
import { eq } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { type DynamicAttachment, questionAnswers, questions, xyDynamics } from './schema.js';

export interface DynamicInput {
  xyId?: number;
  content?: string;
  attachments?: DynamicAttachment[];
  status?: 0 | 1;
  publishedAt?: Date;
}

/** A dynamic as the CMS is answered: its stored fields. */
export interface IngestDynamic {
  id: number;
  xyID: number;
  content: string;
  attachments: DynamicAttachment[];
  status: number;
  praiseCount: number;
  publishTime: number;
}

const toIngestDynamic = (row: typeof xyDynamics.$inferSelect): IngestDynamic => ({
  id: row.id,
  xyID: row.xyId,
  content: row.content,
  attachments: row.attachments,
  status: row.status,
  praiseCount: row.praiseCount,
  publishTime: row.publishedAt.getTime(),
});

export async function createDynamic(db: Db, input: DynamicInput & { xyId: number }): Promise<IngestDynamic> {
  const [row] = await db.insert(xyDynamics).values(input).returning();
  if (!row) throw new Error('inserting a dynamic returned nothing');
  return toIngestDynamic(row);
}

/** Changes the fields given; null when there is no such dynamic. */
export async function updateDynamic(db: Db, id: number, input: DynamicInput): Promise<IngestDynamic | null> {
  const [row] = await db
    .update(xyDynamics)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(xyDynamics.id, id))
    .returning();
  return row ? toIngestDynamic(row) : null;
}

export async function addQuestion(
  db: Db,
  input: { xyId: number; askerName: string; content: string; askedAt?: Date; status?: 0 | 1 },
) {
  const [row] = await db
    .insert(questions)
    .values({ ...input, askedAt: input.askedAt ?? new Date(), status: input.status ?? 1 })
    .returning();
  if (!row) throw new Error('inserting a question returned nothing');
  return {
    id: row.id,
    xyID: row.xyId,
    askerName: row.askerName,
    content: row.content,
    status: row.status,
    askTime: row.askedAt.getTime(),
  };
}

export async function questionExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: questions.id }).from(questions).where(eq(questions.id, id))).length > 0;
}

export async function addAnswer(
  db: Db,
  questionId: number,
  input: { answererName: string; content: string; pics: string[]; answeredAt?: Date },
) {
  const [row] = await db
    .insert(questionAnswers)
    .values({ questionId, ...input, answeredAt: input.answeredAt ?? new Date() })
    .returning();
  if (!row) throw new Error('inserting an answer returned nothing');
  return {
    id: row.id,
    questionID: row.questionId,
    answererName: row.answererName,
    content: row.content,
    answerPics: row.pics,
    answerTime: row.answeredAt.getTime(),
  };
}
