import Link from 'next/link';
import { accountHref } from '@/components/account/accountLinks';
import type { Account } from '@/lib/api/subscriptionModel';
import { AccountIcon } from '@/components/account/AccountIcon';
import styles from '@/components/account/AccountPages.module.css';

/** 推荐订阅号 (recommendXys): a row of accounts, each opening its page. */
export function RecommendedAccounts({ accounts, heading }: { accounts: Account[]; heading: string }) {
  if (accounts.length === 0) return null;
  return (
    <section className={styles.recommended} aria-labelledby="recommended-accounts">
      <h2 id="recommended-accounts" className={styles.sectionHeading}>
        {heading}
      </h2>
      <ul className={styles.recommendedList}>
        {accounts.map((account) => (
          <li key={account.xyID}>
            <Link href={accountHref(account.xyID)} className={styles.recommendedAccount}>
              <AccountIcon icon={account.icon} name={account.name} eager={false} />
              <span>{account.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
