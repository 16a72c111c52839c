import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getLocale, getTimeZone } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { commentsOpen, getCommentSection } from '@/lib/api/comments';
import { getLivePage } from '@/lib/api/live';
import { livePlayer, liveTitleState, type LivePage } from '@/lib/api/liveModel';
import { settle } from '@/lib/api/settle';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { serverConfig } from '@/lib/config/serverConfig';
import { absoluteUrl } from '@/lib/config/siteOrigin';
import { formatCount } from '@/lib/format/count';
import type { RelativeTimeStyle } from '@/lib/format/relativeTime';
import { timeLabels } from '@/lib/format/timeLabels';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import type { SearchParams } from '@/lib/routing/pageParams';
import { jsonLdScript } from '@/lib/seo/jsonLd';
import { liveBlogJsonLd } from '@/lib/seo/mediaJsonLd';
import { ArticleReaderEvents } from '@/components/article/ArticleReaderEvents.island';
import { CommentSection } from '@/components/comment/CommentSection';
import { FreshReports } from '@/components/live/FreshReports.island';
import { LiveConnection } from '@/components/live/LiveConnection';
import { LivePlayer } from '@/components/live/LivePlayer';
import { LiveReports } from '@/components/live/LiveReports';
import { LiveStateLabel } from '@/components/live/LiveStateLabel.island';
import { livePath, liveQuery, MAX_REPORT_PAGES, moreReportsHref } from '@/components/live/liveRoute';
import styles from '@/components/live/Live.module.css';
import articleStyles from '@/components/article/Article.module.css';

/**
 * The shown pages' reports, each once: pages cached at different moments overlap by the reports that came
 * between them (offset paging, newest first).
 */
function distinctReports(pages: LivePage[]) {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.reports)
    .filter((report) => !seen.has(report.reportId) && seen.add(report.reportId));
}

/**
 * A live broadcast on the server (spec sections 3 and 4): the player or its poster by status, the title
 * prefixed by the live's state, how often readers opened it, and its reports newest first, as many pages of
 * them as the reader asked for. What happens after (status, reports, approved comments) the islands of
 * LiveConnection bring in.
 */
export async function LiveScreen({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const { id, pages } = liveQuery(params);
  if (id === null) notFound();
  const [loaded, config, t, tTime, locale, timeZone, url] = await Promise.all([
    Promise.all(Array.from({ length: pages }, (_, index) => getLivePage(id, index + 1))),
    requireSiteConfig(),
    getTranslations('live'),
    getTranslations('time'),
    getLocale(),
    getTimeZone(),
    absoluteUrl(livePath(id)),
  ]);
  // A later page that is gone (the live withdrawn meanwhile) ends the list there, as does the last page there is.
  const shown: LivePage[] = [];
  for (const page of loaded) {
    if (!page) break;
    shown.push(page);
    if (!page.hasMore) break;
  }
  const [first] = shown;
  if (!first) notFound();
  const last = shown[shown.length - 1] ?? first;
  const { live, countClick } = first;
  const formatTime = await relativeTimeFormatter(config.timeStyle);

  const { publicConfig } = serverConfig();
  const stats = {
    ...config.stats,
    // The reference backend's statistics service, same-origin, unless the CMS names another.
    recordUrl: config.stats.recordUrl || `${publicConfig.basePath}/api/stats/sendRecord`,
  };
  const time = formatTime(live.publishtime);
  const reports = distinctReports(shown);
  const jsonLd = liveBlogJsonLd({
    title: live.title,
    description: live.abstract,
    url,
    image: live.picBig || live.image || live.poster,
    siteName: config.siteName,
    locale,
    publishedMs: live.publishtime,
    startMs: live.startTime,
    // Over, its coverage ended with its last report.
    endMs: live.status === 2 ? reports[0]?.time : undefined,
    updates: reports.map((report) => ({
      ...report,
      pictures: report.pictures.map((picture) => picture.src),
    })),
  });
  return (
    <article className={styles.live}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <LivePlayer live={live} player={livePlayer(live)} />
      <header className={articleStyles.header}>
        <h1 className={articleStyles.title}>
          <LiveStateLabel
            fileId={live.fileId}
            state={liveTitleState(live)}
            labels={{
              announced: t('state.announced'),
              live: t('state.live'),
              replay: t('state.replay'),
              ended: t('state.ended'),
            }}
          />
          {live.title}
        </h1>
        <p className={articleStyles.meta}>
          {live.source && <span>{live.source}</span>}
          {time && <time dateTime={new Date(live.publishtime).toISOString()}>{time}</time>}
          <span>{t('views', { count: formatCount(countClick) })}</span>
        </p>
        {live.abstract && <p className={styles.abstract}>{live.abstract}</p>}
      </header>
      <LiveReports
        reports={reports}
        formatTime={formatTime}
        fresh={
          <FreshReports
            fileId={live.fileId}
            timeStyle={config.timeStyle as RelativeTimeStyle}
            timeZone={timeZone}
            labels={timeLabels((key) => tTime.raw(key) as string)}
            newReports={t.raw('newReports') as string}
          />
        }
        moreHref={
          last.hasMore && shown.length === pages && pages < MAX_REPORT_PAGES
            ? moreReportsHref(params, pages + 1)
            : null
        }
      />
      <ArticleReaderEvents fileId={live.fileId} config={publicConfig} stats={stats} />
      <LiveConnection
        live={live}
        config={config}
        basePath={publicConfig.basePath}
        drawn={reports.map((report) => report.reportId)}
      />
      <Suspense fallback={null}>
        <CommentSection
          data={settle(getCommentSection(live.fileId), 'comments')}
          stats={{ fileId: live.fileId, config: publicConfig, stats }}
          inputAllowed={commentsOpen(config, { discussClosed: false })}
          formatTime={formatTime}
        />
      </Suspense>
    </article>
  );
}
