import type { ShortVideo } from '@/lib/api/vodModel';
import { ShortVideoCard } from '@/components/shortVideo/ShortVideoCard';
import styles from '@/components/shortVideo/ShortVideo.module.css';

/** The related short videos at the end of the feed, two to a row. */
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
  return (
    <section id={id} className={styles.related} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <ul className={styles.grid}>
        {videos.map((video) => (
          <li key={video.id}>
            <ShortVideoCard video={video} />
          </li>
        ))}
      </ul>
    </section>
  );
}
