'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { readCourseProgress, saveLessonProgress } from '@/lib/api/studyActions';
import type { LessonProgress } from '@/lib/api/studyModel';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { studyRefusal } from '@/lib/auth/studyMessages';
import { playTime } from '@/lib/format/playTime';
import { FormError } from '@/components/forms/FormError';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import {
  useLessonTracking,
  type ProgressWrite,
  type TrackedLesson,
} from '@/components/study/useLessonTracking';
import styles from '@/components/study/CourseStudy.module.css';

const noSubscription = () => () => {};

export interface LessonItem extends TrackedLesson {
  title: string;
  kindLabel: string;
  href: string;
}

/**
 * The course page's part that is the reader's own: the lesson open (`children`, drawn on the server) followed as
 * it is read or played, the member's progress through the lessons (loaded once hydrated; the page is every
 * reader's), and for a reader who is not signed in the invitation to sign in to keep it.
 */
export function CourseStudy({
  courseId,
  lessons,
  current,
  loginHref,
  children,
}: {
  courseId: number;
  lessons: LessonItem[];
  /** The lesson open, one of `lessons`. */
  current: LessonItem;
  loginHref: string;
  children: ReactNode;
}) {
  const t = useIslandTranslations('study');
  const text = useMessageText();
  const signedIn = useSyncExternalStore(noSubscription, memberSignedIn, () => false);
  /** Each started lesson's progress; null until loaded (and for a reader who is not signed in). */
  const [progress, setProgress] = useState<Map<number, LessonProgress> | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void browserClient()
      .then((api) => readCourseProgress(api, courseId))
      .then((list) => {
        // A save answered meanwhile (the article's end shows as it opens) is newer than what the load read.
        if (current)
          setProgress(
            (saved) => new Map([...list.map((each) => [each.lessonId, each] as const), ...(saved ?? [])]),
          );
      })
      .catch((error: unknown) => {
        if (current) setRefusal(text(studyRefusal(error)));
      });
    return () => {
      current = false;
    };
  }, [signedIn, courseId, text]);

  const save = useCallback(
    (write: ProgressWrite) => {
      void browserClient()
        .then((api) => saveLessonProgress(api, courseId, current.id, write))
        .then((state) => {
          setRefusal(null);
          setProgress((known) => new Map(known ?? []).set(state.lessonId, state));
        })
        .catch((error: unknown) => setRefusal(text(studyRefusal(error))));
    },
    [courseId, current.id, text],
  );

  const saved = progress === null ? undefined : (progress.get(current.id) ?? null);
  useLessonTracking(root, current, saved, signedIn ? save : null, () => setFailed(true));

  const done = lessons.filter((each) => progress?.get(each.id)?.done).length;
  const index = lessons.findIndex((each) => each.id === current.id);
  const [previous, next] = [lessons[index - 1], lessons[index + 1]];
  return (
    <div className={styles.study}>
      {signedIn ? (
        progress && (
          <p className={styles.summary} role="status">
            {t('progress', { done: String(done), total: String(lessons.length) })}
          </p>
        )
      ) : (
        <p className={styles.signIn}>
          {t('signInToKeep')}
          <a className={styles.signInLink} href={loginHref}>
            {t('signIn')}
          </a>
        </p>
      )}
      <div ref={root}>{children}</div>
      <FormError text={failed ? t('mediaFailed') : refusal} />
      <nav className={styles.steps} aria-label={t('lessons')}>
        {previous && (
          <a className={styles.step} href={previous.href}>
            {t('previous')}
          </a>
        )}
        {next && (
          <a className={`${styles.step} ${styles.next}`} href={next.href}>
            {t('next')}
          </a>
        )}
      </nav>
      <section aria-labelledby="course-lessons">
        <h2 id="course-lessons" className={styles.heading}>
          {t('lessons')}
        </h2>
        <ol className={styles.lessons}>
          {lessons.map((each) => {
            const state = progress?.get(each.id);
            return (
              <li key={each.id}>
                <a
                  className={styles.lesson}
                  href={each.href}
                  aria-current={each.id === current.id ? 'page' : undefined}
                >
                  <span className={styles.kind}>{each.kindLabel}</span>
                  <span className={styles.name}>{each.title}</span>
                  {state?.done ? (
                    <span className={styles.done}>{t('done')}</span>
                  ) : (
                    state &&
                    state.position > 0 && (
                      <span className={styles.resume}>
                        {t('resumeAt', { time: playTime(state.position) })}
                      </span>
                    )
                  )}
                </a>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
