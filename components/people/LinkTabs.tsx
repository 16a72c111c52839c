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
}: {
  tabs: { key: string; label: string; href: string }[];
  label: string;
  active: string;
}) {
  return (
    <nav className={styles.secondary} aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              replace
              scroll={false}
              className={styles.tab}
              aria-current={tab.key === active ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
