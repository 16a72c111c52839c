'use client';

import type { Paged } from '@/lib/api/memberModel';
import { toLiveList, type Live } from '@/lib/api/liveModel';
import { formatDayTime, type DayFormat } from '@/lib/format/day';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { MoreButton } from '@/components/member/MoreButton';
import { useMorePages } from '@/components/member/useMorePages';
import { LiveListItem } from '@/components/live/LiveListItem';
import styles from '@/components/live/LiveList.module.css';

/** The announced lives with their start times, the soonest first; more pages of 20 when the reader asks. */
export function ComingLives({ firstPage, day }: { firstPage: Paged<Live>; day: DayFormat }) {
  const t = useIslandTranslations('live');
  const { items, ...more } = useMorePages(
    'liveComing',
    'lives',
    {},
    toLiveList,
    firstPage,
    (live) => live.fileId,
  );
  return (
    <>
      <ul className={styles.list}>
        {items.map((live) => (
          <LiveListItem
            key={live.fileId}
            live={live}
            state={t('state.announced')}
            startsAt={live.startTime > 0 ? t('startsAt', { time: formatDayTime(live.startTime, day) }) : ''}
          />
        ))}
      </ul>
      <MoreButton {...more} />
    </>
  );
}
