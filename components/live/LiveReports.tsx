import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { LiveReport } from '@/lib/api/liveModel';
import { EmptyState } from '@/components/shell/EmptyState';
import { pictureLoading } from '@/components/shell/pictureLoading';
import styles from '@/components/live/Live.module.css';

/**
 * The live's reports, newest first, each with its time (the site's relative style), reporter, text and pictures
 * (sized, so nothing moves as they load; lazy, as they sit below the player). More are a link to the same page
 * with one more page of them, drawn on the server: the page needs no script of its own for them.
 */
export async function LiveReports({
  reports,
  formatTime,
  moreHref,
}: {
  reports: LiveReport[];
  formatTime: (time: number) => string;
  /** The page with one more page of reports; null at the end. */
  moreHref: string | null;
}) {
  const [t, tEmpty, tList] = await Promise.all([
    getTranslations('live'),
    getTranslations('empty'),
    getTranslations('list'),
  ]);
  return (
    <section className={styles.reports} aria-labelledby="live-reports">
      <h2 id="live-reports">{t('reports')}</h2>
      {reports.length === 0 ? (
        <EmptyState text={tEmpty('noContent')} />
      ) : (
        <ol className={styles.reportList}>
          {reports.map((report) => (
            <li key={report.reportId} className={styles.report}>
              <p className={styles.reportMeta}>
                {report.time > 0 && (
                  <time dateTime={new Date(report.time).toISOString()}>{formatTime(report.time)}</time>
                )}
                {report.reporter && <span>{report.reporter}</span>}
              </p>
              {report.content
                .split(/\n+/)
                .map((paragraph, index) => paragraph && <p key={index}>{paragraph}</p>)}
              {report.pictures.length > 0 && (
                <div className={styles.pictures}>
                  {report.pictures.map((picture) => (
                    // eslint-disable-next-line @next/next/no-img-element -- reporters' pictures at the size the CMS gives
                    <img
                      key={picture.src}
                      src={picture.src}
                      alt=""
                      width={picture.width}
                      height={picture.height}
                      {...pictureLoading(false)}
                    />
                  ))}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {reports.length > 0 &&
        (moreHref ? (
          // Stays where the reader is: the new reports appear under the ones read.
          <Link className={styles.more} href={moreHref} scroll={false} prefetch={false}>
            {tList('loadMore')}
          </Link>
        ) : (
          <p className={styles.more}>{tEmpty('noMore')}</p>
        ))}
    </section>
  );
}
