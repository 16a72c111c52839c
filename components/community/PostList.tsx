import Link from 'next/link';
import type { Post } from '@/lib/api/communityModel';
import { formatCount } from '@/lib/format/count';
import styles from '@/components/community/PostList.module.css';

/** Up to this many of a post's pictures show in a list; the post itself shows them all. */
const LIST_PICTURES = 3;

/** A circle's posts, each opening its post page: the author, the time, the text, the first pictures, the praise. */
export function PostList({
  posts,
  when,
  praiseLabel,
}: {
  posts: Post[];
  when: (time: number) => string;
  praiseLabel: string;
}) {
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.id} className={styles.item}>
          <Link className={styles.card} href={`/postDetail/${post.id}.html`}>
            <span className={styles.byline}>
              <strong>{post.userName}</strong>
              <time dateTime={new Date(post.publishTime).toISOString()}>{when(post.publishTime)}</time>
            </span>
            <span className={styles.content}>{post.content}</span>
            {post.pictures.length > 0 && (
              <span className={styles.pictures}>
                {post.pictures.slice(0, LIST_PICTURES).map((src, index) => (
                  // eslint-disable-next-line @next/next/no-img-element -- members' pictures from the upload service, at any size
                  <img key={`${src}-${index}`} src={src} alt="" loading="lazy" className={styles.picture} />
                ))}
              </span>
            )}
            <span className={styles.praise}>
              {praiseLabel} {formatCount(post.praiseCount)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
