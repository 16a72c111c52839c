import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import type { LiveReport } from '@/lib/api/liveModel';
import { EmptyState } from '@/components/shell/EmptyState';
import { LiveReportItem } from '@/components/live/LiveReportItem';
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
  fresh,
}: {
  reports: LiveReport[];
  formatTime: (time: number) => string;
  /** The page with one more page of reports; null at the end. */
  moreHref: string | null;
  /** What came after the server drew the page (the live island), above the rest. */
  fresh?: ReactNode;
}) {
  const [t, tEmpty, tList] = await Promise.all([
    getTranslations('live'),
    getTranslations('empty'),
    getTranslations('list'),
  ]);
  return (
    <section className={styles.reports} aria-labelledby="live-reports">
      <h2 id="live-reports">{t('reports')}</h2>
      {fresh}
      {reports.length === 0 ? (
        // The fresh reports' island hides it once one comes.
        <div data-live-empty="">
          <EmptyState text={tEmpty('noContent')} />
        </div>
      ) : (
        <ol className={styles.reportList}>
          {reports.map((report) => (
            <LiveReportItem
              key={report.reportId}
              report={report}
              time={report.time > 0 ? formatTime(report.time) : ''}
            />
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
