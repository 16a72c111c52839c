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
import { articles } from '../reading/schema.js';

// Live broadcasts (直播): the live of a live article (articleType 6) and its reports (图文直播).

export interface LiveVideo {
  appLiveUrl?: string;
  appPlaybackUrl?: string;
  poster?: string;
}

/**
 * The live of one live article, keyed by the article. `status` is the spec's 0 announced, 1 live, 2 ended; the
 * article's `liveStatus` mirrors it so lists agree. `videos` holds the stream (appLiveUrl) and the replay
 * (appPlaybackUrl). An article without a row here is answered from its own `liveStatus` and `config.videos`.
 */
export const lives = pgTable(
  'lives',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    // When the broadcast starts (announced lives are listed by it); null when the CMS gave none.
    startTime: timestamp('start_time', { withTimezone: true }),
    videos: jsonb('videos').$type<LiveVideo[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lives_status_check', sql`${t.status} in (0, 1, 2)`),
    index('lives_status_idx').on(t.status, t.startTime),
  ],
);

export interface LivePicture {
  url: string;
  width: number;
  height: number;
}

/** One report of a live (a reporter's text and pictures at a time); readers see them newest first. */
export const liveReports = pgTable(
  'live_reports',
  {
    reportId: serial('report_id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => lives.fileId, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    pictures: jsonb('pictures').$type<LivePicture[]>().notNull().default([]),
    reporter: text('reporter').notNull().default(''),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('live_reports_live_idx').on(t.fileId, t.time)],
);
