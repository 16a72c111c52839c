// What an account's page reads (getXyInfo, getXyDynamic, getXyArticlesQuestion, question/answerList,
// recommendXys, getDynamicDetail) and the praise of a dynamic. Lists of an account that counts as empty are
// empty: its page shows 还没有内容.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { RECOMMENDED_XYS } from '../../lib/contract/accountPages.js';
import { toApiXy, visibleXy, xyFields, type ApiXy } from './accountRepo.js';
import {
  type DynamicAttachment,
  questionAnswers,
  questions,
  xyAccounts,
  xyDynamicPraises,
  xyDynamics,
} from './schema.js';

export interface ApiXyInfo extends ApiXy {
  xyStatus: number;
  xyForbidden: number;
  dynamicCount: number;
  questionCount: number;
}

/** The account with its counts and states, whatever its state (the site decides what is empty); null: unknown. */
export async function xyInfo(db: Db, xyId: number, userId: number | null): Promise<ApiXyInfo | null> {
  const [row] = await db
    .select({
      ...xyFields(userId),
      xyStatus: xyAccounts.xyStatus,
      xyForbidden: xyAccounts.xyForbidden,
      dynamicCount: sql<number>`(select count(*)::int from xy_dynamics d
        where d.xy_id = xy_accounts.xy_id and d.status = 1)`,
      questionCount: sql<number>`(select count(*)::int from questions q
        where q.xy_id = xy_accounts.xy_id and q.status = 1)`,
    })
    .from(xyAccounts)
    .where(eq(xyAccounts.xyId, xyId));
  if (!row) return null;
  return {
    ...toApiXy(row),
    xyStatus: row.xyStatus,
    xyForbidden: row.xyForbidden,
    dynamicCount: Number(row.dynamicCount),
    questionCount: Number(row.questionCount),
  };
}

export interface ApiDynamic {
  id: number;
  xyID: number;
  xyName: string;
  xyIcon: string;
  content: string;
  attachments: DynamicAttachment[];
  praiseCount: number;
  publishTime: number;
}

const dynamicFields = {
  id: xyDynamics.id,
  xyID: xyDynamics.xyId,
  xyName: xyAccounts.name,
  xyIcon: xyAccounts.icon,
  content: xyDynamics.content,
  attachments: xyDynamics.attachments,
  praiseCount: xyDynamics.praiseCount,
  publishedAt: xyDynamics.publishedAt,
};

type DynamicRow = { publishedAt: Date } & Omit<ApiDynamic, 'publishTime'>;
const toApiDynamic = ({ publishedAt, ...row }: DynamicRow): ApiDynamic => ({
  ...row,
  publishTime: publishedAt.getTime(),
});

const shownDynamic = and(eq(xyDynamics.status, 1), visibleXy);

/** A page of an account's published dynamics, newest first. */
export async function xyDynamicPage(
  db: Db,
  xyId: number,
  page: number,
  pageSize: number,
): Promise<ApiDynamic[]> {
  const rows = await db
    .select(dynamicFields)
    .from(xyDynamics)
    .innerJoin(xyAccounts, eq(xyAccounts.xyId, xyDynamics.xyId))
    .where(and(eq(xyDynamics.xyId, xyId), shownDynamic))
    .orderBy(desc(xyDynamics.publishedAt), desc(xyDynamics.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map(toApiDynamic);
}

/** One published dynamic of an account that is not empty; null otherwise. */
export async function dynamicDetail(db: Db, id: number): Promise<ApiDynamic | null> {
  const [row] = await db
    .select(dynamicFields)
    .from(xyDynamics)
    .innerJoin(xyAccounts, eq(xyAccounts.xyId, xyDynamics.xyId))
    .where(and(eq(xyDynamics.id, id), shownDynamic));
  return row ? toApiDynamic(row) : null;
}

/**
 * A member's praise of a shown dynamic, once: the praise row and the count move in one statement. Answers the
 * count and whether this call added it; null when there is no such dynamic to praise.
 */
export async function praiseDynamic(
  db: Db,
  id: number,
  userId: number,
): Promise<{ praiseCount: number; added: boolean } | null> {
  const result = (await db.execute(sql`
    with target as (
      select d.id from xy_dynamics d join xy_accounts on xy_accounts.xy_id = d.xy_id
      where d.id = ${id} and d.status = 1 and ${visibleXy}
    ), added as (
      insert into xy_dynamic_praises (dynamic_id, user_id) select id, ${userId} from target
      on conflict do nothing returning dynamic_id
    ), counted as (
      update xy_dynamics set praise_count = praise_count + 1
      where id = (select dynamic_id from added) returning praise_count
    )
    select (select id from target) as target,
      coalesce((select praise_count from counted), (select praise_count from xy_dynamics where id = ${id})) as count,
      exists (select 1 from added) as added`)) as unknown as {
    rows: { target: number | null; count: number; added: boolean }[];
  };
  const row = result.rows[0];
  if (!row || row.target === null) return null;
  return { praiseCount: Number(row.count), added: Boolean(row.added) };
}

/** Whether the member praised the dynamic. */
export async function praisedDynamic(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: xyDynamicPraises.dynamicId })
    .from(xyDynamicPraises)
    .where(and(eq(xyDynamicPraises.dynamicId, id), eq(xyDynamicPraises.userId, userId)));
  return rows.length > 0;
}

