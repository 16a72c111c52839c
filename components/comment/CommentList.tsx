import Link from 'next/link';
import type { Comment, CommentWithReplies } from '@/lib/api/commentModel';
import { CommentItem, type CommentLabels } from '@/components/comment/CommentItem';
import { LazyCommentActions } from '@/components/comment/lazyComment.island';
import styles from '@/components/comment/Comment.module.css';

export const replyAllPath = (comment: Comment) => `/replyAll/${comment.topId || comment.id}.html`;

/**
 * Comments with what a reader may do with each, and under each the first replies of its thread (a nested list's
 * topDiscuss) with 更多回复 leading to the thread's page. Pure: the server draws the first page, the islands the
 * pages after it; the actions' code loads apart (lazyComment.island.tsx). `replyInPlace`: 回复 points the page's
 * own input at the comment (the thread's page).
 */
export function CommentList({
  comments,
  formatTime,
  labels,
  moreReplies,
  basePath,
  replyInPlace = false,
}: {
  comments: (Comment | CommentWithReplies)[];
  formatTime: (ms: number) => string;
  labels: CommentLabels;
  moreReplies: string;
  basePath: string;
  replyInPlace?: boolean;
}) {
  const item = (comment: Comment | CommentWithReplies) => {
    const replies = 'replies' in comment ? comment.replies : null;
    return (
      <CommentItem
        key={comment.id}
        comment={comment}
        time={formatTime(comment.created)}
        labels={labels}
        actions={
          <LazyCommentActions
            id={comment.id}
            authorId={comment.userId}
            authorName={comment.userName}
            praiseCount={comment.praiseCount}
            replyHref={replyInPlace ? null : `${replyAllPath(comment)}#comment-input`}
            basePath={basePath}
          />
        }
      >
        {replies && replies.list.length > 0 && (
          <ul className={styles.replies}>
            {replies.list.map(item)}
            {replies.hasMore && (
              <li>
                <Link className={styles.moreReplies} href={replyAllPath(comment)}>
                  {moreReplies}
                </Link>
              </li>
            )}
          </ul>
        )}
      </CommentItem>
    );
  };
  return <ul className={styles.list}>{comments.map(item)}</ul>;
}
