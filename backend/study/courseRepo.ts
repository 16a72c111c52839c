// Courses and their lessons: read in order for the course page, written by the CMS (a course with its lessons in
// one transaction; an edit keeps the lessons it names by id, with their members' progress, and drops the others).
import { asc, count, desc, eq, inArray, notInArray, and } from 'drizzle-orm';
import { InputError } from '../core/envelope.js';
import type { Db } from '../core/database.js';
import { courseLessons, courses } from './schema.js';

export interface LessonInput {
  /** An existing lesson of the course to keep (an edit); absent for a new one. */
  id?: number;
  kind: number;
  title: string;
  articleId: number | null;
  mediaUrl: string;
  poster: string;
  durationSeconds: number;
}

export interface CourseInput {
  title: string;
  intro: string;
  cover: string;
}

const lessonColumns = {
  id: courseLessons.id,
  kind: courseLessons.kind,
  title: courseLessons.title,
  articleId: courseLessons.articleId,
  mediaUrl: courseLessons.mediaUrl,
  poster: courseLessons.poster,
  duration: courseLessons.durationSeconds,
};

export async function findCourse(db: Db, id: number) {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row ?? null;
}

/** A course with its lessons in order; null for an unknown id. */
export async function courseDetail(db: Db, id: number) {
  const course = await findCourse(db, id);
  if (!course) return null;
  const lessons = await db
    .select(lessonColumns)
    .from(courseLessons)
    .where(eq(courseLessons.courseId, id))
    .orderBy(asc(courseLessons.position), asc(courseLessons.id));
  return { id: course.id, title: course.title, intro: course.intro, cover: course.cover, lessons };
}

/** Every course, the newest first, with its number of lessons. */
export async function listCourses(db: Db) {
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      intro: courses.intro,
      cover: courses.cover,
      lessonCount: count(courseLessons.id),
    })
    .from(courses)
    .leftJoin(courseLessons, eq(courseLessons.courseId, courses.id))
    .groupBy(courses.id)
    .orderBy(desc(courses.id));
  return rows;
}

const lessonValues = (courseId: number, lesson: LessonInput, position: number) => ({
  courseId,
  position,
  kind: lesson.kind,
  title: lesson.title,
  articleId: lesson.articleId,
  mediaUrl: lesson.mediaUrl,
  poster: lesson.poster,
  durationSeconds: lesson.durationSeconds,
});

/** Publishes a course with its lessons, in one transaction. */
export async function insertCourse(db: Db, input: CourseInput, lessons: LessonInput[]) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(courses).values(input).returning({ id: courses.id });
    if (!row) throw new Error('insert into courses returned no row');
    if (lessons.length > 0) {
      await tx
        .insert(courseLessons)
        .values(lessons.map((lesson, index) => lessonValues(row.id, lesson, index)));
    }
    return row.id;
  });
  return courseDetail(db, id);
}

/**
 * Edits a course: the fields given, and when `lessons` is given the whole list in its new order. A lesson named
 * by id must be one of this course's (refused otherwise, nothing changed); it keeps its members' progress.
 * Answers null for an unknown course.
 */
export async function updateCourse(
  db: Db,
  id: number,
  patch: Partial<CourseInput>,
  lessons: LessonInput[] | undefined,
) {
  const found = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(courses)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(courses.id, id))
      .returning({ id: courses.id });
    if (!row) return false;
    if (!lessons) return true;
    const kept = lessons.flatMap((lesson) => (lesson.id === undefined ? [] : [lesson.id]));
    if (kept.length > 0) {
      const own = await tx
        .select({ id: courseLessons.id })
        .from(courseLessons)
        .where(and(eq(courseLessons.courseId, id), inArray(courseLessons.id, kept)));
      if (own.length !== new Set(kept).size) throw new InputError('课时不属于该课程');
    }
    await tx
      .delete(courseLessons)
      .where(
        kept.length > 0
          ? and(eq(courseLessons.courseId, id), notInArray(courseLessons.id, kept))
          : eq(courseLessons.courseId, id),
      );
    for (const [index, lesson] of lessons.entries()) {
      const values = { ...lessonValues(id, lesson, index), updatedAt: new Date() };
      if (lesson.id === undefined) await tx.insert(courseLessons).values(values);
      else await tx.update(courseLessons).set(values).where(eq(courseLessons.id, lesson.id));
    }
    return true;
  });
  return found ? courseDetail(db, id) : null;
}
