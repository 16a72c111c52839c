import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../core/tableColumns.js';
import { members } from '../members/schema.js';
import { articles } from '../reading/schema.js';

// The online-study domain's tables: courses, their lessons in order, and each member's progress through them.

/** A course (在线学习) the CMS publishes. */
export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  intro: text('intro').notNull().default(''),
  cover: text('cover').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One lesson of a course, shown in `position` order. `kind` is LESSON_KIND of lib/contract/study.ts: an article
 * lesson points at an article of the reading domain, a video or audio lesson carries its media and its duration,
 * which caps the positions stored for it.
 */
export const courseLessons = pgTable(
  'course_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: smallint('kind').notNull(),
    title: text('title').notNull(),
    articleId: integer('article_id').references(() => articles.fileId, { onDelete: 'cascade' }),
    mediaUrl: text('media_url').notNull().default(''),
    poster: text('poster').notNull().default(''),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_lessons_course_idx').on(t.courseId, t.position),
    check(
      'course_lessons_kind_check',
      sql`(${t.kind} = 1 and ${t.articleId} is not null) or (${t.kind} in (2, 3) and ${t.mediaUrl} <> '' and ${t.durationSeconds} > 0)`,
    ),
  ],
);

/**
 * A member's progress through one lesson: where its video or audio was left (never past its duration) and whether
 * it is done (read to the end, or played to STUDY_LIMITS.doneShare). Done stays done.
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    positionSeconds: doublePrecision('position_seconds').notNull().default(0),
    done: boolean('done').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    check('lesson_progress_position_check', sql`${t.positionSeconds} >= 0`),
  ],
);
