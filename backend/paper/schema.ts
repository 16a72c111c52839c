import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../core/tableColumns.js';
import { articles } from '../reading/schema.js';

/** One edition of a newspaper (临江日报 of one date). */
export const papers = pgTable(
  'papers',
  {
    paperId: serial('paper_id').primaryKey(),
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('papers_name_date_idx').on(t.name, t.date), index('papers_date_idx').on(t.date)],
);

/** A page (版面) of an edition: its scanned or drawn image and that image's size in pixels. */
export const paperLayouts = pgTable(
  'paper_layouts',
  {
    layoutId: serial('layout_id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.paperId, { onDelete: 'cascade' }),
    pageNo: smallint('page_no').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [uniqueIndex('paper_layouts_page_idx').on(t.paperId, t.pageNo)],
);

/** Where an article stands on a page: a polygon of [x, y] points in image pixels. */
export const paperRegions = pgTable(
  'paper_regions',
  {
    layoutId: integer('layout_id')
      .notNull()
      .references(() => paperLayouts.layoutId, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    mapping: jsonb('mapping').$type<[number, number][]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.layoutId, t.fileId] }), index('paper_regions_file_idx').on(t.fileId)],
);
