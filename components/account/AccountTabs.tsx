import { basePathFrom } from '@/lib/config/env.mjs';
import { accountHref } from '@/components/account/accountLinks';
import styles from '@/components/column/ColumnNav.module.css';

export const ACCOUNT_TABS = ['articles', 'dynamics', 'questions'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const accountTabOf = (value: string | undefined): AccountTab | null =>
  value === undefined ? 'articles' : (ACCOUNT_TABS.find((tab) => tab === value) ?? null);

export const accountTabHref = (xyID: number, tab: AccountTab) =>
  tab === 'articles' ? accountHref(xyID) : `${accountHref(xyID)}?tab=${tab}`;

/**
 * The account page's tabs (稿件, 动态, 问答), drawn like the column tabs; each its own address, loaded as a document:
 * Next's client router, asked for a rewritten `.html` route with another query alone, answers the page it has.
 */
export function AccountTabs({
  xyID,
  active,
  labels,
  label,
}: {
  xyID: number;
  active: AccountTab;
  labels: Record<AccountTab, string>;
  label: string;
}) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.tabs}>
        {ACCOUNT_TABS.map((tab) => (
          <li key={tab}>
            <a
              href={basePathFrom() + accountTabHref(xyID, tab)}
              className={styles.tab}
              aria-current={tab === active ? 'page' : undefined}
            >
              {labels[tab]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
