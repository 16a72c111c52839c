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
import type { LoadMoreArticles } from '@/components/column/LoadMoreArticles.island';
import { recordTouches, type TouchRecorder } from '@/components/column/touchRecorder';
import styles from '@/components/column/ArticleList.module.css';
import pullStyles from '@/components/column/PullToRefresh.module.css';

type ListProps = ComponentProps<typeof LoadMoreArticles>;

// The list's strings come from IslandMessages around it; its clock and time zone from its own props.
const List = lazy(async () => {
  const { LoadMoreArticles } = await import('@/components/column/LoadMoreArticles.island');
  return { default: LoadMoreArticles };
});

const Pull = lazy(async () => {
  const { PullToRefresh } = await import('@/components/column/PullToRefresh.island');
  return {
    default: function PullAfterTouch({ recorder }: { recorder: TouchRecorder }) {
      // Runs after the pull's own effect, which has replayed what was recorded and now listens itself.
      useEffect(() => recorder.stop(), [recorder]);
      return <PullToRefresh reloadPages={async () => {}} missed={recorder.seen} />;
    },
  };
});

/** Lists a reader has gone past the first page of: coming back shows the pages loaded at once (SWR kept them). */
const wantedLists = new Set<string>();

/**
 * The end of a server-rendered list, as light as it can be until used: the load-more button (or the end line)
 * as the list draws it, whose code (SWR, the API client) loads when the button comes
 * near the viewport or is pressed; and on a refreshable list the pull indicator, whose code loads on the first
 * touch, the touches of that first pull replayed to it. Until then the markup is the list's own, so nothing
 * shifts when the code arrives.
 */
export function MoreArticles({
  labels,
  ...props
}: ListProps & { labels: { loadMore: string; noMore: string } }) {
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
        <List {...props} />
      </Suspense>
    );
  }
  return (
    <>
      {touched ? (
        <Suspense fallback={indicator}>
          <Pull recorder={touched} />
        </Suspense>
      ) : (
        indicator
      )}
      {end}
    </>
  );
}
