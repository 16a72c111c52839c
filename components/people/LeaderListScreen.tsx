import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import { getLeader, getLeaderRegions, getRegionLeaders } from '@/lib/api/people';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { listLayoutOf } from '@/components/column/ArticleListItem';
import { EmptyState } from '@/components/shell/EmptyState';
import { LinkTabs } from '@/components/people/LinkTabs';
import { PersonProfile } from '@/components/people/PersonProfile';
import { ReportList } from '@/components/people/ReportList';
import styles from '@/components/people/People.module.css';

/**
 * 领导之窗: the regions as tabs (`?regionId=`, the first by default), and each leader of the chosen region with
 * their profile, the reports of their activities and the reports about them.
 */
export async function LeaderListScreen({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const asked = positiveId(await searchParams, 'regionId');
  const [regions, config, t, tRoutes] = await Promise.all([
    getLeaderRegions(),
    requireSiteConfig(),
    getTranslations('people'),
    getTranslations('routes'),
  ]);
  const region = regions.find((item) => item.regionId === asked) ?? regions[0];
  const leaders = region ? ((await getRegionLeaders(region.regionId)) ?? []) : [];
  const [details, formatTime] = await Promise.all([
    Promise.all(leaders.map((leader) => getLeader(leader.id))),
    relativeTimeFormatter(config.timeStyle),
  ]);
  const layout = listLayoutOf(config);
  return (
    <>
      <h1 className="visually-hidden">{tRoutes('LeaderViewList')}</h1>
      {regions.length > 1 && region && (
        <LinkTabs
          label={t('regions')}
          active={String(region.regionId)}
          tabs={regions.map((item) => ({
            key: String(item.regionId),
            label: item.name,
            href: `/LeaderViewList.html?regionId=${item.regionId}`,
          }))}
        />
      )}
      {details.length === 0 && <EmptyState text={t('noLeaders')} />}
      {details.map(
        (leader) =>
          leader && (
            <section key={leader.id} className={styles.leader} aria-labelledby={`leader-${leader.id}`}>
              <PersonProfile
                picture={leader.portrait}
                name={leader.name}
                title={leader.title}
                level={2}
                headingId={`leader-${leader.id}`}
              >
                <p>
                  <Link href={`/figureDetail/${leader.id}.html`}>{t('profile')}</Link>
                </p>
              </PersonProfile>
              <ReportList
                heading={t('leaderActivities')}
                items={leader.activities}
                layout={layout}
                formatTime={formatTime}
                level={3}
              />
              <ReportList
                heading={t('leaderReports')}
                items={leader.reports}
                layout={layout}
                formatTime={formatTime}
                level={3}
              />
            </section>
          ),
      )}
    </>
  );
}
