import { getTranslations } from '@/lib/i18n/translations';
import type { ColumnView as ColumnContent } from '@/lib/api/articles';
import type { AdSlotContent, Ad } from '@/lib/api/adModel';
import type { ArticlePage } from '@/lib/api/articleModel';
import type { Column } from '@/lib/api/columns';
import type { SiteConfig } from '@/lib/api/siteConfig';
import type { CourseSummary } from '@/lib/api/studyModel';
import type { ShortVideo } from '@/lib/api/vodModel';
import { columnJsonLd, type ColumnMetaInput } from '@/lib/seo/columnMeta';
import { jsonLdScript } from '@/lib/seo/jsonLd';
import { AdBanner } from '@/components/ad/AdBanner';
import { AdSlot } from '@/components/ad/AdSlot';
import { ArticleList } from '@/components/column/ArticleList';
import { listLayoutOf } from '@/components/column/ArticleListItem';
import { Carousel } from '@/components/column/Carousel';
import { ColumnNav } from '@/components/column/ColumnNav';
import { ModuleBlock } from '@/components/column/ModuleBlock';
import { HomeEntries } from '@/components/column/HomeEntries';
import { ListEntry, MORE_LIVE_PATH } from '@/components/column/ListEntry';
import { LazyWeChatShare } from '@/components/share/lazyShare.island';
import { ShortVideoStrip } from '@/components/shortVideo/ShortVideoStrip';

/**
 * A column as readers browse it (home shows its first top column): the column tabs, child columns, carousel,
 * live strip, top modules and the article list with load-more. Everything but load-more renders on the server.
 */
export async function ColumnView({
  column,
  topColumns,
  config,
  isHome,
  view,
  firstPage,
  shown,
  topAd,
  listAds,
  meta,
  inWeChat,
  formatTime,
  shortVideos,
  course,
}: {
  column: Column;
  topColumns: Column[];
  config: SiteConfig;
  isHome: boolean;
  view: ColumnContent | null;
  firstPage: ArticlePage;
  /** The stories drawn above and in the first page, which load-more pages leave out (lib/api/shownOnce.ts). */
  shown: number[];
  topAd: AdSlotContent;
  /** The list ads by the index of the article each follows. */
  listAds: Map<number, Ad>;
  meta: ColumnMetaInput;
  inWeChat: boolean;
  formatTime: (publishtime: number) => string;
  /** Home's short-video strip (短视频); empty elsewhere. */
  shortVideos: ShortVideo[];
  /** Home's online-study entry (在线学习), the newest course; null elsewhere. */
  course: CourseSummary | null;
}) {
  const [t, tShell, tRoutes, tAds] = await Promise.all([
    getTranslations('list'),
    getTranslations('shell'),
    getTranslations('routes'),
    getTranslations('ads'),
  ]);
  const layout = listLayoutOf(config);
  const activeTop = topColumns.find(
    (top) =>
      top.columnId === column.columnId || top.children.some((child) => child.columnId === column.columnId),
  );
  const children = activeTop?.children ?? [];
  const between = new Map(
    [...listAds].map(([index, ad]) => [index, <AdBanner key={ad.advId} ad={ad} label={tAds('label')} />]),
  );
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(columnJsonLd(meta)) }}
      />
      {inWeChat && (
        // The column's own card in WeChat (its name, description and the site logo) rather than a bare link.
        <LazyWeChatShare
          share={{ title: meta.title, description: meta.description, url: meta.url, sharePicUrl: meta.image }}
          shareConfig={{ wechatTitleChars: config.shareTitleChars.wechat }}
          openLaunchApp={false}
        />
      )}
      <ColumnNav
        columns={topColumns}
        label={tShell('mainNav')}
        activeId={isHome ? undefined : activeTop?.columnId}
        homeHref="/home.html"
        homeLabel={tRoutes('home')}
        // Home is the one column screen with the top bar (lib/routing/routes.json); column pages have none.
        belowTopBar={isHome}
      />
      {children.length > 0 && !isHome && (
        <ColumnNav columns={children} label={column.name} activeId={column.columnId} secondary />
      )}
      <h1 className="visually-hidden">{isHome ? config.siteName : column.name}</h1>
      <AdSlot content={topAd} />
      {view && (
        <Carousel
          items={view.carousel}
          label={t('carousel')}
          dotsLabel={t('carouselSlides')}
          slideLabel={(number, total) => t('carouselSlide', { number, total })}
          stopLabel={t('carouselStop')}
          playLabel={t('carouselPlay')}
        />
      )}
      {view && view.liveArticles.length > 0 ? (
        <ModuleBlock
          module={{
            moduleId: 0,
            name: t('live'),
            type: 0,
            cmDisplayStyle: 4,
            moreColumnId: 0,
            list: view.liveArticles,
          }}
          layout={layout}
          formatTime={formatTime}
          moreLabel={t('more')}
          moreHref={MORE_LIVE_PATH}
        />
      ) : (
        isHome && <ListEntry name={t('live')} label={tRoutes('moreLive')} href={MORE_LIVE_PATH} />
      )}
      {isHome && <HomeEntries course={course} />}
      <ShortVideoStrip videos={shortVideos} name={tRoutes('minVideoDetail')} />
      {view?.modules.map((module) => (
        <ModuleBlock
          key={module.moduleId}
          module={module}
          layout={layout}
          formatTime={formatTime}
          moreLabel={t('more')}
        />
      ))}
      <ArticleList
        operation="getArticlesNew"
        params={{ columnId: column.columnId }}
        firstPage={firstPage}
        layout={layout}
        timeStyle={config.timeStyle}
        heading={column.name}
        refreshable={isHome}
        between={between}
        shown={shown}
      />
    </>
  );
}
