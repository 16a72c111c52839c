import type { ReactNode } from 'react';
import styles from '@/components/paper/Paper.module.css';

/**
 * The paper's name and edition date above everything else. The name is the page's heading unless an article
 * is open, whose title then is.
 */
export function PaperMasthead({
  name,
  date,
  dateText,
  isHeading,
  children,
}: {
  name: string;
  /** yyyy-MM-dd, '' when no edition is shown. */
  date: string;
  dateText: string;
  isHeading: boolean;
  children: ReactNode;
}) {
  const Name = isHeading ? 'h1' : 'p';
  return (
    <header className={styles.masthead}>
      <Name className={styles.name}>{name}</Name>
      {date && (
        <time className={styles.date} dateTime={date}>
          {dateText}
        </time>
      )}
      {children}
    </header>
  );
}
