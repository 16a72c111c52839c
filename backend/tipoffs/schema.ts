import { sql } from 'drizzle-orm';
import {
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

/**
 * A member's tip-off (报料): text, the name it is signed with, and the pictures, videos and audio it carries (the
 * upload service's addresses, each one its author uploaded). `status` is TIPOFF_STATUS; `reason` says why an
 * editor rejected it.
 */
export const tipoffs = pgTable(
  'tipoffs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    videos: jsonb('videos').$type<string[]>().notNull().default([]),
    audios: jsonb('audios').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tipoffs_member_idx').on(t.userId, t.id),
    index('tipoffs_queue_idx').on(t.status, t.id),
    check('tipoffs_status_check', sql`${t.status} between 0 and 2`),
  ],
);
