import Link from 'next/link';
import type { AccountCategory } from '@/lib/api/subscriptionModel';
import styles from '@/components/column/ColumnNav.module.css';

export const categoryHref = (catID: number) => `/subscriptionList/${catID}.html`;

/** A row of account categories, drawn like the column tabs; the listed one is the current page. */
export function CategoryTabs({
  tabs,
  label,
  activeId,
  secondary = false,
}: {
  tabs: Pick<AccountCategory, 'catID' | 'name'>[];
  label: string;
  activeId: number | undefined;
  secondary?: boolean;
}) {
  return (
    <nav className={secondary ? styles.secondary : styles.nav} aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.catID}>
            <Link
              href={categoryHref(tab.catID)}
              className={styles.tab}
              aria-current={tab.catID === activeId ? 'page' : undefined}
            >
              {tab.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
