import { Suspense } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import type { Article, ArticleCounts as Counts } from '@/lib/api/articleModel';
import type { CommentSectionData } from '@/lib/api/comments';
import type { SubmissionCall as Call, SubmissionPage } from '@/lib/api/submissionModel';
import type { JsonLd } from '@/lib/seo/jsonLd';
import { jsonLdScript } from '@/lib/seo/jsonLd';
import type { ListLayout } from '@/components/column/ArticleListItem';
import { ArticleActions } from '@/components/article/ArticleActions';
import { ArticleBodyByType, type ArticleMedia } from '@/components/article/ArticleBodyByType';
import { ArticleCounts, ArticleCountsSpace } from '@/components/article/ArticleCounts';
import { ArticleCredits } from '@/components/article/ArticleCredits';
import { ArticleHeader } from '@/components/article/ArticleHeader';
import { ArticleReaderEvents } from '@/components/article/ArticleReaderEvents.island';
import { ArticleSideBlocks, storiesIn, type SideBlocks } from '@/components/article/ArticleSideBlocks';
import { PrintedPageCard } from '@/components/article/PrintedPageCard';
import { RecommendedArticles } from '@/components/people/RecommendedArticles.island';
import { ArticleAppShare, type ArticleShareProps } from '@/components/share/ArticleAppShare';
import { ArticleBrowserShare } from '@/components/share/ArticleBrowserShare';
import { ArticleOpenApp } from '@/components/share/ArticleOpenApp';
import { LazyWeChatShare } from '@/components/share/lazyShare.island';
import { CommentSection } from '@/components/comment/CommentSection';
import { SubmissionCall } from '@/components/submission/SubmissionCall';
import styles from '@/components/article/Article.module.css';

/**
 * Every article type: header (title, source, relative time, word-count line, counts), the body by type, credits,
 * the paper page that printed it, tags, sharing, then the ad, related and hot articles streamed in.
 */
export async function ArticleView({
  article,
  media,
  siteHosts,
  time,
  wordCount,
  jsonLd,
  sharing,
  counts,
  side,
  firstScreen,
  layout,
  formatTime,
  submissionCall,
  comments,
}: {
  article: Article;
  media: ArticleMedia;
  siteHosts: string[];
  time: string;
  /** The word-count line of a news article; '' for none. */
  wordCount: string;
  jsonLd: JsonLd;
  sharing: ArticleShareProps;
  counts: Promise<Counts | null>;
  side: SideBlocks;
  firstScreen: boolean;
  layout: ListLayout;
  formatTime: (publishtime: number) => string;
  /** A call for submissions' works (null: no call, or a preview). */
  submissionCall: Promise<{ call: Call; works: SubmissionPage } | null> | null;
  /** The conversation under the article; null where there is none (a preview). */
  comments: { data: Promise<CommentSectionData | null>; inputAllowed: boolean } | null;
}) {
  const t = await getTranslations('article');
  const { guard, config, share, preview } = sharing;
  return (
    <article className={styles.article}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <ArticleHeader article={article} time={time} unpublishedText={t('unpublished')}>
        {wordCount && <p className={styles.wordCount}>{wordCount}</p>}
      </ArticleHeader>
      <ArticleBodyByType article={article} siteHosts={siteHosts} media={media} />
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
      <ArticleReaderEvents
        fileId={article.fileId}
        config={sharing.article.config}
        stats={sharing.article.stats}
      />
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
        <ArticleCounts fileId={article.fileId} counts={counts} />
      </Suspense>
      {!preview && <ArticleActions fileId={article.fileId} stats={sharing.article} />}
      <ArticleBrowserShare {...sharing} className={styles.favorite} />
      {submissionCall && (
        <Suspense fallback={null}>
          <SubmissionCall
            data={submissionCall}
            path={new URL(sharing.share.url).pathname}
            basePath={sharing.article.config.basePath}
            formatTime={formatTime}
          />
        </Suspense>
      )}
      <ArticleSideBlocks blocks={side} firstScreen={firstScreen} layout={layout} formatTime={formatTime} />
      {!preview && (
        <RecommendedArticles
          fileId={article.fileId}
          heading={t('recommended')}
          layout={layout}
          shown={storiesIn(side)}
        />
      )}
      {comments && (
        <Suspense fallback={null}>
          <CommentSection
            data={comments.data}
            stats={sharing.article}
            inputAllowed={comments.inputAllowed}
            formatTime={formatTime}
          />
        </Suspense>
      )}
      <ArticleOpenApp {...sharing} />
    </article>
  );
}
