import { articleStatsOf } from '@/lib/stats/articleStatsOf';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { getActivity, getFirstEntries } from '@/lib/api/activities';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { SHARE_OBJECT_TYPE } from '@/lib/auth/wechat';
import { serverConfig } from '@/lib/config/serverConfig';
import { siteOrigin } from '@/lib/config/siteOrigin';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import { readGuard } from '@/lib/guard/readGuard';
import { ActivitySharing } from '@/components/activity/ActivitySharing';
import { EntryList } from '@/components/activity/EntryList';
import { SignUpButton } from '@/components/activity/SignUpButton.island';
import { IslandMessages } from '@/components/shell/IslandMessages';
import styles from '@/components/activity/ActivityScreen.module.css';

/**
 * `/activityDetail/:id.html`: the activity (activityDetail) with its poster, time, place and rules, the entry
 * list (8, then 更多) and the sign-up button, whose member's own state loads in its island. Share type 4.
 */
export async function ActivityScreen({ id }: { id: number }) {
  const [activity, entries, config, guard, origin, t, format] = await Promise.all([
    getActivity(id),
    getFirstEntries(id),
    requireSiteConfig(),
    readGuard(),
    siteOrigin(),
    getTranslations('activity'),
    getSiteFormatter(),
  ]);
  if (!activity || !entries) notFound();
  const when = (start: number, end: number) =>
    `${format.dateTime(start, { dateStyle: 'medium', timeStyle: 'short' })} – ${format.dateTime(end, { dateStyle: 'medium', timeStyle: 'short' })}`;
  const { publicConfig } = serverConfig();
  const url = `${origin}${publicConfig.basePath}/activityDetail/${activity.id}.html`;
  return (
    <article className={styles.page}>
      {activity.poster && (
        // eslint-disable-next-line @next/next/no-img-element -- CMS posters come from any host, at any size
        <img className={styles.poster} src={activity.poster} alt="" />
      )}
      <h1 className={styles.title}>{activity.title}</h1>
      {activity.summary && <p className={styles.summary}>{activity.summary}</p>}
      <dl className={styles.facts}>
        <dt>{t('time')}</dt>
        <dd>{when(activity.startTime, activity.endTime)}</dd>
        {activity.hasSignUp && (
          <>
            <dt>{t('signUpTime')}</dt>
            <dd>{when(activity.signUpStartTime, activity.signUpEndTime)}</dd>
          </>
        )}
        {activity.place && (
          <>
            <dt>{t('place')}</dt>
            <dd>{activity.place}</dd>
          </>
        )}
      </dl>
      <IslandMessages namespaces={['activity', 'memberErrors', 'errors']}>
        <SignUpButton
          activityId={activity.id}
          state={activity.signUpState}
          phase={activity.phase}
          hasVoucher={activity.hasVoucher}
          basePath={publicConfig.basePath}
        />
      </IslandMessages>
      {activity.hasSignUp && (
        <p className={styles.places}>
          {activity.capacity > 0
            ? t('places', { taken: activity.registeredCount, capacity: activity.capacity })
            : t('placesUnlimited', { taken: activity.registeredCount })}
        </p>
      )}
      {activity.rules && (
        <section aria-labelledby="activity-rules">
          <h2 id="activity-rules" className={styles.heading}>
            {t('rules')}
          </h2>
          <p className={styles.rules}>{activity.rules}</p>
        </section>
      )}
      {activity.hasSignUp && <EntryList activityId={activity.id} firstPage={entries} />}
      <ActivitySharing
        guard={guard}
        config={config}
        share={{
          title: activity.title,
          description: activity.summary,
          url,
          sharePicUrl: activity.poster ? new URL(activity.poster, url).toString() : '',
          objectType: SHARE_OBJECT_TYPE.activity,
        }}
        article={articleStatsOf(activity.id, config)}
        preview={false}
        poster=""
      />
    </article>
  );
}
