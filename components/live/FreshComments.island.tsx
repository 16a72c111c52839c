'use client';

import {
  formatRelativeTime,
  type RelativeTimeLabels,
  type RelativeTimeStyle,
} from '@/lib/format/relativeTime';
import type { CommentLabels } from '@/components/comment/CommentItem';
import { CommentList } from '@/components/comment/CommentList';
import { useLiveFeed } from '@/components/live/useLiveFeed';
import commentStyles from '@/components/comment/Comment.module.css';
import styles from '@/components/live/Live.module.css';

/** Comments approved on the live since the page was drawn, newest first, above its comment section. */
export function FreshComments({
  fileId,
  heading,
  timeStyle,
  timeZone,
  timeLabels,
  labels,
  moreReplies,
  basePath,
}: {
  fileId: number;
  heading: string;
  timeStyle: RelativeTimeStyle;
  timeZone: string;
  timeLabels: RelativeTimeLabels;
  labels: CommentLabels;
  moreReplies: string;
  basePath: string;
}) {
  const { comments } = useLiveFeed(fileId);
  if (comments.length === 0) return null;
  return (
    <section className={styles.freshComments} aria-labelledby="live-fresh-comments">
      <h2 id="live-fresh-comments" className={commentStyles.subheading}>
        {heading}
      </h2>
      <CommentList
        comments={comments}
        formatTime={(ms) =>
          ms > 0 ? formatRelativeTime(ms, Math.max(Date.now(), ms), timeStyle, timeLabels, timeZone) : ''
        }
        labels={labels}
        moreReplies={moreReplies}
        basePath={basePath}
      />
    </section>
  );
}
