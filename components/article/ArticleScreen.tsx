import { notFound, redirect } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { adSlotContent, reachableAds } from '@/lib/api/adModel';
import { loadColumnAds } from '@/lib/api/ads';
import { ARTICLE_TYPES } from '@/lib/api/articleModel';
import { articleSideLists, getArticle, getArticleCounts } from '@/lib/api/articles';
import { commentsOpen, getCommentSection } from '@/lib/api/comments';
import { settle } from '@/lib/api/settle';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { getCallWorks } from '@/lib/api/submissions';
import { articleShareObjectType } from '@/lib/auth/wechat';
import { serverConfig } from '@/lib/config/serverConfig';
import { siteOrigin } from '@/lib/config/siteOrigin';
import { mayInviteToDownload } from '@/lib/format/downloadLinks';
import { bodyFitsFirstScreen } from '@/lib/format/firstScreen';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import { wordCountLine } from '@/lib/format/wordCount';
import { isPreviewArticle } from '@/lib/guard/preview.mjs';
import { readGuard } from '@/lib/guard/readGuard';
import type { SearchParams } from '@/lib/routing/pageParams';
import { newsArticleJsonLd } from '@/lib/seo/articleMeta';
import { articleVideoJsonLd } from '@/lib/seo/mediaJsonLd';
import { articleAccess, articleIdFrom } from '@/components/article/articleAccess';
import { handOffHref } from '@/components/article/articleHandOff';
import { articleMetaInput } from '@/components/article/articleMetadata';
import type { ArticleMedia } from '@/components/article/ArticleBodyByType';
import { ArticleView } from '@/components/article/ArticleView';
import { listLayoutOf } from '@/components/column/ArticleListItem';

/** The loader of every article route: the article, the site config, then what streams in under it. */
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
  const [article, config, tReader, origin] = await Promise.all([
    getArticle(fileId, articleAccess(params, guard)),
    requireSiteConfig(),
    getTranslations('reader'),
    siteOrigin(),
  ]);
  if (!article) notFound();
  const preview = isPreviewArticle(guard.preview, article.aStatus);
  const handOff = handOffHref(article, params, preview);
  if (handOff) redirect(handOff);
  const [formatTime, meta] = await Promise.all([
    relativeTimeFormatter(config.timeStyle),
    articleMetaInput(article, preview),
  ]);
  const { publicConfig } = serverConfig();
  // The reference backend's statistics service, same-origin, unless the CMS names another.
  const stats = {
    ...config.stats,
    recordUrl: config.stats.recordUrl || `${publicConfig.basePath}/api/stats/sendRecord`,
  };
  const squareCard = meta.cards?.find((card) => card.width === card.height)?.url ?? '';
  const share = {
    title: article.title,
    description: article.abstract,
    url: meta.url,
    picType: article.picType,
    picSmall: article.picSmall,
    picMiddle: article.picMiddle,
    picBig: article.picBig,
    // WeChat and the app show a square thumbnail: the drawn square card when the CMS gave no share picture.
    sharePicUrl: article.sharePicUrl || squareCard,
    shareClosed: article.shareClosed ? 1 : 0,
    objectType: articleShareObjectType(article),
  };
  const { fileId: id, columnId } = article;
  // Every article route renders one page module with the article's id as a parameter, so a tap from one article
  // to the next is, to the client router, the same page again: keyed by the article, its islands start afresh.
  return (
    <ArticleView
      key={id}
      article={article}
      media={media}
      siteHosts={[new URL(origin).hostname]}
      time={article.publishtime > 0 ? formatTime(article.publishtime) : ''}
      wordCount={
        article.articleType === ARTICLE_TYPES.news && article.wordCount > 0
          ? wordCountLine(article.wordCount, tReader.raw('wordCount') as string)
          : ''
      }
      jsonLd={{ ...newsArticleJsonLd(meta), ...articleVideoJsonLd(article, meta.url) }}
      sharing={{
        guard,
        config,
        share,
        article: { fileId: id, config: publicConfig, stats },
        preview,
        poster: squareCard,
      }}
      // Side blocks start loading now and stream in; each may fail alone, leaving the article whole.
      counts={settle(getArticleCounts(id), 'getArticleCounts')}
      side={{
        ad:
          columnId > 0
            ? loadColumnAds(columnId).then((ads) =>
                adSlotContent(
                  reachableAds(ads, mayInviteToDownload(config.downloadLinks, guard.inApp)),
                  'detail',
                ),
              )
            : Promise.resolve(null),
        ...articleSideLists(id, columnId),
      }}
      firstScreen={bodyFitsFirstScreen(article.wordCount, article.html)}
      layout={listLayoutOf(config)}
      formatTime={formatTime}
      // An article that calls for submissions (征稿) lists its works; under any other this is null.
      submissionCall={preview ? null : settle(getCallWorks(id, 1), 'seekArticleList')}
      comments={
        preview
          ? null
          : {
              data: settle(getCommentSection(id), 'comments'),
              inputAllowed: commentsOpen(config, article),
            }
      }
    />
  );
}
