import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTimeZone } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { commentsOpen, getReplies } from '@/lib/api/comments';
import { getCommentTarget } from '@/lib/api/commentTargets';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { COMMENT_SOURCE } from '@/lib/contract/comments';
import type { RelativeTimeStyle } from '@/lib/format/relativeTime';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import { articleStatsOf } from '@/lib/stats/articleStatsOf';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { CommentInput } from '@/components/comment/CommentInput.island';
import { CommentStats } from '@/components/comment/CommentStats.island';
import { commentLabels } from '@/components/comment/CommentItem';
import { CommentList } from '@/components/comment/CommentList';
import { COMMENT_MESSAGES, commentAllPath } from '@/components/comment/CommentSection';
import { LoadMoreComments } from '@/components/comment/LoadMoreComments.island';
import styles from '@/components/comment/Comment.module.css';

/**
 * `/replyAll/:id.html`: one comment (or the thread of the reply named) with all its replies, oldest first, and
 * the input answering the comment, or the reply whose 回复 the reader tapped.
 */
export async function RepliesScreen({ commentId }: { commentId: number | null }) {
  if (commentId === null) notFound();
  const [thread, config, t, timeZone] = await Promise.all([
    getReplies(commentId, 1),
    requireSiteConfig(),
    getTranslations('comment'),
    getTimeZone(),
  ]);
  if (!thread) notFound();
  const { main } = thread;
  const [article, formatTime] = await Promise.all([
    getCommentTarget(main.source, main.articleId),
    relativeTimeFormatter(config.timeStyle),
  ]);
  if (!article) notFound();
  const stats = articleStatsOf(main.articleId, config);
  const list = {
    formatTime,
    labels: commentLabels((key) => t.raw(key) as string),
    moreReplies: t('moreReplies'),
    basePath: stats.config.basePath,
    replyInPlace: true,
  };
  return (
    <section className={styles.section} aria-labelledby="comments-heading">
      <h1 id="comments-heading" className={styles.heading}>
        {t('repliesTitle')}
      </h1>
      <Link className={styles.article} href={commentAllPath(main.articleId, main.source)}>
        {article.title}
      </Link>
      <IslandMessages namespaces={[...COMMENT_MESSAGES, 'time', 'list', 'empty.noMore']}>
        {main.source === COMMENT_SOURCE.article && <CommentStats stats={stats} />}
        <CommentList comments={[main]} {...list} />
        {commentsOpen(config, article) && (
          <CommentInput
            stats={stats}
            source={main.source}
            thread={{ id: main.id, name: main.userName }}
            basePath={stats.config.basePath}
          />
        )}
        <h2 className={styles.subheading}>{t('thread', { count: thread.totalCount })}</h2>
        {thread.list.length > 0 && <CommentList comments={thread.list} {...list} />}
        <LoadMoreComments
          operation="discussReply"
          id={main.id}
          shown={thread.list.map((reply) => reply.id)}
          firstPageHasMore={thread.hasMore}
          timeStyle={config.timeStyle as RelativeTimeStyle}
          timeZone={timeZone}
          basePath={stats.config.basePath}
          replyInPlace
        />
      </IslandMessages>
    </section>
  );
}
