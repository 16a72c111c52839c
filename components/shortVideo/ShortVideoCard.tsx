import type { ShortVideo } from '@/lib/api/vodModel';
import { basePathFrom } from '@/lib/config/env.mjs';
import styles from '@/components/shortVideo/ShortVideoCard.module.css';

/**
 * A short video as a vertical poster with its title, leading to its full-screen page: a plain link, as the feed
 * is a document of its own, without the top bar a client navigation would keep from home.
 */
export function ShortVideoCard({ video }: { video: ShortVideo }) {
  return (
    <a className={styles.card} href={`${basePathFrom()}/minVideoDetail/${video.id}.html`}>
      {video.poster && (
        // eslint-disable-next-line @next/next/no-img-element -- the video service's posters, any host
        <img src={video.poster} alt="" width={270} height={480} loading="lazy" decoding="async" />
      )}
      <span>{video.title}</span>
    </a>
  );
}
