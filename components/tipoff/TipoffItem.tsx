import Link from 'next/link';
import type { Tipoff } from '@/lib/api/tipoffModel';
import { formatMoment, type DayFormat } from '@/lib/format/day';
import { TipoffState } from '@/components/tipoff/TipoffState';
import styles from '@/components/tipoff/Tipoff.module.css';

/** One of 我的报料: its text, linking to it, its state and when it was sent. */
export function TipoffItem({ tipoff, state, day }: { tipoff: Tipoff; state: string; day: DayFormat }) {
  return (
    <li className={styles.item}>
      <Link href={`/tipoffDetail/${tipoff.id}.html`} className={styles.itemLink}>
        {tipoff.content}
      </Link>
      <p className={styles.meta}>
        <TipoffState status={tipoff.status} label={state} />{' '}
        <time dateTime={new Date(tipoff.publishTime).toISOString()}>
          {formatMoment(tipoff.publishTime, day)}
        </time>
      </p>
    </li>
  );
}
