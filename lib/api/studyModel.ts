// Online-study courses, their lessons and a member's progress as the course page uses them, read from the
// backend's untrusted JSON (backend/README.md "Online study").
import { asArray, asFlag, asNumber, asObject, asString, asUrl } from '@/lib/api/mapping';
import { LESSON_KIND, type LessonKind } from '@/lib/contract/study';

export interface Lesson {
  id: number;
  kind: LessonKind;
  title: string;
  /** The article an article lesson reads; 0 for a video or audio lesson. */
  articleId: number;
  mediaUrl: string;
  poster: string;
  /** Seconds of a video or audio lesson. */
  duration: number;
}

export interface Course {
  id: number;
  title: string;
  intro: string;
  cover: string;
  lessons: Lesson[];
}

export interface CourseSummary {
  id: number;
  title: string;
  lessonCount: number;
}

export interface LessonProgress {
  lessonId: number;
  /** Seconds into a video or audio lesson. */
  position: number;
  done: boolean;
}

const KINDS: readonly number[] = Object.values(LESSON_KIND);

function toLesson(raw: unknown): Lesson | null {
  const l = asObject(raw);
  const id = asNumber(l.id);
  const kind = asNumber(l.kind);
  if (id <= 0 || !KINDS.includes(kind)) return null;
  return {
    id,
    kind: kind as LessonKind,
    title: asString(l.title),
    articleId: asNumber(l.articleId),
    mediaUrl: asUrl(l.mediaUrl),
    poster: asUrl(l.poster),
    duration: asNumber(l.duration),
  };
}

export function toCourse(raw: unknown): Course | null {
  const c = asObject(raw);
  const id = asNumber(c.id);
  if (id <= 0) return null;
  return {
    id,
    title: asString(c.title),
    intro: asString(c.intro),
    cover: asUrl(c.cover),
    lessons: asArray(c.lessons)
      .map(toLesson)
      .filter((lesson): lesson is Lesson => lesson !== null),
  };
}

export const toCourseList = (raw: unknown): CourseSummary[] =>
  asArray(asObject(raw).list).flatMap((item) => {
    const c = asObject(item);
    const id = asNumber(c.id);
    return id > 0 ? [{ id, title: asString(c.title), lessonCount: asNumber(c.lessonCount) }] : [];
  });

export function toLessonProgress(raw: unknown): LessonProgress {
  const p = asObject(raw);
  return { lessonId: asNumber(p.lessonId), position: asNumber(p.position), done: asFlag(p.done) };
}

export const toCourseProgress = (raw: unknown): LessonProgress[] =>
  asArray(asObject(raw).lessons).map(toLessonProgress);
