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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../core/tableColumns.js';
import { members } from '../members/schema.js';

// The comments domain's tables: comments and replies with their moderation state, reports, praise of articles
// and comments, members banned from commenting, the counts of shown comments on targets other than articles, and
// the moderation settings that are not public site config.

/**
 * A comment (parentId null) or a reply (parentId the comment or reply it answers; topId the thread's comment) on
 * a target: `source` is COMMENT_SOURCE of lib/contract/comments.ts (0 an article), `targetId` the target's id in
 * its own domain, checked through backend/comments/targets.ts (no foreign key: the target's table depends on
 * `source`).
 * `status` is COMMENT_STATUS of lib/contract/comments.ts: 0 pending, 1 approved, 2 rejected, 3 deleted by its
 * author, 4 removed by an editor. Official comments are the newsroom's own (no member).
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    targetId: integer('target_id').notNull(),
    source: smallint('source').notNull().default(0),
    parentId: integer('parent_id'),
    topId: integer('top_id'),
    userId: integer('user_id').references(() => members.userId, { onDelete: 'cascade' }),
    // The official author's name (an official comment has no member); '' for members, whose name is read live.
    authorName: text('author_name').notNull().default(''),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull(),
    official: boolean('official').notNull().default(false),
    topping: boolean('topping').notNull().default(false),
    excellent: boolean('excellent').notNull().default(false),
    praiseCount: integer('praise_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    // Why an editor rejected or removed it; the banned words that sent it to pre-moderation.
    reason: text('reason').notNull().default(''),
    flaggedWords: jsonb('flagged_words').$type<string[]>().notNull().default([]),
    ip: text('ip').notNull().default(''),
    device: text('device').notNull().default(''),
    // The client's key of one submission: a comment sent twice with it is stored once.
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comments_target_idx').on(t.source, t.targetId, t.status, t.id),
    index('comments_thread_idx').on(t.topId, t.status, t.id),
    index('comments_member_idx').on(t.userId, t.createdAt),
    index('comments_queue_idx').on(t.status, t.id),
    uniqueIndex('comments_idempotency_idx').on(t.userId, t.idempotencyKey),
    check('comments_status_check', sql`${t.status} between 0 and 4`),
  ],
);

/** A member's report of a comment: one per member and comment, however often it is sent. */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    reason: smallint('reason').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/**
 * One praise (点赞) of an article (`kind` 'article', `targetId` its fileId) or a comment ('comment', its id) by one
 * voter: `m:<userid>` for a member, `d:<device>` for an anonymous reader where the site allows that.
 */
export const praises = pgTable(
  'praises',
  {
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    voter: text('voter').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.targetId, t.voter] }),
    check('praises_kind_check', sql`${t.kind} in ('article', 'comment')`),
  ],
);

/**
 * How many comments readers see on a target other than an article (articles keep theirs in article_counts'
 * discussCount): moved in the transaction that shows or hides a comment.
 */
export const commentCounts = pgTable(
  'comment_counts',
  {
    source: smallint('source').notNull(),
    targetId: integer('target_id').notNull(),
    count: integer('count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.targetId] }),
    check('comment_counts_count_check', sql`${t.count} >= 0`),
  ],
);

/** Members the CMS banned from commenting (their other rights stay). */
export const commentBans = pgTable('comment_bans', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => members.userId, { onDelete: 'cascade' }),
  reason: text('reason').notNull().default(''),
  createdAt: createdAt(),
});

/** The moderation settings kept from readers: one row (id 1), the banned words. */
export const commentSettings = pgTable('comment_settings', {
  id: integer('id').primaryKey(),
  bannedWords: jsonb('banned_words').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});
