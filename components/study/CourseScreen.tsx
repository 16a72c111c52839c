import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { getArticle } from '@/lib/api/articles';
import { getCourse } from '@/lib/api/study';
import type { Lesson } from '@/lib/api/studyModel';
import { loginAddress } from '@/lib/auth/redirectTarget';
import { serverConfig } from '@/lib/config/serverConfig';
import { siteOrigin } from '@/lib/config/siteOrigin';
import { LESSON_KIND, type LessonKind } from '@/lib/contract/study';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { EmptyState } from '@/components/shell/EmptyState';
import { CourseStudy, type LessonItem } from '@/components/study/CourseStudy.island';
import { LessonContent } from '@/components/study/LessonContent';
import styles from '@/components/study/CourseScreen.module.css';

const KIND_LABEL: Record<LessonKind, 'kindArticle' | 'kindVideo' | 'kindAudio'> = {
  [LESSON_KIND.article]: 'kindArticle',
  [LESSON_KIND.video]: 'kindVideo',
  [LESSON_KIND.audio]: 'kindAudio',
};

/**
 * `/onlineStudy/:id.html`: an online-study course: its cover and introduction, the lesson open (`?lesson=`, the
 * first without: an article, a video or an audio recording) and the lessons in order. The same for every reader;
 * a member's progress, resumed positions and the sign-in invitation load in the CourseStudy island.
 */
export async function CourseScreen({ id, lessonId }: { id: number; lessonId: number | null }) {
  const [course, t, origin] = await Promise.all([getCourse(id), getTranslations('study'), siteOrigin()]);
  if (!course) notFound();
  const lesson = lessonId === null ? course.lessons[0] : course.lessons.find((each) => each.id === lessonId);
  if (lessonId !== null && !lesson) notFound();
  const article = lesson?.kind === LESSON_KIND.article ? await getArticle(lesson.articleId) : null;
  const { basePath } = serverConfig().publicConfig;
  const path = `/onlineStudy/${course.id}.html`;
  const href = (each: number) => `${basePath}${path}?lesson=${each}`;
  const item = (each: Lesson): LessonItem => ({
    id: each.id,
    kind: each.kind,
    title: each.title,
    kindLabel: t(KIND_LABEL[each.kind]),
    href: href(each.id),
    mediaUrl: each.mediaUrl,
    duration: each.duration,
  });
  return (
    <article className={styles.page}>
      {course.cover && (
        // eslint-disable-next-line @next/next/no-img-element -- CMS covers come from any host, at any size
        <img className={styles.cover} src={course.cover} alt="" />
      )}
      <h1 className={styles.title}>{course.title}</h1>
      {course.intro && <p className={styles.intro}>{course.intro}</p>}
      <p className={styles.count}>{t('lessonCount', { count: String(course.lessons.length) })}</p>
      {lesson ? (
        <IslandMessages namespaces={['study', 'memberErrors', 'errors']}>
          <CourseStudy
            courseId={course.id}
            lessons={course.lessons.map(item)}
            current={item(lesson)}
            loginHref={loginAddress(`${basePath}${path}?lesson=${lesson.id}`, basePath)}
          >
            <LessonContent
              lesson={lesson}
              article={article}
              siteHosts={[new URL(origin).hostname]}
              labels={{
                readToEnd: t('readToEnd'),
                unavailable: t('lessonUnavailable'),
                kind: t(KIND_LABEL[lesson.kind]),
              }}
            />
          </CourseStudy>
        </IslandMessages>
      ) : (
        <EmptyState text={t('noLessons')} />
      )}
    </article>
  );
}
