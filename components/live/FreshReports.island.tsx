'use client';

import { useState } from 'react';
import {
  formatRelativeTime,
  type RelativeTimeLabels,
  type RelativeTimeStyle,
} from '@/lib/format/relativeTime';
import { LiveReportItem } from '@/components/live/LiveReportItem';
import { useLiveFeed } from '@/components/live/useLiveFeed';
import styles from '@/components/live/Live.module.css';

/**
 * Reports that came or changed after the server drew the page, newest first, above the server's list. A report
 * the server drew too is hidden there (an edit shows once, at the top), as is the empty list's notice.
 */
export function FreshReports({
  fileId,
  timeStyle,
  timeZone,
  labels,
}: {
  fileId: number;
  timeStyle: RelativeTimeStyle;
  timeZone: string;
  labels: RelativeTimeLabels;
}) {
  const { reports } = useLiveFeed(fileId);
  const [now] = useState(() => Date.now());
  if (reports.length === 0) return null;
  const hidden = reports.map((report) => `[data-report-id="${report.reportId}"]`);
  return (
    <>
      <style>{`.${styles.reportList}:not([data-fresh]) :is(${hidden.join(',')}),[data-live-empty]{display:none}`}</style>
      <ol className={styles.reportList} data-fresh="">
        {reports.map((report) => (
          <LiveReportItem
            key={report.reportId}
            report={report}
            time={
              report.time > 0
                ? formatRelativeTime(report.time, Math.max(now, report.time), timeStyle, labels, timeZone)
                : ''
            }
          />
        ))}
      </ol>
    </>
  );
}
