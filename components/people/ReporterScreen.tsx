import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { getReporter, getReporterArticles } from '@/lib/api/people';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { REPORTER_TABS, type ReporterTab } from '@/lib/contract/people';
import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { ArticleList } from '@/components/column/ArticleList';
import { listLayoutOf } from '@/components/column/ArticleListItem';
import { LinkTabs } from '@/components/people/LinkTabs';
import { PersonProfile } from '@/components/people/PersonProfile';
import styles from '@/components/people/People.module.css';

const TAB_LABELS = { new: 'tabNew', hot: 'tabHot' } as const;

/**
 * A reporter's page (kept alive): the profile (a young reporter's card too), then their articles in two tabs,
 * the newest and the most read. The tab is in the address and the list's later pages stay in the island's cache,
 * so coming back from an article shows the same tab, pages and scroll position.
 */
export async function ReporterScreen({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const id = positiveId(params, 'id');
  if (id === null) notFound();
  const asked = firstValue(params, 'tab') ?? 'new';
  const tab: ReporterTab = (REPORTER_TABS as readonly string[]).includes(asked)
    ? (asked as ReporterTab)
    : 'new';
  const [reporter, firstPage, config, t, tArticle] = await Promise.all([
    getReporter(id),
    getReporterArticles(id, tab),
    requireSiteConfig(),
    getTranslations('people'),
    getTranslations('article'),
  ]);
  if (!reporter || !firstPage) notFound();
  const young = reporter.youngReporter;
  return (
    <>
      <PersonProfile picture={reporter.avatar} name={reporter.name} title={reporter.title}>
        {reporter.intro && <p>{reporter.intro}</p>}
        <p>{t('articleCount', { count: reporter.articleCount })}</p>
        {young && (
          <dl className={styles.card} aria-label={tArticle('youngReporter')}>
            <div>
              <dt>{tArticle('cardNo')}</dt>
              <dd>{young.cardNo}</dd>
            </div>
            {young.school && (
              <div>
                <dt>{tArticle('school')}</dt>
                <dd>{young.school}</dd>
              </div>
            )}
            {young.className && (
              <div>
                <dt>{tArticle('className')}</dt>
                <dd>{young.className}</dd>
              </div>
            )}
          </dl>
        )}
      </PersonProfile>
      <LinkTabs
        label={t('tabs')}
        active={tab}
        tabs={REPORTER_TABS.map((key) => ({
          key,
          label: t(TAB_LABELS[key]),
          href: key === 'new' ? `/reporter/${id}.html` : `/reporter/${id}.html?tab=${key}`,
        }))}
      />
      <ArticleList
        operation="reporterArticles"
        params={{ id, tab }}
        firstPage={firstPage}
        layout={listLayoutOf(config)}
        timeStyle={config.timeStyle}
        heading={t(TAB_LABELS[tab])}
      />
    </>
  );
}
