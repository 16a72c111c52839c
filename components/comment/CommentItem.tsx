import type { ReactNode } from 'react';
import type { Comment } from '@/lib/api/commentModel';
import styles from '@/components/comment/Comment.module.css';

/** The words a comment shows around its text, translated where it is drawn (server or island). */
export interface CommentLabels {
  official: string;
  officialReply: string;
  topping: string;
  excellent: string;
  pending: string;
  /** '回复 {name}：' before a reply to a reply, the name put in where it is drawn. */
  answering: string;
  /** A picture's alt text, '评论配图 {n}' with its place put in. */
  picture: string;
}

/** The labels from a translator of the `comment` namespace (raw: `answering` keeps its `{name}`). */
export const commentLabels = (read: (key: keyof CommentLabels) => string): CommentLabels => ({
  official: read('official'),
  officialReply: read('officialReply'),
  topping: read('topping'),
  excellent: read('excellent'),
  pending: read('pending'),
  answering: read('answering'),
  picture: read('picture'),
});

/** The thumbnail's box in CSS pixels (square, the picture cropped to fill it): the layout is set before it loads. */
const THUMBNAIL = 72;

/** The marks a comment carries: the newsroom's comment or reply, editors' topping and excellent, waiting. */
export function commentBadges(comment: Comment, labels: CommentLabels): string[] {
  return [
    comment.official ? (comment.parentId > 0 ? labels.officialReply : labels.official) : '',
    comment.topping ? labels.topping : '',
    comment.excellent ? labels.excellent : '',
  ].filter(Boolean);
}

/**
 * One comment or reply: avatar, name and marks, its text (plain text, shown as typed), pictures, time, and what
 * the reader may do with it (`actions`, an island) and its replies (`children`). Pure: drawn by the server's
 * sections and by the islands that add pages and the reader's own comments.
 */
export function CommentItem({
  comment,
  time,
  labels,
  actions,
  children,
}: {
  comment: Comment;
  time: string;
  labels: CommentLabels;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const name = comment.userName || '—';
  return (
    <li className={styles.item} id={`comment-${comment.id}`}>
      {comment.userIcon ? (
        // eslint-disable-next-line @next/next/no-img-element -- members' avatars come from any host
        <img className={styles.avatar} src={comment.userIcon} alt="" loading="lazy" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {[...name][0]}
        </span>
      )}
      <div className={styles.body}>
        <p className={styles.author}>
          <span className={styles.name}>{name}</span>
          {commentBadges(comment, labels).map((badge) => (
            <span key={badge} className={styles.badge}>
              {badge}
            </span>
          ))}
          {comment.pending && <span className={styles.pending}>{labels.pending}</span>}
        </p>
        <p className={styles.content}>
          {comment.parentUserName && (
            <span className={styles.answers}>
              {labels.answering.replace('{name}', comment.parentUserName)}
            </span>
          )}
          {comment.content}
        </p>
        {comment.images.length > 0 && (
          <ul className={styles.images}>
            {comment.images.map((src, index) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noopener">
                  {/* eslint-disable-next-line @next/next/no-img-element -- uploaded pictures, any size and host */}
                  <img
                    src={src}
                    alt={labels.picture.replace('{n}', String(index + 1))}
                    width={THUMBNAIL}
                    height={THUMBNAIL}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.meta}>
          {time && <time dateTime={new Date(comment.created).toISOString()}>{time}</time>}
          {actions}
        </div>
        {children}
      </div>
    </li>
  );
}
