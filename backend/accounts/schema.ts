import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../core/tableColumns.js';
import { members } from '../members/schema.js';

// Accounts (订阅号) and their categories, and members' subscriptions to them.

/** A category of accounts; `code` (XYACCOUNT) names the tree, a child always carries its parent's code. */
export const xyCats = pgTable(
  'xy_cats',
  {
    // The CMS's own ids (PUT /ingest/xyCats/:catID), so not serial.
    catId: integer('cat_id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    // 0 marks a top-level category, so this is not a foreign key; ingest checks that the parent exists.
    parentId: integer('parent_id').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('xy_cats_code_idx').on(t.code, t.parentId, t.sort),
    index('xy_cats_parent_idx').on(t.parentId),
  ],
);

/** An account (订阅号). Spec section 4: xyStatus 1 or 4, or xyForbidden 1, make it an empty account. */
export const xyAccounts = pgTable(
  'xy_accounts',
  {
    xyId: integer('xy_id').primaryKey(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    intro: text('intro').notNull().default(''),
    catId: integer('cat_id')
      .notNull()
      .references(() => xyCats.catId),
    xyStatus: smallint('xy_status').notNull().default(0),
    xyForbidden: smallint('xy_forbidden').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('xy_accounts_cat_idx').on(t.catId, t.xyId)],
);

/** A member's subscription to an account; one per member and account. */
export const xySubscriptions = pgTable(
  'xy_subscriptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    xyId: integer('xy_id')
      .notNull()
      .references(() => xyAccounts.xyId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.xyId] }),
    index('xy_subscriptions_xy_idx').on(t.xyId),
    index('xy_subscriptions_member_idx').on(t.userId, t.createdAt),
  ],
);

/** A picture or a video of a dynamic; pictures carry their size, videos may carry a poster. */
export interface DynamicAttachment {
  type: 'pic' | 'video';
  url: string;
  width?: number;
  height?: number;
  poster?: string;
}

/** An account's dynamic (记者动态): a short post, its text and its pictures or videos. */
export const xyDynamics = pgTable(
  'xy_dynamics',
  {
    id: serial('id').primaryKey(),
    xyId: integer('xy_id')
      .notNull()
      .references(() => xyAccounts.xyId, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    attachments: jsonb('attachments').$type<DynamicAttachment[]>().notNull().default([]),
    // 1 published; 0 hidden by the CMS.
    status: smallint('status').notNull().default(1),
    praiseCount: integer('praise_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('xy_dynamics_xy_idx').on(t.xyId, t.status, t.publishedAt)],
);

/** A member's praise of a dynamic: one per member and dynamic. */
export const xyDynamicPraises = pgTable(
  'xy_dynamic_praises',
  {
    dynamicId: integer('dynamic_id')
      .notNull()
      .references(() => xyDynamics.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.dynamicId, t.userId] })],
);

/**
 * A question put to an account (the account page's 问答, `xyId`) or asked by a member (`userId`) in a 问吧 topic
 * (`subjectId`). `askerName` is the name shown; `status` is QUESTION_STATUS of lib/contract/questions.ts (1 shown,
 * 0 pending or hidden, 2 rejected with `rejectReason`). `praiseCount` moves only with the one statement that adds or
 * drops a praise (backend/questions/questionRepo.ts).
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    xyId: integer('xy_id').references(() => xyAccounts.xyId, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').references(() => questionSubjects.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => members.userId, { onDelete: 'set null' }),
    askerName: text('asker_name').notNull().default(''),
    content: text('content').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(1),
    rejectReason: text('reject_reason').notNull().default(''),
    praiseCount: integer('praise_count').notNull().default(0),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('questions_xy_idx').on(t.xyId, t.status, t.askedAt),
    index('questions_subject_idx').on(t.subjectId, t.status, t.id),
    index('questions_subject_hot_idx').on(t.subjectId, t.status, t.praiseCount, t.id),
    index('questions_queue_idx').on(t.status, t.id),
    check('questions_status_check', sql`${t.status} between 0 and 2`),
    check('questions_praise_check', sql`${t.praiseCount} >= 0`),
  ],
);

/** A 问吧 topic (问吧话题): what members ask about, with its questions; `status` 1 shown, 0 hidden. */
export const questionSubjects = pgTable('question_subjects', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  intro: text('intro').notNull().default(''),
  cover: text('cover').notNull().default(''),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One member's praise of one question. */
export const questionPraises = pgTable(
  'question_praises',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);

/** An answer to a question, by its account (answererName) or another, with pictures. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answererName: text('answerer_name').notNull().default(''),
    content: text('content').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull().default([]),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('question_answers_question_idx').on(t.questionId, t.answeredAt)],
);

/** A member's cheer (打榜) for an account on a day (Asia/Shanghai); what the ranking counts. */
export const xyCheers = pgTable(
  'xy_cheers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    xyId: integer('xy_id')
      .notNull()
      .references(() => xyAccounts.xyId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('xy_cheers_xy_idx').on(t.xyId, t.day), index('xy_cheers_day_idx').on(t.day)],
);

/** How many cheers a member used on a day: the one row the daily limit is counted in, atomically. */
export const xyCheerDays = pgTable(
  'xy_cheer_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), check('xy_cheer_days_used_check', sql`${t.used} >= 0`)],
);

/** The influence ranking of one period as last computed in the background (never on a reader's request). */
export const xyRankings = pgTable(
  'xy_rankings',
  {
    period: text('period').notNull(),
    rank: integer('rank').notNull(),
    xyId: integer('xy_id')
      .notNull()
      .references(() => xyAccounts.xyId, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    reads: integer('reads').notNull(),
    shares: integer('shares').notNull(),
    comments: integer('comments').notNull(),
    cheers: integer('cheers').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.rank] })],
);

/** The ranking's rules (打榜规则) as the CMS wrote them: one row. */
export const xyRankRules = pgTable(
  'xy_rank_rules',
  {
    id: smallint('id').primaryKey(),
    content: text('content').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('xy_rank_rules_one_check', sql`${t.id} = 1`)],
);
