import Link from 'next/link';
import styles from '@/components/column/ColumnNav.module.css';

/**
 * Tabs that are links: the tab is in the address, so going back to the page comes back to the same tab, and the
 * browser restores the scroll. Switching replaces the entry, so back leaves the page rather than the tab.
 */
export function LinkTabs({
  tabs,
  label,
  active,
  documentLinks = false,
}: {
  tabs: { key: string; label: string; href: string }[];
  label: string;
  active: string;
  /**
   * Plain links that load the whole page: for a route without path parameters, whose rewrite loses the query on
   * the client router's navigation (Next answers the page as if `?regionId=` were not there).
   */
  documentLinks?: boolean;
}) {
  return (
    <nav className={styles.secondary} aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            {documentLinks ? (
              <a
                href={tab.href}
                className={styles.tab}
                aria-current={tab.key === active ? 'page' : undefined}
              >
                {tab.label}
              </a>
            ) : (
              <Link
                href={tab.href}
                replace
                scroll={false}
                className={styles.tab}
                aria-current={tab.key === active ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
