'use client';

import { toTipoffPage, type TipoffPage } from '@/lib/api/tipoffModel';
import type { DayFormat } from '@/lib/format/day';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { MoreButton } from '@/components/member/MoreButton';
import { useMorePages } from '@/components/member/useMorePages';
import { TipoffItem } from '@/components/tipoff/TipoffItem';
import { STATE_KEY } from '@/components/tipoff/tipoffStates';
import styles from '@/components/tipoff/Tipoff.module.css';

/** 我的报料: the member's tip-offs, newest first, each with its state and time; a page more at 加载更多. */
export function TipoffList({ firstPage, day }: { firstPage: TipoffPage; day: DayFormat }) {
  const t = useIslandTranslations('tipoff');
  const { items, ...more } = useMorePages(
    'myTipoffs',
    'my-tipoffs',
    {},
    toTipoffPage,
    firstPage,
    (tipoff) => tipoff.id,
  );
  return (
    <>
      <ul className={styles.list}>
        {items.map((tipoff) => (
          <TipoffItem key={tipoff.id} tipoff={tipoff} state={t(STATE_KEY[tipoff.status])} day={day} />
        ))}
      </ul>
      <MoreButton {...more} />
    </>
  );
}
