import styles from '@/components/column/ColumnNav.module.css';

/**
 * Tabs that are links: the tab is in the address, so going back to the page comes back to the same tab, and the
 * browser restores the scroll. Plain links that load the whole page: the client router loses a query that is not
 * a route parameter through the `.html` rewrites (it renders `?tab=hot` as if it were not there).
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
            <a href={tab.href} className={styles.tab} aria-current={tab.key === active ? 'page' : undefined}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
