import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import type { Submission } from '@/lib/api/submissionModel';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import { LazyPhotoSet } from '@/components/article/lazyMedia.island';
import { PhotoSlides } from '@/components/article/PhotoSlides';
import styles from '@/components/submission/SubmissionBody.module.css';

/**
 * One submission as its page shows it: the title, the author, the time and the call it answers, `children` (its
 * state, for its author), the text as written (HTML in it is text) and the pictures in the photo viewer.
 */
export async function SubmissionBody({ work, children }: { work: Submission; children?: ReactNode }) {
  const [t, tArticle, format] = await Promise.all([
    getTranslations('submissions'),
    getTranslations('article'),
    getSiteFormatter(),
  ]);
  const counterTemplate = tArticle.raw('photoCounter') as string;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{work.title}</h1>
        <p className={styles.meta}>
          {t('byAuthor', { name: work.author })}{' '}
          <time dateTime={new Date(work.publishTime).toISOString()}>
            {format.dateTime(work.publishTime, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </p>
        <p className={styles.meta}>
          {work.callHref ? (
            <Link href={work.callHref}>{t('toCall', { title: work.callTitle })}</Link>
          ) : (
            t('general')
          )}
        </p>
      </header>
      {children}
      <p className={styles.content}>{work.content}</p>
      {work.pictures.length > 0 && (
        <LazyPhotoSet
          count={work.pictures.length}
          counterTemplate={counterTemplate}
          previousLabel={tArticle('previousPhoto')}
          nextLabel={tArticle('nextPhoto')}
          label={t('photos')}
          trackLabel={tArticle('photoTrack')}
        >
          <PhotoSlides
            pictures={work.pictures.map((src) => ({ src, caption: '' }))}
            counterTemplate={counterTemplate}
          />
        </LazyPhotoSet>
      )}
    </article>
  );
}
