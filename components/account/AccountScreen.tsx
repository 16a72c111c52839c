import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import {
  getAccountArticles,
  getAccountDynamics,
  getAccountInfo,
  getAccountQuestions,
  getRecommendedAccounts,
} from '@/lib/api/accountPages';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { loginHref } from '@/lib/auth/redirectTarget';
import { basePathFrom } from '@/lib/config/env.mjs';
import { formatCount } from '@/lib/format/count';
import { ArticleList } from '@/components/column/ArticleList';
import { listLayoutOf } from '@/components/column/ArticleListItem';
import { EmptyState } from '@/components/shell/EmptyState';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { memberDayFormat } from '@/components/member/memberDayFormat';
import { AccountDynamics, AccountQuestions } from '@/components/account/AccountItems.island';
import { AccountIcon } from '@/components/account/AccountIcon';
import { AccountTabs, accountTabHref, type AccountTab } from '@/components/account/AccountTabs';
import { RecommendedAccounts } from '@/components/account/RecommendedAccounts';
import { SubscribeButton } from '@/components/account/SubscribeButton.island';
import { ACCOUNT_LIST_NAMESPACES } from '@/components/account/AccountDirectory';
import styles from '@/components/account/AccountPages.module.css';

/** The selected tab's list, first page rendered here, the rest loaded by its island. */
async function TabContent({ xyID, tab, heading }: { xyID: number; tab: AccountTab; heading: string }) {
  if (tab === 'articles') {
    const [firstPage, config] = await Promise.all([getAccountArticles(xyID), requireSiteConfig()]);
    return (
      <ArticleList
        operation="getXyArticles"
        params={{ xyID }}
        firstPage={firstPage}
        layout={listLayoutOf(config)}
        timeStyle={config.timeStyle}
        heading={heading}
      />
    );
  }
  const [tEmpty, day, dynamics, questions] = await Promise.all([
    getTranslations('empty'),
    memberDayFormat(),
    tab === 'dynamics' ? getAccountDynamics(xyID) : null,
    tab === 'questions' ? getAccountQuestions(xyID) : null,
  ]);
  if (!dynamics?.list.length && !questions?.list.length) return <EmptyState text={tEmpty('noContent')} />;
  return (
    <IslandMessages namespaces={['accountPage', 'list', 'empty']}>
      {dynamics && <AccountDynamics xyID={xyID} firstPage={dynamics} day={day} />}
      {questions && <AccountQuestions xyID={xyID} firstPage={questions} day={day} />}
    </IslandMessages>
  );
}

/**
 * `/xyDetail/:id.html`: the account's header (icon, name, introduction, counts, 订阅), its tabs (稿件 20 a page,
 * 动态 10 a page, 问答) and the recommended accounts. An account that counts as empty (spec section 4) shows
 * 还没有内容 and no subscribe button; an unknown one is not found. Every reader's page: the member's subscription
 * loads in its island.
 */
export async function AccountScreen({ xyID, tab }: { xyID: number; tab: AccountTab }) {
  const [account, recommended, t, tSubs, tEmpty] = await Promise.all([
    getAccountInfo(xyID),
    getRecommendedAccounts(xyID),
    getTranslations('accountPage'),
    getTranslations('subscriptions'),
    getTranslations('empty'),
  ]);
  if (!account) notFound();
  const labels = { articles: t('articles'), dynamics: t('dynamics'), questions: t('questions') };
  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <AccountIcon icon={account.icon} name={account.name} eager />
        <div className={styles.about}>
          <h1 className={styles.name}>{account.name}</h1>
          {!account.empty && account.intro && <p className={styles.intro}>{account.intro}</p>}
          {!account.empty && (
            <p className={styles.counts}>
              {tSubs('articleCount', { count: formatCount(account.articleCount) })} ·{' '}
              {t('dynamicCount', { count: formatCount(account.dynamicCount) })}
            </p>
          )}
        </div>
      </header>
      {account.empty ? (
        <EmptyState text={tEmpty('noContent')} />
      ) : (
        <>
          <IslandMessages namespaces={ACCOUNT_LIST_NAMESPACES}>
            <SubscribeButton
              xyID={account.xyID}
              subCount={account.subCount}
              loginHref={loginHref(accountTabHref(account.xyID, tab), basePathFrom())}
            />
          </IslandMessages>
          <AccountTabs xyID={account.xyID} active={tab} labels={labels} label={t('tabs')} />
          <TabContent xyID={account.xyID} tab={tab} heading={labels[tab]} />
          <RecommendedAccounts accounts={recommended} heading={t('recommended')} />
        </>
      )}
    </section>
  );
}
