import { getTranslations } from '@/lib/i18n/translations';
import { shareDescription } from '@/lib/format/share';
import type { SearchParams } from '@/lib/routing/pageParams';
import { VideoPlayer } from '@/components/article/VideoPlayer.island';
import { ShortVideoSharing } from '@/components/shortVideo/ShortVideoSharing';
import { ShortVideoPoster } from '@/components/shortVideo/ShortVideoPoster';
import { loadShortVideo } from '@/components/shortVideo/ShortVideoScreen';
import styles from '@/components/shortVideo/ShortVideoShare.module.css';

/**
 * `/mvodShare/:id.html`, a short video shared to readers outside the app: the share card (the video, playable
 * inline from its poster, the title and the description cut to 100 characters), a way to the full-screen feed,
 * and the open-app prompt of share mode.
 */
export async function ShortVideoShareScreen({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { video, sharing } = await loadShortVideo(searchParams);
  const { article } = sharing;
  const [t, tArticle] = await Promise.all([getTranslations('shortVideo'), getTranslations('article')]);
  return (
    <article className={styles.card}>
      <VideoPlayer src={video.url} failedText={tArticle('videoFailed')}>
        <ShortVideoPoster video={video} controls />
      </VideoPlayer>
      <div className={styles.text}>
        <h1 className={styles.title}>{video.title}</h1>
        {video.description && <p className={styles.description}>{shareDescription(video.description)}</p>}
        <a className={styles.more} href={`${article.config.basePath}/minVideoDetail/${video.id}.html`}>
          {t('watchMore')}
        </a>
      </div>
      <ShortVideoSharing {...sharing} />
    </article>
  );
}
