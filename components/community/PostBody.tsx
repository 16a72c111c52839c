import type { ReactNode } from 'react';
import { LazyPhotoSet } from '@/components/article/lazyMedia.island';
import { PhotoSlides } from '@/components/article/PhotoSlides';
import { CommunityPraise } from '@/components/community/CommunityPraise.island';
import { IslandMessages } from '@/components/shell/IslandMessages';
import styles from '@/components/community/PostScreen.module.css';

/**
 * A member's post as its own page shows it (a circle's post, a friends-circle post): the author, the time and
 * where it was posted, the text, the pictures in the photo viewer photo-set articles use, `children` (a video),
 * and 点赞 (the member's praise in its island).
 */
export function PostBody({
  author,
  time,
  where,
  content,
  pictures,
  photos,
  praise,
  children,
}: {
  author: string;
  time: { iso: string; text: string };
  where?: ReactNode;
  content: string;
  pictures: string[];
  /** The photo viewer's labels: its name, the counter template, the buttons and the track. */
  photos: { label: string; counterTemplate: string; previous: string; next: string; track: string };
  praise: { kind: 'post' | 'moment'; id: number; count: number; label: string; basePath: string };
  children?: ReactNode;
}) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.author}>{author}</h1>
        <p className={styles.meta}>
          <time dateTime={time.iso}>{time.text}</time> {where}
        </p>
      </header>
      <p className={styles.content}>{content}</p>
      {pictures.length > 0 && (
        <LazyPhotoSet
          count={pictures.length}
          counterTemplate={photos.counterTemplate}
          previousLabel={photos.previous}
          nextLabel={photos.next}
          label={photos.label}
          trackLabel={photos.track}
        >
          <PhotoSlides
            pictures={pictures.map((src) => ({ src, caption: '' }))}
            counterTemplate={photos.counterTemplate}
          />
        </LazyPhotoSet>
      )}
      {children}
      <IslandMessages namespaces={['comment', 'memberErrors', 'errors']}>
        <CommunityPraise {...praise} />
      </IslandMessages>
    </article>
  );
}
