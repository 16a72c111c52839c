import { isPlayableSource } from '@/lib/format/videoSource';
import { ArticleVideo } from '@/components/article/ArticleVideo';
import { LazyVideoPlayer } from '@/components/article/lazyMedia.island';
import { PhotoGallery, type PhotoLabels } from '@/components/article/PhotoGallery';
import type { Inquiry } from '@/lib/api/questionModel';
import styles from '@/components/questions/InquiryMedia.module.css';

/** An inquiry's pictures in the photo viewer, its videos in the articles' player and its audios in a player each. */
export function InquiryMedia({
  inquiry,
  photos,
  labels,
}: {
  inquiry: Pick<Inquiry, 'images' | 'videos' | 'audios'>;
  photos: PhotoLabels;
  labels: { video: (n: number) => string; audio: (n: number) => string; videoFailed: string };
}) {
  return (
    <div className={styles.media}>
      <PhotoGallery pictures={inquiry.images} photos={photos} />
      {inquiry.videos.filter(isPlayableSource).map((src, index) => (
        <LazyVideoPlayer key={src} src={src} failedText={labels.videoFailed}>
          <ArticleVideo poster="" title={labels.video(index + 1)} />
        </LazyVideoPlayer>
      ))}
      {inquiry.audios.map((src, index) => (
        <figure key={src} className={styles.audio}>
          <figcaption>{labels.audio(index + 1)}</figcaption>
          <audio controls preload="none" src={src} />
        </figure>
      ))}
    </div>
  );
}
