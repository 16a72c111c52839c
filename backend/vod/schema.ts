import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../core/tableColumns.js';
import { articles } from '../reading/schema.js';

/**
 * Short videos (短视频) of the video-on-demand service: vertical clips in categories (`category_id`, and the
 * category's `node_code` in the group's media asset system). `url` is the HLS playlist; `article_id` the article
 * that carries the clip's praise and comments, when it has one.
 */
export const vodVideos = pgTable(
  'vod_videos',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    nodeCode: text('node_code').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    poster: text('poster').notNull().default(''),
    url: text('url').notNull(),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    // Seconds; 0 when unknown.
    duration: integer('duration').notNull().default(0),
    // Plays the site reported (the mobile-video event), counted in one statement each.
    playCount: integer('play_count').notNull().default(0),
    articleId: integer('article_id').references(() => articles.fileId, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(true),
    publishtime: timestamp('publishtime', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('vod_videos_size_check', sql`${t.width} >= 0 and ${t.height} >= 0 and ${t.duration} >= 0`),
    index('vod_videos_category_idx').on(t.categoryId, t.publishtime),
  ],
);
