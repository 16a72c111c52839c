import Link from 'next/link';
import type { Submission } from '@/lib/api/submissionModel';
import { SubmissionState } from '@/components/submission/SubmissionState';
import styles from '@/components/submission/WorkList.module.css';

/** Up to this many of a work's pictures show in a list; the work itself shows them all. */
const LIST_PICTURES = 3;

/**
 * Submissions as a list, each opening its own page (`href`): the title, the author and the time, the first lines
 * and pictures, and its state where `stateLabel` gives one (the member's own list).
 */
export function WorkList({
  works,
  href,
  when,
  stateLabel,
}: {
  works: Submission[];
  href: (work: Submission) => string;
  when: (time: number) => string;
  stateLabel?: (work: Submission) => string;
}) {
  return (
    <ul className={styles.list}>
      {works.map((work) => (
        <li key={work.id} className={styles.item}>
          <Link className={styles.card} href={href(work)}>
            <span className={styles.title}>
              <strong>{work.title}</strong>
              {stateLabel && <SubmissionState status={work.status} label={stateLabel(work)} />}
            </span>
            <span className={styles.byline}>
              {work.author}{' '}
              <time dateTime={new Date(work.publishTime).toISOString()}>{when(work.publishTime)}</time>
            </span>
            <span className={styles.content}>{work.content}</span>
            {work.pictures.length > 0 && (
              <span className={styles.pictures}>
                {work.pictures.slice(0, LIST_PICTURES).map((src, index) => (
                  // eslint-disable-next-line @next/next/no-img-element -- members' pictures from the upload service, at any size
                  <img key={`${src}-${index}`} src={src} alt="" loading="lazy" className={styles.picture} />
                ))}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
