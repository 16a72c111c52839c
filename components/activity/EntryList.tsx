import { getTranslations } from '@/lib/i18n/translations';
import type { Entry } from '@/lib/api/activityModel';
import type { Paged } from '@/lib/api/memberModel';
import { MoreEntries } from '@/components/activity/MoreEntries.island';
import { IslandMessages } from '@/components/shell/IslandMessages';
import styles from '@/components/activity/EntryList.module.css';

/** 报名名单: the first entries (entryList, 8) on the server, the rest at 更多. */
export async function EntryList({
  activityId,
  firstPage,
}: {
  activityId: number;
  firstPage: Paged<Entry> & { total: number };
}) {
  const t = await getTranslations('activity');
  return (
    <section aria-labelledby="activity-entries">
      <h2 id="activity-entries" className={styles.heading}>
        {t('entries', { count: firstPage.total })}
      </h2>
      {firstPage.list.length === 0 ? (
        <p className={styles.empty}>{t('noEntries')}</p>
      ) : (
        <IslandMessages namespaces={['activity.moreEntries', 'activity.loadFailed']}>
          <MoreEntries activityId={activityId} firstPage={firstPage} />
        </IslandMessages>
      )}
    </section>
  );
}
