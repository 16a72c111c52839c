import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import { getActivityPage } from '@/lib/api/activities';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import { ACTIVITY_LIST_PATH } from '@/components/column/ListEntry';
import { stateLabel } from '@/components/activity/activityLabels';
import { Pager } from '@/components/member/Pager';
import { EmptyState } from '@/components/shell/EmptyState';
import styles from '@/components/activity/ActivityListScreen.module.css';

/** 活动: the activities, 20 a page, each with where its sign-up (or the activity itself) stands. */
export async function ActivityListScreen({ page }: { page: number }) {
  const [activities, t, tMember, format] = await Promise.all([
    getActivityPage(page),
    getTranslations('activity'),
    getTranslations('member'),
    getSiteFormatter(),
  ]);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('listTitle')}</h1>
      {activities.list.length === 0 ? (
        <EmptyState text={t('listEmpty')} />
      ) : (
        <ul className={styles.list}>
          {activities.list.map((activity) => (
            <li key={activity.id}>
              <Link className={styles.card} href={`/activityDetail/${activity.id}.html`}>
                {activity.poster && (
                  // eslint-disable-next-line @next/next/no-img-element -- CMS posters come from any host; the title names it
                  <img className={styles.poster} src={activity.poster} alt="" loading="lazy" />
                )}
                <span className={styles.text}>
                  <strong>{activity.title}</strong>
                  <span className={styles.meta}>
                    {format.dateTime(activity.startTime, { dateStyle: 'medium' })}
                    {activity.place && ` · ${activity.place}`}
                  </span>
                  <span className={styles.state} data-state={activity.signUpState}>
                    {t(stateLabel(activity.signUpState, activity.phase))}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager
        path={ACTIVITY_LIST_PATH}
        page={activities.page}
        hasMore={activities.hasMore}
        labels={{
          pages: tMember('pages'),
          previousPage: tMember('previousPage'),
          nextPage: tMember('nextPage'),
        }}
      />
    </section>
  );
}
