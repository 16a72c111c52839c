import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../core/tableColumns.js';
import { members } from '../members/schema.js';

// The upload service's tables: uploads in progress on the object-storage flow with the parts received so far,
// and what each member uploaded (an item may only carry its own author's files).

/** An upload in progress (mamUploadAccessToken2 opens it, mamUploadDone2 closes it with its stored file). */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    partCount: smallint('part_count').notNull(),
    /** The stored file once done (what mamUploadDone2 answered), null while parts arrive. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('upload_sessions_member_idx').on(t.userId, t.createdAt),
    check('upload_sessions_kind_check', sql`${t.kind} in ('picture', 'video', 'audio')`),
    check('upload_sessions_size_check', sql`${t.size} > 0 and ${t.partCount} > 0`),
  ],
);

/** A part received: sent again (a retry), it replaces the first. */
export const uploadParts = pgTable(
  'upload_parts',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    partNumber: smallint('part_number').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.partNumber] })],
);

/** A file a member uploaded (its public address), by either flow. */
export const memberUploads = pgTable(
  'member_uploads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.url] })],
);
