import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../core/tableColumns.js';
import { members } from '../members/schema.js';
import { articles } from '../reading/schema.js';

// The submissions domain's tables: calls for submissions (征稿, each an article of the reading domain with its
// submission list) and what members send in (投稿), to a call or on their own, with the editors' verdicts.

/** A call for submissions: the article that calls, whether it asks the contributor's name, whether it is open. */
export const submissionCalls = pgTable('submission_calls', {
  fileId: integer('file_id')
    .primaryKey()
    .references(() => articles.fileId, { onDelete: 'cascade' }),
  askName: boolean('ask_name').notNull().default(false),
  open: boolean('open').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A member's submission. `status` is SUBMISSION_STATUS of lib/contract/submissions.ts; a refused one carries the
 * editor's reason. `callId` is null for a contribution sent in outside any call.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    callId: integer('call_id').references(() => submissionCalls.fileId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    name: text('name').notNull().default(''),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('submissions_call_idx').on(t.callId, t.status, t.id),
    index('submissions_member_idx').on(t.userId, t.id),
    index('submissions_queue_idx').on(t.status, t.id),
    check('submissions_status_check', sql`${t.status} between 0 and 2`),
    check('submissions_reason_check', sql`${t.status} <> 2 or ${t.reason} <> ''`),
  ],
);
