import Link from 'next/link';
import type { Column } from '@/lib/api/columns';
import styles from '@/components/column/ColumnNav.module.css';

export const columnHref = (column: Pick<Column, 'columnId'>) => `/columnDetail/${column.columnId}.html`;

/** Column tabs (the top columns under the top bar, or a column's children); scrolls sideways on phones. */
export function ColumnNav({
  columns,
  label,
  activeId,
  homeHref,
  homeLabel,
  secondary = false,
  belowTopBar = false,
}: {
  columns: Column[];
  label: string;
  activeId?: number;
  /** Home as the first tab, active when no column is. */
  homeHref?: string;
  homeLabel?: string;
  secondary?: boolean;
  /** The page has the top bar (home): the sticky tabs stay under it rather than at the top of the screen. */
  belowTopBar?: boolean;
}) {
  const className = secondary
    ? styles.secondary
    : belowTopBar
      ? `${styles.nav} ${styles.belowTopBar}`
      : styles.nav;
  return (
    <nav className={className} aria-label={label} data-first-screen>
      <ul className={styles.tabs}>
        {homeHref && homeLabel && (
          <li>
            <Link
              href={homeHref}
              className={styles.tab}
              aria-current={activeId === undefined ? 'page' : undefined}
            >
              {homeLabel}
            </Link>
          </li>
        )}
        {columns.map((column) => (
          <li key={column.columnId}>
            <Link
              href={columnHref(column)}
              className={styles.tab}
              aria-current={column.columnId === activeId ? 'page' : undefined}
            >
              {column.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
