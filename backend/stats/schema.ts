import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../core/tableColumns.js';

/** Reader events of `event` (2 share, 3 read, 12 device record); fileId 0 when there is no article. */
export const readerEvents = pgTable(
  'reader_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: smallint('type').notNull(),
    fileId: integer('file_id').notNull().default(0),
    eventType: text('event_type').notNull().default(''),
    channel: smallint('channel').notNull().default(0),
    appId: integer('app_id').notNull().default(0),
    device: text('device').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('reader_events_file_idx').on(t.fileId, t.type),
    // A reader's reads, newest first: what their recommendations start from (backend/people).
    index('reader_events_reads_idx')
      .on(t.device, t.id)
      .where(sql`${t.type} = 3`),
  ],
);

/** Records of the statistics service (`/stats/sendRecord`), with the decoded headers beside the query. */
export const statsRecords = pgTable(
  'stats_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dataType: integer('data_type').notNull(),
    articleId: integer('article_id').notNull(),
    actionTime: timestamp('action_time', { withTimezone: true }).notNull(),
    deviceId: text('device_id').notNull().default(''),
    userUuid: text('user_uuid').notNull().default(''),
    refer: text('refer').notNull().default(''),
    platform: smallint('platform').notNull(),
    shareChannel: smallint('share_channel').notNull().default(0),
    tenantCode: text('tenant_code').notNull(),
    os: text('os').notNull().default(''),
    headerDeviceId: text('header_device_id').notNull().default(''),
    headerUserUuid: text('header_user_uuid').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('stats_records_article_idx').on(t.articleId, t.dataType)],
);
