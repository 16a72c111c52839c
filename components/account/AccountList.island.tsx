'use client';

import Link from 'next/link';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { browserClient } from '@/lib/api/browserClient';
import type { Paged } from '@/lib/api/memberModel';
import { saveSubscription } from '@/lib/api/memberActions';
import { accountHref } from '@/components/account/accountLinks';
import { toAccountPage, type Account } from '@/lib/api/subscriptionModel';
import { formatDay, type DayFormat } from '@/lib/format/day';
import { formatCount } from '@/lib/format/count';
import { AccountIcon } from '@/components/account/AccountIcon';
import { MoreButton } from '@/components/member/MoreButton';
import { useMorePages } from '@/components/member/useMorePages';
import { useOptimisticChange } from '@/components/member/useOptimisticChange';
import styles from '@/components/account/Account.module.css';

/** Where the list comes from: a category's accounts, or the member's own subscriptions. */
export type AccountSource = { operation: 'getCatXys'; catID: number } | { operation: 'mySubXys' };

interface RowProps {
  account: Account;
  eager: boolean;
  /** The member's own list: 取消订阅 and the time they subscribed, rather than the 订阅 / 已订阅 switch. */
  mine: boolean;
  /** Signed out: the login page's address (below the base path), which comes back here. */
  loginHref: string | null;
  day: DayFormat;
}

function AccountRow({ account, eager, mine, loginHref, day }: RowProps) {
  const t = useIslandTranslations('subscriptions');
  const { state, pending, change } = useOptimisticChange({
    subscribed: account.subscribed,
    subCount: account.subCount,
  });

  function toggle() {
    const subscribed = !state.subscribed;
    const next = { subscribed, subCount: Math.max(0, state.subCount + (subscribed ? 1 : -1)) };
    void change(state, next, async () => saveSubscription(await browserClient(), account.xyID, subscribed));
  }

  const label = state.subscribed ? t(mine ? 'unsubscribe' : 'subscribed') : t('subscribe');
  return (
    <li className={styles.account}>
      <AccountIcon icon={account.icon} name={account.name} eager={eager} />
      <div className={styles.about}>
        <h2 className={styles.name}>
          <Link href={accountHref(account.xyID)} className={styles.nameLink}>
            {account.name}
          </Link>
        </h2>
        {account.intro && <p className={styles.intro}>{account.intro}</p>}
        <p className={styles.counts}>
          <span>{t('subCount', { count: formatCount(state.subCount) })}</span>
          <span>{t('articleCount', { count: formatCount(account.articleCount) })}</span>
          {mine && account.subTime > 0 && (
            <span>{t('subscribedAt', { date: formatDay(account.subTime, day) })}</span>
          )}
        </p>
      </div>
      {loginHref ? (
        <Link href={loginHref} className={styles.subscribe}>
          {t('subscribe')}
        </Link>
      ) : (
        <button
          type="button"
          className={mine && state.subscribed ? `${styles.subscribe} ${styles.undo}` : styles.subscribe}
          aria-pressed={mine ? undefined : state.subscribed}
          disabled={pending}
          onClick={toggle}
        >
          {label}
        </button>
      )}
    </li>
  );
}

/**
 * A list of accounts with their subscribe buttons: the first page as the server read it (for a signed-in
 * member, with their subscriptions), the next ones at the more button. Each button changes at once and goes
 * back, with the reason, when the backend refuses.
 */
export function AccountList({
  firstPage,
  source,
  loginHref,
  day,
}: {
  firstPage: Paged<Account>;
  source: AccountSource;
  loginHref: string | null;
  day: DayFormat;
}) {
  const params = source.operation === 'getCatXys' ? { catID: source.catID } : {};
  const { items, ...progress } = useMorePages(
    source.operation,
    JSON.stringify(params),
    params,
    toAccountPage,
    firstPage,
    (account) => account.xyID,
  );
  const mine = source.operation === 'mySubXys';
  return (
    <>
      <ul className={styles.accounts}>
        {items.map((account, index) => (
          <AccountRow
            key={account.xyID}
            account={account}
            eager={index < 4}
            mine={mine}
            loginHref={loginHref}
            day={day}
          />
        ))}
      </ul>
      <MoreButton {...progress} />
    </>
  );
}
