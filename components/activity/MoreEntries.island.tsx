'use client';

import type { Entry } from '@/lib/api/activityModel';
import { toEntryPage } from '@/lib/api/activityModel';
import type { Paged } from '@/lib/api/memberModel';
import { useApiPages } from '@/lib/api/useApi';
import { ENTRY_PAGE_SIZE } from '@/lib/contract/activities';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import styles from '@/components/activity/EntryList.module.css';

/** The entries the server rendered (the first 8) and the pages after them, loaded at 更多. */
export function MoreEntries({ activityId, firstPage }: { activityId: number; firstPage: Paged<Entry> }) {
  const t = useIslandTranslations('activity');
  const { data, error, size, setSize, isValidating, mutate } = useApiPages(
    'entryList',
    `entries-${activityId}`,
    (page) => ({ id: activityId, page, pageSize: ENTRY_PAGE_SIZE }),
    toEntryPage,
  );
  const pages = [firstPage, ...(data ?? [])];
  const entries = pages.flatMap((page) => page.list);
  const hasMore = pages[pages.length - 1]?.hasMore ?? false;
  const loading = isValidating && size > pages.length - 1;
  return (
    <>
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>{entry.name}</li>
        ))}
      </ol>
      {(hasMore || error !== undefined) && (
        <button
          type="button"
          className={styles.more}
          disabled={loading}
          aria-busy={loading}
          onClick={() => void (error ? mutate() : setSize(size + 1))}
        >
          {error ? t('loadFailed') : t('moreEntries')}
        </button>
      )}
    </>
  );
}
