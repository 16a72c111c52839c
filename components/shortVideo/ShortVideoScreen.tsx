import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { getCategoryShortVideos, getShortVideo } from '@/lib/api/vod';
import { RELATED_SHORT_VIDEOS, type ShortVideo } from '@/lib/api/vodModel';
import { shareMenuHidden } from '@/lib/auth/wechat';
import { serverConfig } from '@/lib/config/serverConfig';
import { siteOrigin } from '@/lib/config/siteOrigin';
import { articleShareUi, browserShareShown } from '@/lib/guard/shareMode';
import { readGuard } from '@/lib/guard/readGuard';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import type { MessagePath } from '@/lib/i18n/messages';
import type { ArticleShareProps } from '@/components/share/ArticleAppShare';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { PRAISE_MESSAGES } from '@/components/comment/praiseMessages';
import { ShortVideoSharing } from '@/components/shortVideo/ShortVideoSharing';
import { RelatedShortVideos } from '@/components/shortVideo/RelatedShortVideos';
import { ShortVideoFeed } from '@/components/shortVideo/ShortVideoFeed.island';

/** The category list's page size the feed reads. */
const FEED_PAGE_SIZE = 10;
const RELATED_ID = 'related-short-videos';

/** The feed's strings and the praise button's (lib/auth/memberMessages.ts). */
const FEED_MESSAGES: MessagePath[] = ['shortVideo', ...PRAISE_MESSAGES, 'share'];

/**
 * What both short-video screens read: the clip (an unknown or withdrawn one is the site's 404), the site config,
 * and the sharing of the clip as the article pages share (its share page is the link; praise, shares and
 * comments are the article's that carries it).
 */
export async function loadShortVideo(searchParams: Promise<SearchParams>) {
  const [params, guard] = await Promise.all([searchParams, readGuard()]);
  const id = positiveId(params, 'id');
  if (id === null) notFound();
  const [video, config, origin] = await Promise.all([getShortVideo(id), requireSiteConfig(), siteOrigin()]);
  if (!video) notFound();
  const { publicConfig } = serverConfig();
  const stats = {
    ...config.stats,
    recordUrl: config.stats.recordUrl || `${publicConfig.basePath}/api/stats/sendRecord`,
  };
  const siteUrl = `${origin}${publicConfig.basePath}`;
  const sharing: ArticleShareProps = {
    guard,
    config,
    share: {
      title: video.title,
      description: video.description,
      url: `${siteUrl}/mvodShare/${video.id}.html`,
      picBig: video.poster,
      sharePicUrl: video.poster,
    },
    article: { fileId: video.articleId, config: publicConfig, stats },
    preview: false,
    poster: '',
  };
  return { video, sharing, siteUrl };
}

/** The related mobile-video articles (spec section 9: 4): the category's newest other clips. */
const relatedOf = (video: ShortVideo, list: ShortVideo[]) =>
  list.filter((clip) => clip.id !== video.id).slice(0, RELATED_SHORT_VIDEOS);

/**
 * `/minVideoDetail/:id.html`: the short video full screen, the rest of its category a swipe away (client island),
 * then the related videos. The first clip, its caption and the related list are drawn on the server.
 */
export async function ShortVideoScreen({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { video, sharing, siteUrl } = await loadShortVideo(searchParams);
  const { guard, config, share, article } = sharing;
  const [firstPage, t, tShare] = await Promise.all([
    getCategoryShortVideos({ categoryId: video.categoryId, nodeCode: video.nodeCode }, 1, FEED_PAGE_SIZE),
    getTranslations('shortVideo'),
    getTranslations('share'),
  ]);
  const shareClosed = shareMenuHidden(share);
  const shareShown = browserShareShown(guard, { shareClosed, preview: false });
  const appShareShown = articleShareUi(guard, { shareClosed, preview: false }) === 'appShare';
  return (
    <>
      <IslandMessages namespaces={FEED_MESSAGES}>
        <ShortVideoFeed
          first={video}
          firstPage={firstPage}
          pageSize={FEED_PAGE_SIZE}
          basePath={article.config.basePath}
          endId={RELATED_ID}
          sharing={{
            stats: { config: article.config, stats: article.stats },
            siteUrl,
            globalTitleChars: config.shareTitleChars.global,
            browserShare: shareShown
              ? {
                  label: tShare('share'),
                  text: {
                    title: tShare('sheetTitle'),
                    link: tShare('link'),
                    copyLink: tShare('copyLink'),
                    copied: tShare('copied'),
                    copyFailed: tShare('copyFailed'),
                    poster: tShare('poster'),
                    posterHint: tShare('posterHint'),
                    savePoster: tShare('savePoster'),
                    close: tShare('close'),
                  },
                }
              : null,
            appShare: appShareShown
              ? { label: tShare('share'), unavailableText: tShare('unavailable') }
              : null,
          }}
        />
      </IslandMessages>
      <RelatedShortVideos id={RELATED_ID} heading={t('related')} videos={relatedOf(video, firstPage.list)} />
      <ShortVideoSharing {...sharing} />
    </>
  );
}
