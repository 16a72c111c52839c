'use client';

import { useMemo, useState } from 'react';
import { COMMENT_SOURCE, type CommentSource } from '@/lib/contract/comments';
import { useApiPages } from '@/lib/api/useApi';
import { toCommentPage, toReplyPage, type Comment, type CommentWithReplies } from '@/lib/api/commentModel';
import { formatRelativeTime, type RelativeTimeStyle } from '@/lib/format/relativeTime';
import { timeLabels } from '@/lib/format/timeLabels';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { commentLabels } from '@/components/comment/CommentItem';
import { CommentList } from '@/components/comment/CommentList';
import styles from '@/components/comment/Comment.module.css';
import listStyles from '@/components/column/ArticleList.module.css';

interface Page {
  list: (Comment | CommentWithReplies)[];
  hasMore: boolean;
}

/** A thread's page answers its replies as its list (discussReply); an article's, its comments. */
const readThreadPage = (reply: unknown): Page => {
  const page = toReplyPage(reply);
  return { list: page?.list ?? [], hasMore: page?.hasMore ?? false };
};
const readCommentPage = (reply: unknown): Page => toCommentPage(reply);

/**
 * The pages after the server's first: more at a tap while the last page said `hasMore`, 没有更多了 at the end.
 * Offset pages shift as comments arrive, so a comment an earlier page showed is left out.
 */
export function LoadMoreComments({
  operation,
  id,
  shown,
  firstPageHasMore,
  timeStyle,
  timeZone,
  basePath,
  replyInPlace = false,
  source = COMMENT_SOURCE.article,
}: {
  operation: 'discussView' | 'discussViewFlat' | 'discussReply';
  /** The target (an article, or what `source` names), or the thread's comment. */
  id: number;
  source?: CommentSource;
  /** The ids the server drew. */
  shown: number[];
  firstPageHasMore: boolean;
  timeStyle: RelativeTimeStyle;
  timeZone: string;
  basePath: string;
  replyInPlace?: boolean;
}) {
  const t = useIslandTranslations('comment');
  const tList = useIslandTranslations('list');
  const tEmpty = useIslandTranslations('empty');
  const tTime = useIslandTranslations('time');
  const { data, error, size, setSize, isValidating, mutate } = useApiPages(
    operation,
    `${operation}:${source}:${id}`,
    (page) => ({ id, page, pageSize: 20, ...(operation === 'discussReply' ? {} : { source }) }),
    operation === 'discussReply' ? readThreadPage : readCommentPage,
  );
  const pages = data ?? [];
  const comments = useMemo(() => {
    const seen = new Set(shown);
    return (data ?? []).flatMap((page) =>
      page.list.filter((item) => !seen.has(item.id) && seen.add(item.id)),
    );
  }, [data, shown]);
  const hasMore = pages.length === 0 ? firstPageHasMore : (pages[pages.length - 1]?.hasMore ?? false);
  const loading = isValidating && size > pages.length;
  const labels = timeLabels((key) => tTime(key));
  const [now] = useState(() => Date.now());

  return (
    <>
      {comments.length > 0 && (
        <CommentList
          comments={comments}
          formatTime={(ms) => (ms > 0 ? formatRelativeTime(ms, now, timeStyle, labels, timeZone) : '')}
          labels={commentLabels((key) => t(key))}
          moreReplies={t('moreReplies')}
          basePath={basePath}
          replyInPlace={replyInPlace}
        />
      )}
      {hasMore ? (
        <button
          type="button"
          className={listStyles.more}
          onClick={() => void (error ? mutate() : setSize(size + 1))}
          disabled={loading}
        >
          {loading ? tList('loading') : error ? tList('loadFailed') : tList('loadMore')}
        </button>
      ) : (
        <p className={styles.empty}>{tEmpty('noMore')}</p>
      )}
    </>
  );
}
