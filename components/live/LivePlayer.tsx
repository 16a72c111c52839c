import { getTranslations } from '@/lib/i18n/translations';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import type { Live, LivePlayer as Playback } from '@/lib/api/liveModel';
import { VideoPlayer } from '@/components/article/VideoPlayer.island';
import { ArticleVideo } from '@/components/article/ArticleVideo';
import styles from '@/components/live/Live.module.css';

/**
 * The live's picture area: the article's video player with the stream while live or the replay once ended
 * (spec section 4), otherwise its poster saying why there is nothing to play (not started, with its start time;
 * no signal yet; ended without a replay).
 */
export async function LivePlayer({ live, player }: { live: Live; player: Playback }) {
  const [t, tArticle, format] = await Promise.all([
    getTranslations('live'),
    getTranslations('article'),
    getSiteFormatter(),
  ]);
  if (player.kind === 'video') {
    return (
      <VideoPlayer src={player.src} failedText={tArticle('videoFailed')}>
        <ArticleVideo poster={live.poster} title={live.title} />
      </VideoPlayer>
    );
  }
  const startsAt =
    player.reason === 'notStarted' && live.startTime > 0
      ? t('startsAt', {
          time: format.dateTime(live.startTime, {
            month: 'numeric',
            day: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
          }),
        })
      : '';
  return (
    <figure className={styles.poster}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the CMS's poster, at the player's own size */}
      {live.poster && <img src={live.poster} alt="" width={750} height={422} fetchPriority="high" />}
      <figcaption role="status">
        {t(player.reason)}
        {startsAt && <span>{startsAt}</span>}
      </figcaption>
    </figure>
  );
}
