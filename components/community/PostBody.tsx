import type { ReactNode } from 'react';
import { PhotoGallery, type PhotoLabels } from '@/components/article/PhotoGallery';
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
  photos: PhotoLabels;
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
      <PhotoGallery pictures={pictures} photos={photos} />
      {children}
      <IslandMessages namespaces={['comment', 'memberErrors', 'errors']}>
        <CommunityPraise {...praise} />
      </IslandMessages>
    </article>
  );
}
