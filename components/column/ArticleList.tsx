import { Fragment, type ReactNode } from 'react';
import { getTimeZone } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import type { ArticlePage } from '@/lib/api/articleModel';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import type { RelativeTimeStyle } from '@/lib/format/relativeTime';
import { EmptyState } from '@/components/shell/EmptyState';
import { ArticleListItem, type ListLayout } from '@/components/column/ArticleListItem';
import type { PagedOperation } from '@/components/column/LoadMoreArticles.island';
import { MoreArticles } from '@/components/column/MoreArticles.island';
import { IslandMessages } from '@/components/shell/IslandMessages';
import styles from '@/components/column/ArticleList.module.css';

/** A list of articles: the first page rendered on the server, the rest loaded by a small island. */
export async function ArticleList({
  operation,
  params,
  firstPage,
  layout,
  timeStyle,
  heading,
  hideEnd = false,
  refreshable = false,
  pictures = false,
  keyword,
  between,
  shown,
  level = 2,
}: {
  operation: PagedOperation;
  params: Record<string, string | number>;
  firstPage: ArticlePage;
  layout: ListLayout;
  timeStyle: number;
  /** Names the list; a list under a heading of its own (a topic's group) needs none. */
  heading?: string;
  /** A preview of a longer list elsewhere: no load-more and no end line. */
  hideEnd?: boolean;
  /** Home: a pull down from the top refreshes the list (touch screens). */
  refreshable?: boolean;
  /** moreImage's picture wall: every item drawn with its big picture, two to a row. */
  pictures?: boolean;
  /** Search results: the keyword their titles and snippets mark. */
  keyword?: string;
  /** Rows of another kind (a column's list ads) after the first-page article of the given index. */
  between?: ReadonlyMap<number, ReactNode>;
  /** Stories the page already shows (a column's blocks and first page): load-more pages leave them out. */
  shown?: number[];
  /** The items' heading level: 2 for the page's own list under its h1, 3 under a heading of the list's. */
  level?: 2 | 3;
}) {
  const [formatTime, t, tList, timeZone] = await Promise.all([
    relativeTimeFormatter(timeStyle),
    getTranslations('empty'),
    getTranslations('list'),
    getTimeZone(),
  ]);
  const drawn = firstPage.list.length > 0;
  // Empty only when there is nothing anywhere: a column whose first page the blocks above hold entirely (a
  // video column's one story in its carousel) ends its list with 没有更多了, or loads the next page.
  if (!drawn && !firstPage.hasMore && !shown?.length) return <EmptyState text={t('noContent')} />;
  if (!drawn && hideEnd) return null;
  return (
    <section aria-label={heading}>
      {drawn && (
        <ul className={pictures ? `${styles.list} ${styles.pictureWall}` : styles.list}>
          {firstPage.list.map((item, index) => (
            <Fragment key={item.fileId}>
              <ArticleListItem
                item={pictures ? { ...item, picType: 2 } : item}
                layout={layout}
                eager={index < 2}
                time={formatTime(item.publishtime)}
                keyword={keyword}
                level={level}
              />
              {between?.has(index) && <li>{between.get(index)}</li>}
            </Fragment>
          ))}
        </ul>
      )}
      {!hideEnd && (
        <IslandMessages namespaces={['list', 'empty', 'time', 'errors.generic']}>
          <MoreArticles
            timeZone={timeZone}
            labels={{ loadMore: tList('loadMore'), noMore: t('noMore') }}
            operation={operation}
            params={params}
            firstPageHasMore={firstPage.hasMore}
            refreshable={refreshable}
            layout={layout}
            timeStyle={timeStyle as RelativeTimeStyle}
            pictures={pictures}
            keyword={keyword}
            shown={shown}
            level={level}
          />
        </IslandMessages>
      )}
    </section>
  );
}
