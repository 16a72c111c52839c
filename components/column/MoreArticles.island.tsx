'use client';

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
} from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { LoadMoreArticles } from '@/components/column/LoadMoreArticles.island';
import { recordTouches, type TouchRecorder } from '@/components/column/touchRecorder';
import styles from '@/components/column/ArticleList.module.css';
import pullStyles from '@/components/column/PullToRefresh.module.css';

type ListProps = ComponentProps<typeof LoadMoreArticles>;

/**
 * The locale and zone for the next-intl provider that comes with the list's code, for its clock and time zone;
 * its strings come from IslandMessages around the list.
 */
export interface ListIntl {
  locale: Locale;
  timeZone: string;
}

const List = lazy(async () => {
  const [{ NextIntlClientProvider }, { LoadMoreArticles }] = await Promise.all([
    import('next-intl'),
    import('@/components/column/LoadMoreArticles.island'),
  ]);
  return {
    default: function ListWithMessages({ intl, ...props }: ListProps & { intl: ListIntl }) {
      return (
        <NextIntlClientProvider {...intl}>
          <LoadMoreArticles {...props} />
        </NextIntlClientProvider>
      );
    },
  };
});

const Pull = lazy(async () => {
  const [{ NextIntlClientProvider }, { PullToRefresh }] = await Promise.all([
    import('next-intl'),
    import('@/components/column/PullToRefresh.island'),
  ]);
  return {
    default: function PullAfterTouch({ intl, recorder }: { intl: ListIntl; recorder: TouchRecorder }) {
      // Runs after the pull's own effect, which has replayed what was recorded and now listens itself.
      useEffect(() => recorder.stop(), [recorder]);
      return (
        <NextIntlClientProvider {...intl}>
          <PullToRefresh reloadPages={async () => {}} missed={recorder.seen} />
        </NextIntlClientProvider>
      );
    },
  };
});

/** Lists a reader has gone past the first page of: coming back shows the pages loaded at once (SWR kept them). */
const wantedLists = new Set<string>();

/**
 * The end of a server-rendered list, as light as it can be until used: the load-more button (or the end line)
 * as the list draws it, whose code (SWR, the API client, next-intl's formatting) loads when the button comes
 * near the viewport or is pressed; and on a refreshable list the pull indicator, whose code loads on the first
 * touch, the touches of that first pull replayed to it. Until then the markup is the list's own, so nothing
 * shifts when the code arrives.
 */
export function MoreArticles({
  intl,
  labels,
  ...props
}: ListProps & { intl: ListIntl; labels: { loadMore: string; noMore: string } }) {
  const listKey = `${props.operation} ${JSON.stringify(props.params)}`;
  const [active, setActive] = useState(() => wantedLists.has(listKey));
  const [touched, setTouched] = useState<TouchRecorder | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const want = useCallback(() => {
    wantedLists.add(listKey);
    setActive(true);
  }, [listKey]);

  useEffect(() => {
    const target = button.current;
    if (active || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [active, want]);

  useEffect(() => {
    if (!props.refreshable || active) return;
    const recorder = recordTouches(setTouched);
    return () => recorder.stop();
  }, [props.refreshable, active]);

  const indicator = props.refreshable && (
    <div
      className={pullStyles.indicator}
      data-phase="idle"
      style={{ '--pull': '0px' } as CSSProperties}
      role="status"
    />
  );
  const end = props.firstPageHasMore ? (
    <button ref={button} type="button" className={styles.more} onClick={want}>
      {labels.loadMore}
    </button>
  ) : (
    <p className={styles.end}>{labels.noMore}</p>
  );
  const waiting = (
    <>
      {indicator}
      {end}
    </>
  );
  if (active) {
    return (
      <Suspense fallback={waiting}>
        <List intl={intl} {...props} />
      </Suspense>
    );
  }
  return (
    <>
      {touched ? (
        <Suspense fallback={indicator}>
          <Pull intl={intl} recorder={touched} />
        </Suspense>
      ) : (
        indicator
      )}
      {end}
    </>
  );
}
