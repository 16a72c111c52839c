import type { ShortVideo } from '@/lib/api/vodModel';
import { basePathFrom } from '@/lib/config/env.mjs';
import module from '@/components/column/ModuleBlock.module.css';
import styles from '@/components/shortVideo/ShortVideoStrip.module.css';

/**
 * Home's 短视频 row under the lives: the newest clips as vertical posters, each opening the full-screen feed. Plain
 * links: the feed is a document of its own, without home's top bar (a client navigation keeps the layout's).
 */
export function ShortVideoStrip({ videos, name }: { videos: ShortVideo[]; name: string }) {
  if (videos.length === 0) return null;
  const base = basePathFrom();
  return (
    <section className={module.module} aria-labelledby="short-videos">
      <div className={module.header}>
        <h2 id="short-videos" className={module.name}>
          {name}
        </h2>
      </div>
      <ul className={module.strip}>
        {videos.map((video) => (
          <li key={video.id} className={styles.item}>
            <a className={styles.card} href={`${base}/minVideoDetail/${video.id}.html`}>
              {video.poster && (
                // eslint-disable-next-line @next/next/no-img-element -- the video service's posters, any host
                <img src={video.poster} alt="" width={270} height={480} loading="lazy" decoding="async" />
              )}
              <span>{video.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
