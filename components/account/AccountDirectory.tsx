import { getTranslations } from '@/lib/i18n/translations';
import type { AccountListing } from '@/lib/api/subscriptions';
import type { Account } from '@/lib/api/subscriptionModel';
import { loginHref } from '@/lib/auth/redirectTarget';
import { basePathFrom } from '@/lib/config/env.mjs';
import type { MessagePath } from '@/lib/i18n/messages';
import { EmptyState } from '@/components/shell/EmptyState';
import { AccountList } from '@/components/account/AccountList.island';
import { CategoryTabs } from '@/components/account/CategoryTabs';
import { RecommendedAccounts } from '@/components/account/RecommendedAccounts';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { memberDayFormat } from '@/components/member/memberDayFormat';
import styles from '@/components/account/Account.module.css';

/** The islands' strings on account lists: the buttons, counts, more and end, and the refusals. */
export const ACCOUNT_LIST_NAMESPACES: MessagePath[] = [
  'subscriptions',
  'list',
  'empty',
  'memberErrors',
  'errors',
];

/**
 * 订阅号: the categories as tabs (a selected category's children as a second row), and its accounts with their
 * subscribe buttons; a signed-out reader's buttons lead to login and back to `path`. Under them, 推荐订阅号: the
 * accounts the backend recommends to every reader.
 */
export async function AccountDirectory({
  listing,
  recommended,
  path,
}: {
  listing: AccountListing;
  recommended: Account[];
  path: string;
}) {
  const [t, tAccount, tEmpty, day] = await Promise.all([
    getTranslations('subscriptions'),
    getTranslations('accountPage'),
    getTranslations('empty'),
    memberDayFormat(),
  ]);
  const { directory, accounts, signedIn } = listing;
  const { top, selected, children } = directory;
  return (
    <section className={styles.page}>
      <header className={styles.heading}>
        <h1>{t('accounts')}</h1>
      </header>
      {directory.categories.length > 0 && (
        <CategoryTabs tabs={directory.categories} label={t('categories')} activeId={top?.catID} />
      )}
      {top && children.length > 0 && (
        <CategoryTabs
          tabs={[{ catID: top.catID, name: t('all') }, ...children]}
          label={t('subCategories')}
          activeId={selected?.catID}
          secondary
        />
      )}
      {selected && accounts.list.length > 0 ? (
        <IslandMessages namespaces={ACCOUNT_LIST_NAMESPACES}>
          <AccountList
            firstPage={accounts}
            source={{ operation: 'getCatXys', catID: selected.catID }}
            loginHref={signedIn ? null : loginHref(path, basePathFrom())}
            day={day}
          />
        </IslandMessages>
      ) : (
        <EmptyState text={tEmpty('noContent')} />
      )}
      <RecommendedAccounts accounts={recommended} heading={tAccount('recommended')} />
    </section>
  );
}
