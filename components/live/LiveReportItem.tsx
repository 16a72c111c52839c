import type { LiveReport } from '@/lib/api/liveModel';
import { pictureLoading } from '@/components/shell/pictureLoading';
import styles from '@/components/live/Live.module.css';

/**
 * One report: its time, reporter, text and pictures (sized, so nothing moves as they load; lazy, as they sit
 * below the player). The server draws the page's reports with it, the live island those that come after.
 */
export function LiveReportItem({ report, time }: { report: LiveReport; time: string }) {
  return (
    <li className={styles.report} data-report-id={report.reportId}>
      <p className={styles.reportMeta}>
        {time && <time dateTime={new Date(report.time).toISOString()}>{time}</time>}
        {report.reporter && <span>{report.reporter}</span>}
      </p>
      {report.content.split(/\n+/).map((paragraph, index) => paragraph && <p key={index}>{paragraph}</p>)}
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
  );
}
