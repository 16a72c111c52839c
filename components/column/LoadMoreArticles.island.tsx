'use client';

import { useEffect, useMemo, useRef } from 'react';
import { useApiPages } from '@/lib/api/useApi';
import { toArticlePage } from '@/lib/api/articleModel';
import { asArray, asObject } from '@/lib/api/mapping';
import { unseen } from '@/lib/api/shownOnce';
import type { OperationName } from '@/lib/api/operations';
import { formatRelativeTime, type RelativeTimeStyle } from '@/lib/format/relativeTime';
import { timeLabels } from '@/lib/format/timeLabels';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { ArticleListItem, type ListLayout } from '@/components/column/ArticleListItem';
import { PullToRefresh } from '@/components/column/PullToRefresh.island';
import { useMinuteClock } from '@/components/column/useMinuteClock';
import styles from '@/components/column/ArticleList.module.css';

/** The paged list operations; a special topic's page comes inside its one group. */
export type PagedOperation = Extract<
  OperationName,
  | 'getArticlesNew'
  | 'tagScreenArticles'
  | 'getSubSpecialArticles'
  | 'search'
  | 'getModuleArticles'
  | 'getXyArticles'
  | 'reporterArticles'
>;

const readPage = (reply: unknown) => {
  const groups = asArray(asObject(reply).groups);
  return toArticlePage(groups.length ? groups[0] : reply);
};

/**
 * The rest of a list after the server-rendered first page: loads the next page when the reader nears the end
 * (or taps), says 没有更多了 at the end. Pages stay in SWR's cache, so coming back keeps them.
 */
export function LoadMoreArticles({
  operation,
  params,
  firstPageHasMore,
  layout,
  timeStyle,
  timeZone,
  keyword,
  refreshable = false,
  pictures = false,
  shown,
  level,
}: {
  operation: PagedOperation;
  /** What identifies the list (columnId, tagId, subjectId and groupId); page and pageSize are added. */
  params: Record<string, string | number>;
  firstPageHasMore: boolean;
  layout: ListLayout;
  timeStyle: RelativeTimeStyle;
  /** The site's time zone (the request config's), in which publish times are told. */
  timeZone: string;
  keyword?: string;
  /** Offer pull-to-refresh, which also reloads the pages loaded here. */
  refreshable?: boolean;
  /** Draw every item with its big picture, two to a row (ArticleList's picture wall). */
  pictures?: boolean;
  /**
   * Stories the page drew on the server: left out of the pages loaded here, as is a story an earlier page had
   * (new stories push older ones onto the next page).
   */
  shown?: number[];
  /** The items' heading level, as in the server-rendered first page. */
  level?: 2 | 3;
}) {
  const t = useIslandTranslations('list');
  const tEmpty = useIslandTranslations('empty');
  const tTime = useIslandTranslations('time');
  const now = useMinuteClock();
  const { data, error, size, setSize, isValidating, mutate } = useApiPages(
    operation,
    JSON.stringify(params),
    (page) => ({ ...params, page, pageSize: 20 }),
    readPage,
  );
  const pages = data ?? [];
  const items = useMemo(() => {
    const seen = new Set(shown);
    return (data ?? []).flatMap((page) => unseen(page.list, seen));
  }, [data, shown]);
  const hasMore = pages.length === 0 ? firstPageHasMore : (pages[pages.length - 1]?.hasMore ?? false);
  const loading = isValidating && size > pages.length;
  const sentinel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || error) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !loading) void setSize(size + 1);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, error, loading, setSize, size]);

  const labels = timeLabels((key) => tTime(key));
  return (
    <>
      {refreshable && <PullToRefresh reloadPages={() => mutate()} />}
      {items.length > 0 && (
        <ul className={pictures ? `${styles.list} ${styles.pictureWall}` : styles.list}>
          {items.map((item) => (
            <ArticleListItem
              key={item.fileId}
              item={pictures ? { ...item, picType: 2 } : item}
              layout={layout}
              time={formatRelativeTime(item.publishtime, now, timeStyle, labels, timeZone)}
              keyword={keyword}
              level={level}
            />
          ))}
        </ul>
      )}
      {hasMore ? (
        <button
          ref={sentinel}
          type="button"
          className={styles.more}
          onClick={() => void (error ? mutate() : setSize(size + 1))}
          disabled={loading}
        >
          {loading ? t('loading') : error ? t('loadFailed') : t('loadMore')}
        </button>
      ) : (
        <p className={styles.end}>{tEmpty('noMore')}</p>
      )}
    </>
  );
}
