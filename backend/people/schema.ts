import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../core/tableColumns.js';
import { articles } from '../reading/schema.js';

// The people domain's tables: reporters (with the young-reporter card), the articles their credits name, persons
// (figures, and leaders: persons with a region) with the reports about them, and the precomputed neighbours of
// each article that recommendations (猜你喜欢) read.

/**
 * A reporter. Credits are names (an article's `reporter: "陈思远 李岚"`), so the name is unique and is how an
 * article's credit finds its reporter. `cardNo`, `school`, `className` make a young reporter (小记者).
 */
export const reporters = pgTable(
  'reporters',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    title: text('title').notNull().default(''),
    intro: text('intro').notNull().default(''),
    cardNo: text('card_no').notNull().default(''),
    school: text('school').notNull().default(''),
    className: text('class_name').notNull().default(''),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('reporters_name_idx').on(t.name)],
);

/** An article a reporter is credited on, under which credit (`reporter`, `cameraman` …); kept from the credits. */
export const reporterArticles = pgTable(
  'reporter_articles',
  {
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => reporters.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reporterId, t.fileId, t.role] }),
    index('reporter_articles_file_idx').on(t.fileId),
  ],
);

/** A region whose leaders the leaders' page lists. */
export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A person in the news (人物). With a region, a leader of it, listed on the leaders' page. */
export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    portrait: text('portrait').notNull().default(''),
    title: text('title').notNull().default(''),
    biography: text('biography').notNull().default(''),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('persons_region_idx').on(t.regionId, t.sort)],
);

/** The reports about a person (报道集); for a leader, `kind` 2 marks the reports of their activities. */
export const personReports = pgTable(
  'person_reports',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.fileId] }),
    index('person_reports_file_idx').on(t.fileId),
    check('person_reports_kind_check', sql`${t.kind} in (1, 2)`),
  ],
);

/**
 * Each article's nearest articles by the readers who read both and the tags they share, best `score` first:
 * recomputed in the background (recommendationRepo.ts), so a recommendation reads a few indexed rows.
 */
export const articleNeighbours = pgTable(
  'article_neighbours',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    neighbourId: integer('neighbour_id')
      .notNull()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.neighbourId] })],
);
