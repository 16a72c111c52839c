import Link from 'next/link';
import type { ArticleSummary } from '@/lib/api/articleModel';
import styles from '@/components/live/LiveList.module.css';

/** One live in the list of lives: its picture, its state (直播中, 预告, 回放) and, when announced, its start. */
export function LiveListItem({
  live,
  state,
  startsAt = '',
  eager = false,
}: {
  live: ArticleSummary;
  state: string;
  startsAt?: string;
  eager?: boolean;
}) {
  return (
    <li className={styles.item}>
      <Link href={live.href} className={styles.link}>
        <span className={styles.picture}>
          {live.image && (
            // eslint-disable-next-line @next/next/no-img-element -- the CMS's list picture, at the row's own size
            <img src={live.image} alt="" width={240} height={135} loading={eager ? 'eager' : 'lazy'} />
          )}
          <span className={styles.state}>{state}</span>
        </span>
        <span className={styles.text}>
          <span className={styles.title}>{live.title}</span>
          {startsAt && <span className={styles.start}>{startsAt}</span>}
        </span>
      </Link>
    </li>
  );
}
