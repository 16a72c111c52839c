// A member's progress calls as the course page's island makes them: each takes the browser's client and answers
// what the backend confirms, mapped from its JSON.
import type { ApiClient } from '@/lib/api/createApiClient';
import { toCourseProgress, toLessonProgress, type LessonProgress } from '@/lib/api/studyModel';

/** courseProgress: the member's progress through each lesson they started. */
export const readCourseProgress = async (api: ApiClient, id: number): Promise<LessonProgress[]> =>
  toCourseProgress(await api.call('courseProgress', { id }));

/**
 * lessonProgress (form-encoded, sent keepalive so that a write when the page is hidden still arrives): a video or
 * audio lesson's position in seconds, or an article read to its end.
 */
export const saveLessonProgress = async (
  api: ApiClient,
  id: number,
  lessonId: number,
  progress: { position: number } | { read: true },
): Promise<LessonProgress> =>
  toLessonProgress(
    await api.call(
      'lessonProgress',
      'read' in progress
        ? { id, lessonId, done: 1 }
        : { id, lessonId, position: Math.max(0, Math.round(progress.position * 1000) / 1000) },
    ),
  );