export interface ApiAnswer {
  id: number;
  questionID: number;
  answererName: string;
  content: string;
  answerPics: string[];
  answerTime: number;
}

export interface ApiQuestion {
  id: number;
  xyID: number;
  askerName: string;
  content: string;
  askTime: number;
  answerCount: number;
  /** The first answer, as the account page shows it under the question; null when none yet. */
  firstAnswer: ApiAnswer | null;
}

const toApiAnswer = (row: typeof questionAnswers.$inferSelect): ApiAnswer => ({
  id: row.id,
  questionID: row.questionId,
  answererName: row.answererName,
  content: row.content,
  answerPics: row.pics,
  answerTime: row.answeredAt.getTime(),
});

/** A page of the questions put to an account, newest first, each with its first answer. */
export async function xyQuestionPage(
  db: Db,
  xyId: number,
  page: number,
  pageSize: number,
): Promise<ApiQuestion[]> {
  const rows = await db
    .select({
      id: questions.id,
      askerName: questions.askerName,
      content: questions.content,
      askedAt: questions.askedAt,
      answerCount: sql<number>`(select count(*)::int from question_answers a where a.question_id = questions.id)`,
    })
    .from(questions)
    .innerJoin(xyAccounts, eq(xyAccounts.xyId, questions.xyId))
    .where(and(eq(questions.xyId, xyId), eq(questions.status, 1), visibleXy))
    .orderBy(desc(questions.askedAt), desc(questions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const firsts = await Promise.all(rows.map((row) => answerPage(db, row.id, 1, 1)));
  return rows.map((row, index) => ({
    id: row.id,
    xyID: xyId,
    askerName: row.askerName,
    content: row.content,
    askTime: row.askedAt.getTime(),
    answerCount: Number(row.answerCount),
    firstAnswer: firsts[index]?.[0] ?? null,
  }));
}

/** Whether the question exists and shows (its account not empty). */
export async function questionShown(db: Db, questionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(xyAccounts, eq(xyAccounts.xyId, questions.xyId))
    .where(and(eq(questions.id, questionId), eq(questions.status, 1), visibleXy));
  return rows.length > 0;
}

/** A page of a question's answers, oldest first. */
export async function answerPage(
  db: Db,
  questionId: number,
  page: number,
  pageSize: number,
): Promise<ApiAnswer[]> {
  const rows = await db
    .select()
    .from(questionAnswers)
    .where(eq(questionAnswers.questionId, questionId))
    .orderBy(asc(questionAnswers.answeredAt), asc(questionAnswers.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map(toApiAnswer);
}

/**
 * Accounts to recommend beside `xyId`: those sharing the most subscribers with it, then those of its category,
 * then the most subscribed; never itself nor an empty account. Without `xyId` (the account directory): the most
 * subscribed. isSub for `userId` (null: 0).
 */
export async function recommendedXys(db: Db, xyId: number | null, userId: number | null): Promise<ApiXy[]> {
  const fields = xyFields(userId);
  const beside =
    xyId === null
      ? []
      : [
          desc(sql<number>`(select count(*) from xy_subscriptions s join xy_subscriptions o
    on o.user_id = s.user_id and o.xy_id = ${xyId} where s.xy_id = xy_accounts.xy_id)`),
          desc(
            sql<number>`(xy_accounts.cat_id = (select cat_id from xy_accounts x where x.xy_id = ${xyId}))::int`,
          ),
        ];
  const rows = await db
    .select(fields)
    .from(xyAccounts)
    .where(and(visibleXy, xyId === null ? undefined : ne(xyAccounts.xyId, xyId)))
    .orderBy(...beside, desc(fields.subCount), asc(xyAccounts.xyId))
    .limit(RECOMMENDED_XYS);
  return rows.map(toApiXy);
}
