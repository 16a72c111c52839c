'use client';

import { useMemo } from 'react';
import { toTipoffPage, type TipoffPage } from '@/lib/api/tipoffModel';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { MoreButton } from '@/components/member/MoreButton';
import { useMorePages } from '@/components/member/useMorePages';
import { TipoffItem } from '@/components/tipoff/TipoffItem';
import { STATE_KEY } from '@/components/tipoff/tipoffStates';
import styles from '@/components/tipoff/Tipoff.module.css';

/** 我的报料: the member's tip-offs, newest first, each with its state and time; a page more at 加载更多. */
export function TipoffList({
  firstPage,
  locale,
  timeZone,
}: {
  firstPage: TipoffPage;
  /** The reader's language as Intl knows it, and the site's time zone: times read as on the server. */
  locale: string;
  timeZone: string;
}) {
  const t = useIslandTranslations('tipoff');
  const written = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    [locale, timeZone],
  );
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
          <TipoffItem
            key={tipoff.id}
            tipoff={tipoff}
            state={t(STATE_KEY[tipoff.status])}
            time={{
              iso: new Date(tipoff.publishTime).toISOString(),
              text: written.format(tipoff.publishTime),
            }}
          />
        ))}
      </ul>
      <MoreButton {...more} />
    </>
  );
}
