import Link from 'next/link';
import type { Column } from '@/lib/api/columns';
import { columnHref } from '@/components/column/ColumnNav';
import styles from '@/components/column/ColumnDirectory.module.css';

/** Every column with its child columns, so a reader can reach any of them from home. */
export function ColumnDirectory({ columns, heading }: { columns: Column[]; heading: string }) {
  return (
    <section className={styles.directory} aria-labelledby="column-directory" data-first-screen>
      <h2 id="column-directory" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {columns.map((column) => (
          <li key={column.columnId} className={styles.card}>
            <Link href={columnHref(column)} className={styles.name}>
              {column.name}
            </Link>
            {column.description && <p className={styles.description}>{column.description}</p>}
            {column.children.length > 0 && (
              <ul className={styles.children}>
                {column.children.map((child) => (
                  <li key={child.columnId}>
                    <Link href={columnHref(child)} className={styles.child}>
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
