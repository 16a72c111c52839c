'use client';

import { useEffect, useRef, useState } from 'react';
import {
  formatRelativeTime,
  type RelativeTimeLabels,
  type RelativeTimeStyle,
} from '@/lib/format/relativeTime';
import { liveFeedFor } from '@/lib/live/liveFeed';
import { formatPlainMessage } from '@/components/shell/IslandMessagesProvider.island';
import { LiveReportItem } from '@/components/live/LiveReportItem';
import { useLiveFeed } from '@/components/live/useLiveFeed';
import styles from '@/components/live/Live.module.css';

const scrolledPast = (element: Element | null) => (element?.getBoundingClientRect().top ?? 0) < 0;

/**
 * Reports that came or changed after the server drew the page, newest first, above the server's list. A report
 * the server drew too is hidden there (an edit shows once, at the top), as is the empty list's notice. They go in
 * above where a reader scrolled down to without moving what they read (the browser's scroll anchoring); a pill
 * says how many came meanwhile and leads up to them.
 */
export function FreshReports({
  fileId,
  timeStyle,
  timeZone,
  labels,
  newReports,
}: {
  fileId: number;
  timeStyle: RelativeTimeStyle;
  timeZone: string;
  labels: RelativeTimeLabels;
  /** The pill's text, with `{count}`. */
  newReports: string;
}) {
  const { reports } = useLiveFeed(fileId);
  const [now] = useState(() => Date.now());
  const list = useRef<HTMLOListElement>(null);
  const [unseen, setUnseen] = useState(0);
  // A report that comes while the reader is below the list is one they have not seen.
  useEffect(() => {
    const feed = liveFeedFor(fileId);
    let count = feed.get().reports.length;
    return feed.subscribe(() => {
      const next = feed.get().reports.length;
      const added = next - count;
      count = next;
      if (added > 0 && scrolledPast(list.current ?? document.getElementById('live-reports'))) {
        setUnseen((shown) => shown + added);
      }
    });
  }, [fileId]);
  useEffect(() => {
    if (unseen === 0) return;
    const onScroll = () => {
      if (!scrolledPast(list.current)) setUnseen(0);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [unseen]);

  if (reports.length === 0) return null;
  const hidden = reports.map((report) => `[data-report-id="${report.reportId}"]`);
  return (
    <>
      <style>{`.${styles.reportList}:not([data-fresh]) :is(${hidden.join(',')}),[data-live-empty]{display:none}`}</style>
      {unseen > 0 && (
        <button
          type="button"
          className={styles.newReports}
          onClick={() => {
            list.current?.scrollIntoView({ behavior: 'smooth' });
            setUnseen(0);
          }}
        >
          {formatPlainMessage(newReports, { count: unseen })}
        </button>
      )}
      <ol ref={list} className={styles.reportList} data-fresh="">
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
