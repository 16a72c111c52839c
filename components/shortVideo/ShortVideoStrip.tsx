import type { ShortVideo } from '@/lib/api/vodModel';
import { ShortVideoCard } from '@/components/shortVideo/ShortVideoCard';
import module from '@/components/column/ModuleBlock.module.css';
import styles from '@/components/shortVideo/ShortVideoStrip.module.css';

/** Home's 短视频 row under the lives: the newest clips as vertical posters, each opening the full-screen feed. */
export function ShortVideoStrip({ videos, name }: { videos: ShortVideo[]; name: string }) {
  if (videos.length === 0) return null;
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
            <ShortVideoCard video={video} />
          </li>
        ))}
      </ul>
    </section>
  );
}
