import type { Article } from '@/lib/api/articleModel';
import type { Lesson } from '@/lib/api/studyModel';
import { LESSON_KIND } from '@/lib/contract/study';
import { ArticleBodyByType } from '@/components/article/ArticleBodyByType';
import { ArticleVideo } from '@/components/article/ArticleVideo';
import articleStyles from '@/components/article/Article.module.css';
import styles from '@/components/study/LessonContent.module.css';

/**
 * The lesson open on the course page, drawn on the server: an article's body with the marker its end is read at,
 * or the <video> or <audio> the course island gives its source and follows (CourseStudy.island.tsx).
 */
export async function LessonContent({
  lesson,
  article,
  siteHosts,
  labels,
}: {
  lesson: Lesson;
  /** The article of an article lesson; null when it cannot be opened. */
  article: Article | null;
  siteHosts: string[];
  labels: { readToEnd: string; unavailable: string; kind: string };
}) {
  return (
    <section className={styles.lesson} aria-labelledby="lesson-title">
      <p className={styles.kind}>{labels.kind}</p>
      <h2 id="lesson-title" className={styles.title}>
        {lesson.title}
      </h2>
      {lesson.kind === LESSON_KIND.article &&
        (article ? (
          <>
            <ArticleBodyByType article={article} siteHosts={siteHosts} />
            <p className={styles.end} data-lesson-end="">
              {labels.readToEnd}
            </p>
          </>
        ) : (
          <p role="alert">{labels.unavailable}</p>
        ))}
      {lesson.kind === LESSON_KIND.video && (
        <figure className={articleStyles.video}>
          <ArticleVideo poster={lesson.poster} title={lesson.title} />
        </figure>
      )}
      {lesson.kind === LESSON_KIND.audio && (
        <audio
          className={styles.audio}
          controls
          preload="metadata"
          src={lesson.mediaUrl}
          aria-label={lesson.title}
        />
      )}
    </section>
  );
}
