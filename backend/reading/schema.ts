import { sql } from 'drizzle-orm';
import {
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
import type { JsonObject } from '../core/jsonFields.js';
import { createdAt, updatedAt } from '../core/tableColumns.js';

// The reading domain's tables: columns, articles and what hangs off them (tags, counts, front-page modules,
// special topics, hot-point timelines).

export const creditKeys = [
  'author',
  'reporter',
  'editor',
  'liability',
  'proofreader',
  'approver',
  'planner',
  'checker',
  'cameraman',
  'drawer',
  'overallPlanning',
  'correspondent',
  'intern',
  'source',
  'layout',
  'director',
  'lastChecker',
] as const;
export type CreditKey = (typeof creditKeys)[number];
export type Credits = Partial<Record<CreditKey, string>>;

export const columns = pgTable(
  'columns',
  {
    columnId: serial('column_id').primaryKey(),
    // 0 marks a top-level column, so this is not a foreign key; ingest checks that the parent exists.
    parentId: integer('parent_id').notNull().default(0),
    name: text('name').notNull(),
    columnStyle: integer('column_style').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    icon: text('icon').notNull().default(''),
    description: text('description').notNull().default(''),
    padListType: smallint('pad_list_type').notNull().default(0),
    topModule: jsonb('top_module').$type<JsonObject>().notNull().default({}),
    carousel: smallint('carousel').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('columns_parent_idx').on(t.parentId, t.sort)],
);

export const articles = pgTable(
  'articles',
  {
    fileId: serial('file_id').primaryKey(),
    title: text('title').notNull(),
    listTitle: text('list_title').notNull().default(''),
    columnId: integer('column_id')
      .notNull()
      .references(() => columns.columnId),
    aStatus: smallint('a_status').notNull().default(1),
    articleType: smallint('article_type').notNull(),
    picType: smallint('pic_type').notNull().default(0),
    picSmall: text('pic_small').notNull().default(''),
    picMiddle: text('pic_middle').notNull().default(''),
    picBig: text('pic_big').notNull().default(''),
    picList: jsonb('pic_list').$type<string[]>().notNull().default([]),
    picListTitle: jsonb('pic_list_title').$type<string[]>().notNull().default([]),
    publishtime: timestamp('publishtime', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').notNull().default(''),
    content: text('content').notNull().default(''),
    abstract: text('abstract').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    credits: jsonb('credits').$type<Credits>().notNull().default({}),
    // Everything the reader may need that is not queried on: xyAccountID, shareClosed, liveStatus, config.videos ...
    extra: jsonb('extra').$type<JsonObject>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_column_publish_idx').on(t.columnId, t.publishtime),
    // An account's articleCount counts its published articles by the extra field the CMS writes.
    index('articles_xy_account_idx').on(sql`(${t.extra} ->> 'xyAccountID')`),
  ],
);

/** Free-form labels on articles; names are unique so ingest can refer to tags by name. */
export const tags = pgTable(
  'tags',
  {
    tagId: serial('tag_id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_name_idx').on(t.name)],
);

export const articleTags = pgTable(
  'article_tags',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.tagId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.tagId] }), index('article_tags_tag_idx').on(t.tagId)],
);

/** Reader counters, one row per article once anything was counted (absent means all zero). */
export const articleCounts = pgTable(
  'article_counts',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    readCount: integer('read_count').notNull().default(0),
    praiseCount: integer('praise_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    discussCount: integer('discuss_count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('article_counts_read_idx').on(t.readCount)],
);

/**
 * A block of a column's front page (moduleView). Its articles are either picked by hand (`articleIds`, in
 * that order) or, when none are picked, the newest of `sourceColumnId`'s tree, `size` of them.
 */
export const modules = pgTable(
  'modules',
  {
    moduleId: serial('module_id').primaryKey(),
    columnId: integer('column_id')
      .notNull()
      .references(() => columns.columnId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: smallint('type').notNull().default(0),
    cmDisplayStyle: smallint('cm_display_style').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    articleIds: jsonb('article_ids').$type<number[]>().notNull().default([]),
    // 0: no source column; not a foreign key for that reason, ingest checks that it exists.
    sourceColumnId: integer('source_column_id').notNull().default(0),
    size: smallint('size').notNull().default(6),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('modules_column_idx').on(t.columnId, t.sort)],
);

/** A special topic (专题): shown for topic articles (articleType 3) whose extra `subjectId` points here. */
export const subjects = pgTable('subjects', {
  subjectId: serial('subject_id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  banner: text('banner').notNull().default(''),
  // The topic article itself; 0 when none. Not a foreign key, so deleting either never blocks the other.
  fileId: integer('file_id').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subjectGroups = pgTable(
  'subject_groups',
  {
    groupId: serial('group_id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.subjectId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('subject_groups_subject_idx').on(t.subjectId, t.sort)],
);

export const subjectArticles = pgTable(
  'subject_articles',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => subjectGroups.groupId, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.fileId] }), index('subject_articles_file_idx').on(t.fileId)],
);

/** A hot-point timeline (热点时间轴) and its dated events. */
export const timelines = pgTable('timelines', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  banner: text('banner').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const timelineEvents = pgTable(
  'timeline_events',
  {
    eventId: serial('event_id').primaryKey(),
    timelineId: integer('timeline_id')
      .notNull()
      .references(() => timelines.id, { onDelete: 'cascade' }),
    time: timestamp('time', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    // 0 when the event links to no article; not a foreign key for that reason.
    fileId: integer('file_id').notNull().default(0),
  },
  (t) => [index('timeline_events_timeline_idx').on(t.timelineId, t.time)],
);
