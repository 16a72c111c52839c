import type { ShortVideo } from '@/lib/api/vodModel';
import { basePathFrom } from '@/lib/config/env.mjs';
import styles from '@/components/shortVideo/ShortVideo.module.css';

/** Short videos as poster cards, two to a row, each leading to its own full-screen page. */
export function RelatedShortVideos({
  id,
  heading,
  videos,
}: {
  id: string;
  heading: string;
  videos: ShortVideo[];
}) {
  if (videos.length === 0) return null;
  const base = basePathFrom();
  return (
    <section id={id} className={styles.related} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <ul className={styles.grid}>
        {videos.map((video) => (
          <li key={video.id}>
            <a className={styles.card} href={`${base}/minVideoDetail/${video.id}.html`}>
              {video.poster && (
                // eslint-disable-next-line @next/next/no-img-element -- the CMS's own pictures, any host
                <img src={video.poster} alt="" width={360} height={640} loading="lazy" decoding="async" />
              )}
              <span>{video.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
