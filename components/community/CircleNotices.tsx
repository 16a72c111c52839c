import type { CircleNotice } from '@/lib/api/communityModel';
import styles from '@/components/community/CircleNotices.module.css';

/** A circle's notices (noticeList), the newest first: each title opens its notice in place. */
export function CircleNotices({
  notices,
  heading,
  when,
}: {
  notices: CircleNotice[];
  heading: string;
  when: (time: number) => string;
}) {
  return (
    <section aria-labelledby="circle-notices" className={styles.notices}>
      <h2 id="circle-notices" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {notices.map((notice) => (
          <li key={notice.id}>
            <details className={styles.notice}>
              <summary>{notice.title}</summary>
              <p className={styles.content}>{notice.content}</p>
              <time className={styles.time} dateTime={new Date(notice.publishTime).toISOString()}>
                {when(notice.publishTime)}
              </time>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
