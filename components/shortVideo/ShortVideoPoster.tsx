import type { ShortVideo } from '@/lib/api/vodModel';
import styles from '@/components/shortVideo/ShortVideoShare.module.css';

/**
 * The <video> of a shared short video, drawn on the server inside the VideoPlayer island, which gives it its
 * source: sized to the clip's frame so nothing moves as the poster loads, and inline on phones (playsinline and
 * the X5 attributes of Android WeChat and QQ).
 */
export function ShortVideoPoster({ video, controls }: { video: ShortVideo; controls: boolean }) {
  return (
    <video
      className={styles.video}
      controls={controls}
      playsInline
      preload="none"
      poster={video.poster || undefined}
      aria-label={video.title}
      width={video.width}
      height={video.height}
      webkit-playsinline="true"
      x5-playsinline="true"
      x5-video-player-type="h5-page"
    />
  );
}
