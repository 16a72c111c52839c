import { sql } from 'drizzle-orm';
import {
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

// The community domain's tables: circles with their members and notices, the posts members write in them, and the
// friends circle's posts (moments).

/** A circle. `memberCount` moves only with the one statement that adds or drops a membership (circleRepo.ts). */
export const circles = pgTable(
  'circles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    cover: text('cover').notNull().default(''),
    memberCount: integer('member_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('circles_member_count_check', sql`${t.memberCount} >= 0`)],
);

/** A member of a circle: one row per circle and member. */
export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.circleId, t.userId] })],
);

/** A notice (公告) the circle's editors publish. */
export const circleNotices = pgTable(
  'circle_notices',
  {
    id: serial('id').primaryKey(),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('circle_notices_circle_idx').on(t.circleId, t.id)],
);

/** A member's post in a circle. `status` is POST_STATUS of lib/contract/community.ts. */
export const circlePosts = pgTable(
  'circle_posts',
  {
    id: serial('id').primaryKey(),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(0),
    praiseCount: integer('praise_count').notNull().default(0),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('circle_posts_newest_idx').on(t.circleId, t.status, t.id),
    index('circle_posts_hot_idx').on(t.circleId, t.status, t.praiseCount, t.id),
    index('circle_posts_queue_idx').on(t.status, t.id),
    check('circle_posts_status_check', sql`${t.status} between 0 and 2`),
    check('circle_posts_praise_check', sql`${t.praiseCount} >= 0`),
  ],
);

/** One member's praise of one post. */
export const postPraises = pgTable(
  'post_praises',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/**
 * A friends-circle post (朋友圈, moments detail): a member's text with pictures or a video. `status` is
 * POST_STATUS, as circle posts have it.
 */
export const moments = pgTable(
  'moments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    videoUrl: text('video_url').notNull().default(''),
    videoPoster: text('video_poster').notNull().default(''),
    status: smallint('status').notNull().default(0),
    praiseCount: integer('praise_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('moments_member_idx').on(t.userId, t.id),
    check('moments_status_check', sql`${t.status} between 0 and 2`),
    check('moments_praise_check', sql`${t.praiseCount} >= 0`),
    check('moments_media_check', sql`${t.videoUrl} = '' or jsonb_array_length(${t.pictures}) = 0`),
  ],
);

/** One member's praise of one moment. */
export const momentPraises = pgTable(
  'moment_praises',
  {
    momentId: integer('moment_id')
      .notNull()
      .references(() => moments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.momentId, t.userId] })],
);
