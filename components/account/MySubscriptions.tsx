import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import type { Paged } from '@/lib/api/memberModel';
import type { Account } from '@/lib/api/subscriptionModel';
import { EmptyState } from '@/components/shell/EmptyState';
import { ACCOUNT_LIST_NAMESPACES } from '@/components/account/AccountDirectory';
import { AccountList } from '@/components/account/AccountList.island';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { memberDayFormat } from '@/components/member/memberDayFormat';
import styles from '@/components/account/Account.module.css';

/** 我的订阅: the accounts the member subscribes to, newest first, each with 取消订阅; the way to find more. */
export async function MySubscriptions({ firstPage }: { firstPage: Paged<Account> }) {
  const [t, tRoutes, day] = await Promise.all([
    getTranslations('subscriptions'),
    getTranslations('routes'),
    memberDayFormat(),
  ]);
  return (
    <section className={styles.page}>
      <header className={styles.heading}>
        <h1>{tRoutes('mySubscriptions')}</h1>
        <Link href="/subscriptionList.html">{t('discoverMore')}</Link>
      </header>
      {firstPage.list.length === 0 ? (
        <EmptyState text={t('noSubscriptions')} />
      ) : (
        <IslandMessages namespaces={ACCOUNT_LIST_NAMESPACES}>
          <AccountList firstPage={firstPage} source={{ operation: 'mySubXys' }} loginHref={null} day={day} />
        </IslandMessages>
      )}
    </section>
  );
}
