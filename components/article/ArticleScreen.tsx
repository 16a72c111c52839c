import { Suspense } from 'react';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { unreachableAs } from '@/lib/api/apiError';
import { ARTICLE_TYPES } from '@/lib/api/articleModel';
import { getArticle, getHotArticles, getRelatedArticles } from '@/lib/api/articles';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { siteOrigin } from '@/lib/config/siteOrigin';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import { wordCountLine } from '@/lib/format/wordCount';
import { bodyFitsFirstScreen } from '@/lib/format/firstScreen';
import { isPreviewArticle } from '@/lib/guard/preview.mjs';
import { readGuard } from '@/lib/guard/readGuard';
import { articleAccess, articleIdFrom } from '@/components/article/articleAccess';
import { handOffHref } from '@/components/article/articleHandOff';
import { articleMetaInput } from '@/components/article/articleMetadata';
import { newsArticleJsonLd } from '@/lib/seo/articleMeta';
import { jsonLdScript } from '@/lib/seo/jsonLd';
import type { SearchParams } from '@/lib/routing/pageParams';
import { ServiceUnavailable } from '@/components/shell/ServiceUnavailable';
import { ArticleBodyByType, type ArticleMedia } from '@/components/article/ArticleBodyByType';
import { ArticleCounts, ArticleCountsSpace } from '@/components/article/ArticleCounts';
import { ArticleHeader } from '@/components/article/ArticleHeader';
import { ArticleReaderEvents } from '@/components/article/ArticleReaderEvents.island';
import { FavoriteButton } from '@/components/article/FavoriteButton.island';
import { pickedIslandMessages } from '@/components/member/memberMessages';
import { articleShareObjectType, type ShareArticle } from '@/lib/auth/wechat';
import { serverConfig } from '@/lib/config/serverConfig';
import { ArticleCredits } from '@/components/article/ArticleCredits';
import { PrintedPageCard } from '@/components/article/PrintedPageCard';
import { SideList } from '@/components/article/SideList';
import { ArticleAd } from '@/components/ad/ArticleAd';
import { ArticleAppShare } from '@/components/share/ArticleAppShare';
import { ArticleOpenApp } from '@/components/share/ArticleOpenApp';
import { LazyWeChatShare } from '@/components/share/lazyShare.island';
import styles from '@/components/article/Article.module.css';

/** What the favourite button may have to say when the backend refuses (lib/auth/memberMessages.ts). */
const FAVORITE_MESSAGES = [
  'memberErrors.articleMissing',
  'memberErrors.accountDisabled',
  'memberErrors.signInFirst',
  'memberErrors.sessionExpired',
  'memberErrors.tooManyRequests',
  'errors.generic',
  'errors.network',
];

/**
 * Every article type on the server: header (title, source, relative time, word-count line, counts), the body by
 * type, credits, the paper page that printed it, tags, then related and hot articles streamed in.
 */
export async function ArticleScreen({
  searchParams,
  media,
}: {
  searchParams: Promise<SearchParams>;
  media: ArticleMedia;
}) {
  const [params, guard] = await Promise.all([searchParams, readGuard()]);
  const fileId = articleIdFrom(params);
  if (fileId === null) notFound();
  const [article, config, t, tEmpty, tReader, origin] = await Promise.all([
    getArticle(fileId, articleAccess(params, guard)).catch(unreachableAs(undefined)),
    loadSiteConfig(),
    getTranslations('article'),
    getTranslations('empty'),
    getTranslations('reader'),
    siteOrigin(),
  ]);
  if (article === undefined || config === null) return <ServiceUnavailable />;
  if (article === null) notFound();
  const preview = isPreviewArticle(guard.preview, article.aStatus);
  const handOff = handOffHref(article, params, preview);
  if (handOff) redirect(handOff);
  const [formatTime, favoriteMessages] = await Promise.all([
    relativeTimeFormatter(config.timeStyle),
    pickedIslandMessages(FAVORITE_MESSAGES),
  ]);
  const showWordCount = article.articleType === ARTICLE_TYPES.news && article.wordCount > 0;

  const { publicConfig } = serverConfig();
  const meta = await articleMetaInput(article, preview);
  const jsonLd = newsArticleJsonLd(meta);
  const stats = {
    ...config.stats,
    // The reference backend's statistics service, same-origin, unless the CMS names another.
    recordUrl: config.stats.recordUrl || `${publicConfig.basePath}/api/stats/sendRecord`,
  };
  const share: ShareArticle = {
    title: article.title,
    description: article.abstract,
    url: meta.url,
    picType: article.picType,
    picSmall: article.picSmall,
    picMiddle: article.picMiddle,
    picBig: article.picBig,
    sharePicUrl: article.sharePicUrl,
    shareClosed: article.shareClosed ? 1 : 0,
    objectType: articleShareObjectType(article),
  };
  const sharing = {
    guard,
    config,
    share,
    article: { fileId: article.fileId, config: publicConfig, stats },
    preview,
  };

  // Under a short article the side blocks are on the first screen: rendered with it rather than streamed after,
  // since a streamed boundary is revealed late and its picture would be the page's slowest paint.
  const firstScreen = bodyFitsFirstScreen(article.wordCount, article.html);
  const sideBlocks = (
    <>
      <ArticleAd columnId={article.columnId} />
      <SideList
        load={() => getRelatedArticles(article.fileId)}
        heading={t('related')}
        emptyText={tEmpty('noRelated')}
        eagerFirst={firstScreen}
      />
      <SideList
        load={async () =>
          (await getHotArticles(article.columnId)).filter((hot) => hot.fileId !== article.fileId)
        }
        heading={t('hot')}
      />
    </>
  );

  return (
    <article className={styles.article}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <ArticleHeader
        article={article}
        time={article.publishtime > 0 ? formatTime(article.publishtime) : ''}
        unpublishedText={t('unpublished')}
      >
        {showWordCount && (
          <p className={styles.wordCount}>
            {wordCountLine(article.wordCount, tReader.raw('wordCount') as string)}
          </p>
        )}
      </ArticleHeader>
      <ArticleBodyByType article={article} siteHosts={[new URL(origin).hostname]} media={media} />
      <ArticleCredits article={article} />
      {article.printedPage && <PrintedPageCard page={article.printedPage} />}
      {article.tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('tags')}>
          {article.tags.map((tag) => (
            <li key={tag.tagId}>
              <a href={`/tagList/${tag.tagId}.html`}>#{tag.name}</a>
            </li>
          ))}
        </ul>
      )}
      <ArticleAppShare {...sharing} />
      <ArticleReaderEvents fileId={article.fileId} config={publicConfig} stats={stats} />
      {guard.inWeChat && (
        <LazyWeChatShare
          article={sharing.article}
          share={share}
          shareConfig={{
            wechatTitleChars: config.shareTitleChars.wechat,
            globalTitleChars: config.shareTitleChars.global,
          }}
          openLaunchApp={config.openLaunchApp}
        />
      )}
      <Suspense fallback={<ArticleCountsSpace />}>
        <ArticleCounts fileId={article.fileId} />
      </Suspense>
      {!preview && (
        <FavoriteButton
          fileId={article.fileId}
          basePath={publicConfig.basePath}
          labels={{ favourite: t('favourite'), favourited: t('favourited') }}
          messages={favoriteMessages}
        />
      )}
      {firstScreen ? (
        sideBlocks
      ) : (
        // One boundary: the ad and both lists appear together, so none of them pushes another down.
        <Suspense fallback={null}>{sideBlocks}</Suspense>
      )}
      <ArticleOpenApp {...sharing} />
    </article>
  );
}
