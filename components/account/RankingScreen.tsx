import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import { accountHref } from '@/components/account/accountLinks';
import { getRanking } from '@/lib/api/accountPages';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { SHARE_OBJECT_TYPE } from '@/lib/auth/wechat';
import { loginHref } from '@/lib/auth/redirectTarget';
import { basePathFrom } from '@/lib/config/env.mjs';
import { serverConfig } from '@/lib/config/serverConfig';
import { siteOrigin } from '@/lib/config/siteOrigin';
import { CHEERS_PER_DAY, RANK_PERIODS, type RankPeriod } from '@/lib/contract/accountPages';
import { formatCount } from '@/lib/format/count';
import { readGuard } from '@/lib/guard/readGuard';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import { ActivitySharing } from '@/components/activity/ActivitySharing';
import { AccountIcon } from '@/components/account/AccountIcon';
import { CheerButton } from '@/components/account/CheerButton.island';
import { RANKING_PATH } from '@/components/column/ListEntry';
import { EmptyState } from '@/components/shell/EmptyState';
import { IslandMessages } from '@/components/shell/IslandMessages';
import navStyles from '@/components/column/ColumnNav.module.css';
import styles from '@/components/account/Ranking.module.css';

export const RULES_PATH = '/xyRules.html';
const periodHref = (period: RankPeriod) =>
  period === 'week' ? RANKING_PATH : `${RANKING_PATH}?period=${period}`;

/**
 * `/xyListShare.html` (影响力排行榜): the accounts' ranking of a period (近7天, 近30天) as the backend last computed it,
 * 20 at most, each with its cheers and the member's 打榜 (CHEERS_PER_DAY a day), the rules' link, and the ranking's
 * share card. Every reader's page: the cheer buttons are islands.
 */
export async function RankingScreen({ period }: { period: RankPeriod }) {
  const [ranking, config, guard, origin, t, tEmpty, format] = await Promise.all([
    getRanking(period),
    requireSiteConfig(),
    readGuard(),
    siteOrigin(),
    getTranslations('accountPage'),
    getTranslations('empty'),
    getSiteFormatter(),
  ]);
  const { publicConfig } = serverConfig();
  const path = periodHref(period);
  const url = `${origin}${publicConfig.basePath}${path}`;
  const leader = ranking.list[0];
  return (
    <section className={styles.page}>
      <header className={styles.banner}>
        <h1>{t('ranking')}</h1>
        <p>{t('dailyLimit', { count: CHEERS_PER_DAY })}</p>
        <Link href={RULES_PATH} className={styles.rulesLink}>
          {t('rules')}
        </Link>
      </header>
      <nav className={navStyles.nav} aria-label={t('periods')}>
        <ul className={navStyles.tabs}>
          {(Object.keys(RANK_PERIODS) as RankPeriod[]).map((each) => (
            <li key={each}>
              {/* A document load: the periods differ by the query alone (AccountTabs says why). */}
              <a
                href={basePathFrom() + periodHref(each)}
                className={navStyles.tab}
                aria-current={each === period ? 'page' : undefined}
              >
                {t(each)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {ranking.list.length === 0 ? (
        <EmptyState text={tEmpty('noContent')} />
      ) : (
        <IslandMessages namespaces={['accountPage', 'memberErrors', 'errors', 'comment']}>
          <ol className={styles.ranking}>
            {ranking.list.map((entry) => (
              <li key={entry.xyID} className={styles.entry}>
                <span className={entry.rank <= 3 ? `${styles.rank} ${styles.top}` : styles.rank}>
                  {entry.rank}
                </span>
                <Link href={accountHref(entry.xyID)} className={styles.account}>
                  <AccountIcon icon={entry.icon} name={entry.name} eager={entry.rank <= 5} />
                  <span className={styles.about}>
                    <span className={styles.name}>{entry.name}</span>
                    <span className={styles.score}>{t('score', { score: formatCount(entry.score) })}</span>
                  </span>
                </Link>
                <CheerButton
                  xyID={entry.xyID}
                  name={entry.name}
                  cheers={entry.cheers}
                  loginHref={loginHref(path, basePathFrom())}
                />
              </li>
            ))}
          </ol>
        </IslandMessages>
      )}
      {ranking.computedAt > 0 && (
        <p className={styles.updated}>
          {t('updatedAt', {
            time: format.dateTime(ranking.computedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </p>
      )}
      <aside className={styles.shareCard} aria-label={t('shareRanking')}>
        <p className={styles.shareTitle}>{t('shareTitle', { site: config.siteName })}</p>
        {leader && <p className={styles.shareTop}>{t('shareTop', { name: leader.name })}</p>}
        <ActivitySharing
          guard={guard}
          config={config}
          share={{
            title: t('shareTitle', { site: config.siteName }),
            description: leader ? t('shareTop', { name: leader.name }) : '',
            url,
            sharePicUrl: '',
            objectType: SHARE_OBJECT_TYPE.article,
          }}
          article={{
            fileId: 0,
            config: publicConfig,
            stats: {
              ...config.stats,
              recordUrl: config.stats.recordUrl || `${publicConfig.basePath}/api/stats/sendRecord`,
            },
          }}
          preview={false}
          poster=""
        />
      </aside>
    </section>
  );
}
