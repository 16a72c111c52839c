import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import type { Paged, PointsDay, PointsStats } from '@/lib/api/memberModel';
import { EmptyState } from '@/components/shell/EmptyState';
import { Pager } from '@/components/member/Pager';
import styles from '@/components/member/PointsScreen.module.css';

/** 积分明细: the total, what each action earns today, and the points day by day. */
export async function PointsScreen({ stats, days }: { stats: PointsStats; days: Paged<PointsDay> }) {
  const [t, tRoutes, format] = await Promise.all([
    getTranslations('member'),
    getTranslations('routes'),
    getSiteFormatter(),
  ]);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{tRoutes('integralShop')}</h1>
      <p className={styles.total}>
        <span>{t('pointsTotal')}</span>
        <strong>{format.number(stats.total)}</strong>
        <span className={styles.note}>{t('pointsToday', { points: stats.today })}</span>
      </p>
      <h2 className={styles.heading}>{t('rules')}</h2>
      <ul className={styles.rules}>
        {stats.rules.map((rule) => (
          <li key={rule.action}>
            <strong>{rule.name}</strong>{' '}
            {t('rule', { points: rule.points, max: rule.dailyMax, count: rule.todayCount })}
          </li>
        ))}
      </ul>
      <h2 className={styles.heading}>{t('history')}</h2>
      {days.list.length === 0 ? (
        <EmptyState text={t('noHistory')} />
      ) : (
        <ol className={styles.days}>
          {days.list.map((day) => (
            <li key={day.date}>
              <h3 className={styles.day}>
                <time dateTime={day.date}>{day.date}</time>
                <span>{t('entryPoints', { points: day.total })}</span>
              </h3>
              <ul className={styles.entries}>
                {day.items.map((item) => (
                  <li key={`${item.action}-${item.fileId}-${item.time}`}>
                    <span>
                      {item.name}
                      {item.title && item.fileId > 0 && (
                        <>
                          {' · '}
                          <Link href={`/newsDetail/0/${item.fileId}.html`}>{item.title}</Link>
                        </>
                      )}
                    </span>
                    <span>{t('entryPoints', { points: item.points })}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <Pager
        path="/integralShop.html"
        page={days.page}
        hasMore={days.hasMore}
        labels={{ pages: t('pages'), previousPage: t('previousPage'), nextPage: t('nextPage') }}
      />
    </section>
  );
}
