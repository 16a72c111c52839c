import Link from 'next/link';
import type { Tipoff } from '@/lib/api/tipoffModel';
import { TipoffState } from '@/components/tipoff/TipoffState';
import styles from '@/components/tipoff/Tipoff.module.css';

/** One of 我的报料: its text, linking to it, its state and when it was sent. */
export function TipoffItem({
  tipoff,
  state,
  time,
}: {
  tipoff: Tipoff;
  state: string;
  time: { iso: string; text: string };
}) {
  return (
    <li className={styles.item}>
      <Link href={`/tipoffDetail/${tipoff.id}.html`} className={styles.itemLink}>
        {tipoff.content}
      </Link>
      <p className={styles.meta}>
        <TipoffState status={tipoff.status} label={state} /> <time dateTime={time.iso}>{time.text}</time>
      </p>
    </li>
  );
}
