import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTimeZone } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import {
  COMMENT_PAGE_SIZE,
  commentsOpen,
  getHotComments,
  getLatestComments,
  listOperation,
  type CommentListKind,
} from '@/lib/api/comments';
import { getCommentTarget } from '@/lib/api/commentTargets';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { COMMENT_SOURCE, type CommentSource } from '@/lib/contract/comments';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import type { RelativeTimeStyle } from '@/lib/format/relativeTime';
import { articleStatsOf } from '@/lib/stats/articleStatsOf';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { CommentInput } from '@/components/comment/CommentInput.island';
import { CommentStats } from '@/components/comment/CommentStats.island';
import { commentLabels } from '@/components/comment/CommentItem';
import { CommentList } from '@/components/comment/CommentList';
import { COMMENT_MESSAGES, commentAllPath } from '@/components/comment/CommentSection';
import { LoadMoreComments } from '@/components/comment/LoadMoreComments.island';
import styles from '@/components/comment/Comment.module.css';

export type CommentOrder = 'new' | 'hot';

/**
 * `/commentAll/:id?/:source.html`: every comment of an article (or the target `source` names), newest first (20 a page, more at a tap) or hot
 * (discussHot's best 20), with the input where comments are open. `kind` is the newest list's shape: nested
 * (discussView, each comment with its first replies), or flat (discussViewFlat) with `?view=flat`.
 */
export async function CommentsScreen({
  fileId,
  source,
  order,
  kind,
}: {
  fileId: number | null;
  source: CommentSource;
  order: CommentOrder;
  kind: CommentListKind;
}) {
  if (fileId === null) notFound();
  const [article, config, t, tEmpty, timeZone, newest, hot] = await Promise.all([
    getCommentTarget(source, fileId),
    requireSiteConfig(),
    getTranslations('comment'),
    getTranslations('empty'),
    getTimeZone(),
    order === 'new' ? getLatestComments(fileId, 1, COMMENT_PAGE_SIZE, kind, source) : null,
    order === 'hot' ? getHotComments(fileId, source) : null,
  ]);
  if (!article || (order === 'new' && !newest)) notFound();
  const formatTime = await relativeTimeFormatter(config.timeStyle);
  const stats = articleStatsOf(fileId, config);
  const list = newest?.list ?? hot ?? [];
  const tab = (to: CommentOrder) => `${commentAllPath(fileId, source)}${to === 'hot' ? '?order=hot' : ''}`;
  return (
    <section className={styles.section} aria-labelledby="comments-heading">
      <h1 id="comments-heading" className={styles.heading}>
        {t('allTitle')}
      </h1>
      <Link className={styles.article} href={article.href}>
        {article.title}
      </Link>
      <nav className={styles.tabs} aria-label={t('allTitle')}>
        <Link href={tab('new')} aria-current={order === 'new' ? 'page' : undefined}>
          {t('newest')}
        </Link>
        <Link href={tab('hot')} aria-current={order === 'hot' ? 'page' : undefined}>
          {t('hottest')}
        </Link>
      </nav>
      <IslandMessages namespaces={[...COMMENT_MESSAGES, 'time', 'list', 'empty.noMore']}>
        {source === COMMENT_SOURCE.article && <CommentStats stats={stats} />}
        {commentsOpen(config, article) && (
          <CommentInput stats={stats} source={source} thread={null} basePath={stats.config.basePath} />
        )}
        {list.length === 0 ? (
          <p className={styles.empty}>{tEmpty('noComments')}</p>
        ) : (
          <CommentList
            comments={list}
            formatTime={formatTime}
            labels={commentLabels((key) => t.raw(key) as string)}
            moreReplies={t('moreReplies')}
            basePath={stats.config.basePath}
          />
        )}
        {list.length > 0 && (
          <LoadMoreComments
            operation={listOperation(kind)}
            id={fileId}
            source={source}
            shown={list.map((comment) => comment.id)}
            firstPageHasMore={newest?.hasMore ?? false}
            timeStyle={config.timeStyle as RelativeTimeStyle}
            timeZone={timeZone}
            basePath={stats.config.basePath}
          />
        )}
      </IslandMessages>
    </section>
  );
}
