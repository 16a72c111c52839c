import type { ReactNode } from 'react';
import Link from 'next/link';
import type { ArticleSummary } from '@/lib/api/articleModel';
import { MarkedText } from '@/components/search/MarkedText';
import { pictureLoading } from '@/components/shell/pictureLoading';
import styles from '@/components/column/ArticleList.module.css';

export type ListLayout = 'right' | 'left';

/** Site config padListType 1 is the left-list layout (spec section 3); anything else puts pictures right. */
export const listLayoutOf = (config: { padListType: number } | null): ListLayout =>
  config?.padListType === 1 ? 'left' : 'right';

const SHAPE_CLASS = {
  right: styles.thumbRight,
  left: styles.thumbLeft,
  big: styles.bigPicture,
  three: styles.threeRow,
  text: styles.textOnly,
};

/**
 * One row of an article list, the same on the server and in the load-more island. picType picks the shape:
 * 2 a big picture, 3 three pictures, otherwise a thumbnail beside the title (left of it when the site's
 * padListType is 1) or text only. A search result marks its keyword in the title and shows its snippet.
 */
export function ArticleListItem({
  item,
  time,
  layout,
  eager = false,
  badge,
  keyword,
  after,
  level = 3,
}: {
  item: ArticleSummary;
  time: string;
  layout: ListLayout;
  eager?: boolean;
  badge?: string;
  /** The search keyword to mark, on a list of search results. */
  keyword?: string;
  /** What a list adds under the row, outside its link (a member's favourites: when, and the remove button). */
  after?: ReactNode;
  /** The title's heading level: 2 in a page's own list, under its h1; 3 under a block's h2. */
  level?: 2 | 3;
}) {
  const Title = level === 2 ? 'h2' : 'h3';
  const picture = pictureLoading(eager);
  const shape =
    item.picType === 3 && item.images.length >= 3
      ? 'three'
      : item.picType === 2 && item.image
        ? 'big'
        : item.image
          ? layout
          : 'text';
  const meta = (
    <p className={styles.meta}>
      {badge && <span className={styles.badge}>{badge}</span>}
      {item.source && <span>{item.source}</span>}
      {time && <time dateTime={new Date(item.publishtime).toISOString()}>{time}</time>}
    </p>
  );
  const content = (
    <>
      <div className={styles.text}>
        <Title className={styles.title}>
          {keyword ? <MarkedText text={item.title} keyword={keyword} /> : item.title}
        </Title>
        {item.snippet && (
          <p className={styles.snippet}>
            {keyword ? <MarkedText text={item.snippet} keyword={keyword} /> : item.snippet}
          </p>
        )}
        {shape !== 'three' && shape !== 'big' && meta}
      </div>
      {(shape === 'left' || shape === 'right') && (
        <img className={styles.thumb} src={item.image} alt="" width={228} height={152} {...picture} />
      )}
      {shape === 'big' && (
        <img className={styles.big} src={item.image} alt="" width={690} height={388} {...picture} />
      )}
      {shape === 'three' && (
        <div className={styles.threePictures}>
          {item.images.slice(0, 3).map((src) => (
            <img key={src} src={src} alt="" width={222} height={148} {...picture} />
          ))}
        </div>
      )}
      {(shape === 'three' || shape === 'big') && meta}
    </>
  );
  const className = `${styles.item} ${SHAPE_CLASS[shape]}`;
  return (
    <li>
      {item.external ? (
        <a className={className} href={item.href} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <Link className={className} href={item.href}>
          {content}
        </Link>
      )}
      {after}
    </li>
  );
}
