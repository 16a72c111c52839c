'use client';

import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { COMMENT_LIMITS, COMMENT_SOURCE, type CommentSource } from '@/lib/contract/comments';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { sendArticleRecord } from '@/lib/stats/articleStats';
import { DATA_TYPE, type ArticleStats } from '@/lib/stats/events';
import { FormError } from '@/components/forms/FormError';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import { goToLogin } from '@/components/comment/useCommentMember';
import { setReplyTarget, useReplyTarget } from '@/components/comment/replyTarget';
import { CommentActions } from '@/components/comment/CommentActions.island';
import { UploadedPictures } from '@/components/forms/UploadedPictures.island';
import { CommentItem, commentLabels } from '@/components/comment/CommentItem';
import { useCommentDraft } from '@/components/comment/useCommentDraft';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { useOwnComments } from '@/components/comment/useOwnComments';
import styles from '@/components/comment/CommentInput.module.css';
import listStyles from '@/components/comment/Comment.module.css';

/**
 * The comment input (members only): a signed-out reader is told 请登录后评论 and goes to login and back, the draft
 * kept. What the member posts shows under the input at once, with 评论审核中 while it waits for an editor: the page
 * itself is every reader's, so only this island knows it.
 */
export function CommentInput({
  stats,
  source = COMMENT_SOURCE.article,
  thread,
  basePath,
}: {
  /** The target's id (`fileId`) and the statistics service (an article's comment record, 1000013). */
  stats: ArticleStats;
  /** What `stats.fileId` names (COMMENT_SOURCE): only an article's comments send the record. */
  source?: CommentSource;
  /** The comment a thread's page answers by default (replyAll); null under an article. */
  thread: { id: number; name: string } | null;
  basePath: string;
}) {
  const t = useIslandTranslations('comment');
  const tTime = useIslandTranslations('time');
  const text = useMessageText();
  const chosen = useReplyTarget();
  const target = chosen ?? thread;
  // The picture picker loads once a member starts writing, or at once when the draft has pictures.
  const [writing, setWriting] = useState(false);
  const own = useOwnComments(stats.fileId, source);
  const draft = useCommentDraft({
    articleId: stats.fileId,
    source,
    threadId: thread?.id ?? 0,
    onPosted: (comment) => {
      own.add(comment);
      setReplyTarget(null);
      if (source === COMMENT_SOURCE.article) sendArticleRecord(stats, DATA_TYPE.comment);
    },
  });

  const field = useTypedBeforeHydration<HTMLTextAreaElement>(draft.change);
  function focused() {
    if (memberSignedIn()) setWriting(true);
    else draft.refuse({ key: 'comment.signInToComment' });
  }
  // A reader already in the box as the island starts gets what focusing it gives (the sign-in prompt).
  const focusedBeforeStart = useEffectEvent(focused);
  useEffect(() => {
    if (document.activeElement === field.current) focusedBeforeStart();
  }, [field]);

  async function send(event: FormEvent) {
    event.preventDefault();
    if ((await draft.submit({ parentId: target?.id ?? 0 })) === 'signIn') goToLogin(basePath);
  }

  const labels = commentLabels((key) => t(key));
  return (
    <>
      <form className={styles.input} onSubmit={(event) => void send(event)} noValidate>
        <label htmlFor="comment-input" className={styles.label}>
          {target ? t('replyTo', { name: target.name }) : t('write')}
        </label>
        <textarea
          ref={field}
          id="comment-input"
          className={styles.text}
          value={draft.text}
          maxLength={COMMENT_LIMITS.maxLength}
          rows={3}
          aria-describedby={draft.notice ? 'comment-notice' : undefined}
          onFocus={focused}
          onChange={(event) => draft.change(event.target.value)}
        />
        {(writing || draft.images.length > 0) && (
          <UploadedPictures images={draft.images} onChange={draft.changeImages} disabled={draft.pending} />
        )}
        <div className={styles.row}>
          {chosen && (
            <button type="button" className={listStyles.action} onClick={() => setReplyTarget(null)}>
              {t('cancelReply')}
            </button>
          )}
          <SubmitButton pending={draft.pending} label={t('send')} pendingLabel={t('sending')} />
        </div>
        {draft.posted && draft.notice ? (
          <p id="comment-notice" role="status" className={styles.done}>
            {text(draft.notice)}
          </p>
        ) : (
          <FormError id="comment-notice" text={draft.notice ? text(draft.notice) : null} />
        )}
      </form>
      {own.mine.length > 0 && (
        <ul className={listStyles.list} aria-label={t('mine')}>
          {own.mine.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              time={tTime('justNow')}
              labels={labels}
              actions={
                <CommentActions
                  id={comment.id}
                  authorId={comment.userId}
                  authorName={comment.userName}
                  praiseCount={0}
                  replyHref={null}
                  basePath={basePath}
                />
              }
            />
          ))}
        </ul>
      )}
    </>
  );
}
