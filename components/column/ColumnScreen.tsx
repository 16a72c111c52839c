import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { ApiError } from '@/lib/api/apiError';
import { getArticlePage, getColumnView } from '@/lib/api/articles';
import { loadColumnAds } from '@/lib/api/ads';
import { adSlotContent, listAdPlaces, reachableAds } from '@/lib/api/adModel';
import { getColumn, getColumns } from '@/lib/api/columns';
import { shownOnce } from '@/lib/api/shownOnce';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { settle } from '@/lib/api/settle';
import { getCourseList } from '@/lib/api/study';
import { getHomeShortVideos } from '@/lib/api/vod';
import { mayInviteToDownload } from '@/lib/format/downloadLinks';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import { readGuard } from '@/lib/guard/readGuard';
import { columnMetaInput } from '@/components/column/columnMetadata';
import { ColumnView } from '@/components/column/ColumnView';
import { EmptyState } from '@/components/shell/EmptyState';

/** Clips on home's short-video strip. */
const HOME_SHORT_VIDEOS = 6;

/**
 * The loader of home (`shown` 'home': the first top column, with home as the active tab), `/columnDetail` and
 * `/columnShare` (the column id the URL names; null when it names none).
 */
export async function ColumnScreen({ shown }: { shown: number | 'home' | null }) {
  if (shown === null) notFound();
  const isHome = shown === 'home';
  const [topColumns, named, config, tEmpty] = await Promise.all([
    getColumns(),
    isHome ? null : getColumn(shown),
    requireSiteConfig(),
    getTranslations('empty'),
  ]);
  const column = isHome ? topColumns[0] : named;
  if (!column && isHome) return <EmptyState text={tEmpty('noContent')} />;
  if (!column) notFound();
  const [columnView, page, loadedAds, formatTime, guard, shortVideos, courses] = await Promise.all([
    getColumnView(column.columnId),
    getArticlePage(column.columnId, 1),
    loadColumnAds(column.columnId),
    relativeTimeFormatter(config.timeStyle),
    readGuard(),
    // Home's short-video strip; a failing video service leaves it out and home whole.
    isHome ? settle(getHomeShortVideos(HOME_SHORT_VIDEOS), 'vodCategoryList') : null,
    // Home's entry to online study, the newest course; without one (or the call failing) home goes without it.
    isHome ? settle(getCourseList(), 'courseList') : null,
  ]);
  // The column exists but the backend refused its list: a failure, not an unknown page.
  if (!page) throw new ApiError('getArticles', 'status');
  const { view, firstPage, shown: drawn } = shownOnce(columnView, page);
  const columnAds = reachableAds(loadedAds, mayInviteToDownload(config.downloadLinks, guard.inApp));
  return (
    <ColumnView
      column={column}
      topColumns={topColumns}
      config={config}
      isHome={isHome}
      view={view}
      firstPage={firstPage}
      shown={drawn}
      topAd={adSlotContent(columnAds, 'top')}
      listAds={listAdPlaces(columnAds.ads, firstPage.list.length)}
      meta={await columnMetaInput(column, isHome, page.list)}
      inWeChat={guard.inWeChat}
      formatTime={formatTime}
      shortVideos={shortVideos ?? []}
      course={courses?.[0] ?? null}
    />
  );
}
