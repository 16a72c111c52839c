import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../core/tableColumns.js';

/** An advertisement; columnId 0 shows it in every column. */
export const ads = pgTable(
  'ads',
  {
    advId: serial('adv_id').primaryKey(),
    title: text('title').notNull(),
    imgUrl: text('img_url').notNull(),
    linkUrl: text('link_url').notNull().default(''),
    position: text('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    // Not a foreign key: 0 means every column.
    columnId: integer('column_id').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    showCount: integer('show_count').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ads_position_check', sql`${t.position} in ('list', 'top', 'detail')`),
    index('ads_column_idx').on(t.columnId, t.position),
  ],
);
