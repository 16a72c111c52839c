// Online study (backend/study): a course's lessons and how a member's progress through them is counted. Part of
// the contract both sides import: plain data, no framework.

/** What a lesson holds: an article to read, a video or an audio recording to play. */
export const LESSON_KIND = { article: 1, video: 2, audio: 3 } as const;
export type LessonKind = (typeof LESSON_KIND)[keyof typeof LESSON_KIND];

export const STUDY_LIMITS = {
  /** A video or audio lesson is done once played this far into its duration. */
  doneShare: 0.9,
  /** How often a playing lesson's position is saved (and on pause, at its end and when the page is hidden). */
  positionEveryMs: 10_000,
  /** Progress writes one member may make a minute. */
  writesPerMinute: 60,
  /** Lessons one course may hold. */
  maxLessons: 100,
} as const;
