// A member's progress through a course's lessons. One write is one statement: it stores nothing unless the lesson
// is the course's, caps a position at the lesson's duration, and keeps a done lesson done, so a repeated or
// concurrent write lands on the same row and the same state.
import { and, eq, sql } from 'drizzle-orm';
import { LESSON_KIND, STUDY_LIMITS } from '../../lib/contract/study.js';
import type { Db } from '../core/database.js';
import { courseLessons, lessonProgress } from './schema.js';

export interface ProgressWrite {
  userId: number;
  courseId: number;
  lessonId: number;
  /** Where a video or audio lesson is (seconds); ignored for an article. */
  position: number;
  /** An article read to its end; ignored for a video or audio lesson, which is done by its position. */
  read: boolean;
}

export interface LessonState {
  lessonId: number;
  position: number;
  done: boolean;
}

/** Stores one lesson's progress; null (nothing stored) when the lesson is not one of the course's. */
export async function writeProgress(db: Db, write: ProgressWrite): Promise<LessonState | null> {
  const answer = (await db.execute(sql`
    insert into lesson_progress (user_id, lesson_id, position_seconds, done)
    select ${write.userId}, l.id,
      case when l.kind = ${LESSON_KIND.article} then 0
        else least(${write.position}::double precision, l.duration_seconds) end,
      case when l.kind = ${LESSON_KIND.article} then ${write.read}
        else ${write.position}::double precision >= l.duration_seconds * ${STUDY_LIMITS.doneShare}::double precision end
    from course_lessons l
    where l.id = ${write.lessonId} and l.course_id = ${write.courseId}
    on conflict (user_id, lesson_id) do update set
      position_seconds = excluded.position_seconds,
      done = lesson_progress.done or excluded.done,
      updated_at = now()
    returning lesson_id as "lessonId", position_seconds as "position", done`)) as unknown as {
    rows: LessonState[];
  };
  const row = answer.rows[0];
  return row ? { lessonId: row.lessonId, position: Number(row.position), done: row.done } : null;
}

/** The member's progress through a course: each lesson they started, and how many are done. */
export async function courseProgress(db: Db, userId: number, courseId: number) {
  const lessons = await db
    .select({
      lessonId: lessonProgress.lessonId,
      position: lessonProgress.positionSeconds,
      done: lessonProgress.done,
    })
    .from(lessonProgress)
    .innerJoin(courseLessons, eq(courseLessons.id, lessonProgress.lessonId))
    .where(and(eq(lessonProgress.userId, userId), eq(courseLessons.courseId, courseId)));
  return { lessons, doneCount: lessons.filter((lesson) => lesson.done).length };
}
