import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import type { CommentSectionData } from '@/lib/api/comments';
import { COMMENT_SOURCE, type CommentSource } from '@/lib/contract/comments';
import { formatCommentCount } from '@/lib/format/count';
import type { MessagePath } from '@/lib/i18n/messages';
import type { ArticleStats } from '@/lib/stats/events';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { commentLabels } from '@/components/comment/CommentItem';
import { CommentList } from '@/components/comment/CommentList';
import { CommentZone, LazyCommentInput, LazyCommentStats } from '@/components/comment/lazyComment.island';
import styles from '@/components/comment/Comment.module.css';

/** What the comment islands say: their namespace and the refusals a member's call may meet. */
export const COMMENT_MESSAGES: MessagePath[] = [
  'comment',
  'imageAttachments',
  'time.justNow',
  'errors.commentFailed',
  'errors.generic',
  'errors.network',
  'memberErrors.articleMissing',
  'memberErrors.accountDisabled',
  'memberErrors.signInFirst',
  'memberErrors.sessionExpired',
  'memberErrors.tooManyRequests',
];

export const commentAllPath = (fileId: number, source: CommentSource = COMMENT_SOURCE.article) =>
  `/commentAll/${fileId}/${source}.html`;

/**
 * The conversation under an article or another target (`source`, COMMENT_SOURCE; `stats.fileId` its id), streamed
 * in after it: the count (999+ at most), the input where comments are open, hot comments (discussHot), the latest
 * page, and the way to all of them. The same for every reader: what is theirs (their pending comment, their
 * praise) only the islands know. Only an article's conversation sends statistics records.
 */
export async function CommentSection({
  data,
  stats,
  source = COMMENT_SOURCE.article,
  inputAllowed,
  formatTime,
}: {
  data: Promise<CommentSectionData | null>;
  stats: ArticleStats;
  source?: CommentSource;
  inputAllowed: boolean;
  formatTime: (ms: number) => string;
}) {
  const [shown, t, tEmpty] = await Promise.all([data, getTranslations('comment'), getTranslations('empty')]);
  if (!shown) return null;
  const { hot, latest, count } = shown;
  const list = {
    formatTime,
    labels: commentLabels((key) => t.raw(key) as string),
    moreReplies: t('moreReplies'),
    basePath: stats.config.basePath,
  };
  // Keyed by its target: another target's conversation (a client-side navigation from one article to the next,
  // the same route with other parameters) is a zone of its own whose islands start afresh, not this one updated.
  return (
    <CommentZone
      key={`${source}:${stats.fileId}`}
      kind="section"
      as="section"
      className={styles.section}
      aria-labelledby="comments-heading"
    >
      <h2 id="comments-heading" className={styles.heading}>
        {t('heading', { count: formatCommentCount(count) })}
      </h2>
      <IslandMessages namespaces={COMMENT_MESSAGES}>
        {source === COMMENT_SOURCE.article && <LazyCommentStats stats={stats} />}
        {inputAllowed && (
          <LazyCommentInput stats={stats} source={source} thread={null} basePath={stats.config.basePath} />
        )}
        {hot.length > 0 && (
          <>
            <h3 className={styles.subheading}>{t('hot')}</h3>
            <CommentList comments={hot} {...list} />
          </>
        )}
        <h3 className={styles.subheading}>{t('latest')}</h3>
        {latest.list.length > 0 ? (
          <CommentList comments={latest.list} {...list} />
        ) : (
          <p className={styles.empty}>{tEmpty('noComments')}</p>
        )}
      </IslandMessages>
      {latest.list.length > 0 && (
        <Link className={styles.link} href={commentAllPath(stats.fileId, source)}>
          {t('all')}
        </Link>
      )}
    </CommentZone>
  );
}
