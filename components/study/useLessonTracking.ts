'use client';

import { useEffect, useRef, type RefObject } from 'react';
import type { LessonProgress } from '@/lib/api/studyModel';
import { LESSON_KIND, STUDY_LIMITS, type LessonKind } from '@/lib/contract/study';
import { attachVideoSource } from '@/components/article/attachVideoSource';

export interface TrackedLesson {
  id: number;
  kind: LessonKind;
  mediaUrl: string;
  duration: number;
}

export type ProgressWrite = { position: number } | { read: true };

/** Within this many seconds of its end a lesson starts again rather than resume there. */
const END_SLACK = 1;

/** The lesson's <video> or <audio>, drawn by the server (LessonContent). */
const mediaIn = (root: HTMLElement | null) => root?.querySelector<HTMLMediaElement>('video, audio') ?? null;

/**
 * Follows the lesson open in `root`: an article is read once its end marker ([data-lesson-end]) shows; a video
 * or audio reports its position every STUDY_LIMITS.positionEveryMs while it plays, at once when it passes the
 * done share, on pause and at its end, and when the page is hidden. It resumes where `saved` says it was left.
 * A video gets its source here (native HLS or hls.js). `save` is not called for a reader who is not signed in.
 */
export function useLessonTracking(
  root: RefObject<HTMLElement | null>,
  lesson: TrackedLesson,
  saved: LessonProgress | null | undefined,
  save: ((write: ProgressWrite) => void) | null,
  fail: () => void,
): void {
  const saveRef = useRef(save);
  const failRef = useRef(fail);
  useEffect(() => {
    saveRef.current = save;
    failRef.current = fail;
  });

  // The article's end.
  const articleDone = saved?.done ?? false;
  const signedIn = save !== null;
  useEffect(() => {
    if (lesson.kind !== LESSON_KIND.article || articleDone || !signedIn) return;
    const end = root.current?.querySelector('[data-lesson-end]');
    if (!end) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || !saveRef.current) return;
      observer.disconnect();
      saveRef.current({ read: true });
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [root, lesson.kind, articleDone, signedIn]);

  // The video's source.
  useEffect(() => {
    const element = mediaIn(root.current);
    if (lesson.kind !== LESSON_KIND.video || !(element instanceof HTMLVideoElement)) return;
    return attachVideoSource(element, lesson.mediaUrl, () => failRef.current());
  }, [root, lesson.kind, lesson.mediaUrl]);

  // Resuming: once, when the saved position is known.
  const resumeAt = saved?.position ?? 0;
  const resumed = useRef(false);
  useEffect(() => {
    const element = mediaIn(root.current);
    if (!element || resumed.current || saved === undefined) return;
    resumed.current = true;
    if (resumeAt <= 0 || resumeAt >= lesson.duration - END_SLACK) return;
    const seek = () => {
      if (element.currentTime < 0.5) element.currentTime = resumeAt;
    };
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) seek();
    else element.addEventListener('loadedmetadata', seek, { once: true });
  }, [root, saved, resumeAt, lesson.duration]);

  // Reporting the position.
  useEffect(() => {
    const element = mediaIn(root.current);
    if (!element || lesson.kind === LESSON_KIND.article) return;
    let sentAt = 0;
    let sentPosition = -1;
    let passedDone = false;
    const report = () => {
      const position = element.currentTime;
      if (!saveRef.current || position === sentPosition) return;
      sentAt = Date.now();
      sentPosition = position;
      saveRef.current({ position });
    };
    const onTime = () => {
      const passing = !passedDone && element.currentTime >= lesson.duration * STUDY_LIMITS.doneShare;
      if (passing) passedDone = true;
      if (passing || (!element.paused && Date.now() - sentAt >= STUDY_LIMITS.positionEveryMs)) report();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') report();
    };
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('pause', report);
    element.addEventListener('ended', report);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', report);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('pause', report);
      element.removeEventListener('ended', report);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', report);
    };
  }, [root, lesson.kind, lesson.duration]);
}
