import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

// 问政: the departments that answer inquiries, the inquiry types (qaType), the site's settings (qaConfig), the
// members' inquiries with their department's reply, and the readers' satisfaction with a reply. 问吧's tables
// (topics, questions, answers, praise) are the account pages' question tables (backend/accounts/schema.ts).

/** A department that answers inquiries. */
export const qaDepartments = pgTable('qa_departments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/** A type of inquiry (qaType): 咨询, 建议, 投诉 … */
export const qaTypes = pgTable('qa_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/** The site's 问政 settings (qaConfig): one row, id 1. */
export const qaSettings = pgTable(
  'qa_settings',
  {
    id: integer('id').primaryKey().default(1),
    title: text('title').notNull().default('问政'),
    notice: text('notice').notNull().default(''),
    /** Whether readers are asked how satisfied they are with a reply. */
    satisfaction: boolean('satisfaction').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check('qa_settings_one_row', sql`${t.id} = 1`)],
);

/** Pictures, videos and audios an inquiry carries (the upload service's addresses). */
export interface InquiryMedia {
  images: string[];
  videos: string[];
  audios: string[];
}

/**
 * A member's inquiry to a department. `status` is INQUIRY_STATUS of lib/contract/questions.ts; the reply and its
 * time are set together with status 3. The satisfaction counts move only with the one statement that stores a
 * rating (backend/questions/inquiryRepo.ts).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => members.userId, { onDelete: 'set null' }),
    askerName: text('asker_name').notNull().default(''),
    departmentId: integer('department_id')
      .notNull()
      .references(() => qaDepartments.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => qaTypes.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    media: jsonb('media').$type<InquiryMedia>().notNull().default({ images: [], videos: [], audios: [] }),
    status: smallint('status').notNull().default(0),
    rejectReason: text('reject_reason').notNull().default(''),
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    satisfied: integer('satisfied').notNull().default(0),
    fair: integer('fair').notNull().default(0),
    unsatisfied: integer('unsatisfied').notNull().default(0),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inquiries_list_idx').on(t.status, t.id),
    check('inquiries_status_check', sql`${t.status} between 0 and 3`),
    check('inquiries_reply_check', sql`(${t.status} = 3) = (${t.repliedAt} is not null)`),
    check('inquiries_ratings_check', sql`${t.satisfied} >= 0 and ${t.fair} >= 0 and ${t.unsatisfied} >= 0`),
  ],
);

/** One member's rating of one inquiry's reply (SATISFACTION). */
export const inquiryRatings = pgTable(
  'inquiry_ratings',
  {
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.inquiryId, t.userId] }),
    check('inquiry_ratings_rating_check', sql`${t.rating} between 1 and 3`),
  ],
);
