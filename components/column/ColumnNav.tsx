import Link from 'next/link';
import type { Column } from '@/lib/api/columns';
import styles from '@/components/column/ColumnNav.module.css';

export const columnHref = (column: Pick<Column, 'columnId'>) => `/columnDetail/${column.columnId}.html`;

/** The column tabs under the top bar; scrolls sideways on phones. */
export function ColumnNav({ columns, label }: { columns: Column[]; label: string }) {
  return (
    <nav className={styles.nav} aria-label={label} data-first-screen>
      <ul className={styles.tabs}>
        {columns.map((column) => (
          <li key={column.columnId}>
            <Link href={columnHref(column)} className={styles.tab}>
              {column.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
