import type { ComponentProps, ComponentType } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import { ARTICLE_TYPES, type Article } from '@/lib/api/articleModel';
import { isPlayableSource } from '@/lib/format/videoSource';
import { sanitizeArticleHtml } from '@/lib/html/sanitizeArticleHtml';
import type { PhotoSet } from '@/components/article/PhotoSet.island';
import type { VideoPlayer } from '@/components/article/VideoPlayer.island';
import { LazyPhotoSet, LazyVideoPlayer } from '@/components/article/lazyMedia.island';
import { PhotoSlides } from '@/components/article/PhotoSlides';
import { ArticleVideo } from '@/components/article/ArticleVideo';
import styles from '@/components/article/Article.module.css';

/**
 * The media islands a route's page brings with it (articleRoute.tsx), so the articles linked under it need no
 * second script; any other type's loads when an article shows one.
 */
export interface ArticleMedia {
  PhotoSet?: ComponentType<ComponentProps<typeof PhotoSet>>;
  VideoPlayer?: ComponentType<ComponentProps<typeof VideoPlayer>>;
}

/** The part of an article that depends on its type: photos, the video, the link or H5 page, then the text. */
export async function ArticleBodyByType({
  article,
  siteHosts,
  media: { PhotoSet = LazyPhotoSet, VideoPlayer = LazyVideoPlayer } = {},
}: {
  article: Article;
  siteHosts: string[];
  media?: ArticleMedia;
}) {
  const t = await getTranslations('article');
  const body = sanitizeArticleHtml(article.html, { siteHosts });
  const video = article.videos[0];
  const counterTemplate = t.raw('photoCounter') as string;
  return (
    <>
      {article.articleType === ARTICLE_TYPES.photos && article.pictures.length > 0 && (
        <PhotoSet
          count={article.pictures.length}
          counterTemplate={counterTemplate}
          previousLabel={t('previousPhoto')}
          nextLabel={t('nextPhoto')}
          label={t('photos')}
          trackLabel={t('photoTrack')}
        >
          <PhotoSlides pictures={article.pictures} counterTemplate={counterTemplate} />
        </PhotoSet>
      )}
      {article.articleType === ARTICLE_TYPES.video &&
        (video && isPlayableSource(video.url) ? (
          <VideoPlayer src={video.url} failedText={t('videoFailed')}>
            <ArticleVideo poster={video.poster} title={article.title} />
          </VideoPlayer>
        ) : (
          <p role="alert" className={styles.videoFailed}>
            {t('videoFailed')}
          </p>
        ))}
      {article.articleType === ARTICLE_TYPES.h5 && isPlayableSource(article.linkUrl) && (
        <iframe
          className={styles.h5}
          src={article.linkUrl}
          title={article.title}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      )}
      {(article.articleType === ARTICLE_TYPES.link || article.articleType === ARTICLE_TYPES.h5) &&
        isPlayableSource(article.linkUrl) && (
          <p className={styles.linkCard}>
            <a href={article.linkUrl} target="_blank" rel="noopener noreferrer">
              {t('openLink')}
            </a>
          </p>
        )}
      {body.html ? (
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: body.html }} />
      ) : (
        article.abstract && <p className={styles.body}>{article.abstract}</p>
      )}
    </>
  );
}
