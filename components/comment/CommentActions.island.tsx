'use client';

import Link from 'next/link';
import { useState } from 'react';
import { REPORT_REASONS } from '@/lib/contract/comments';
import type { ReportReason } from '@/lib/api/commentActions';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { showToast } from '@/lib/shellEvents';
import { sendArticleRecord } from '@/lib/stats/articleStats';
import { DATA_TYPE } from '@/lib/stats/events';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import { commentCalls, goToLogin, useMemberId } from '@/components/comment/useCommentMember';
import { setReplyTarget } from '@/components/comment/replyTarget';
import { PraiseButton } from '@/components/comment/PraiseButton.island';
import { commentStats } from '@/components/comment/CommentStats.island';
import styles from '@/components/comment/Comment.module.css';

const REASONS = Object.keys(REPORT_REASONS).map(Number) as ReportReason[];

/**
 * What a reader may do with one comment or reply: praise it, reply (in place where the page has the input, else
 * on its thread's page), report someone else's with a reason, delete their own. The calls load at the first tap;
 * a praise that goes in sends the like record (1000002) of the article (CommentStats).
 */
export function CommentActions({
  id,
  authorId,
  authorName,
  praiseCount,
  replyHref,
  basePath,
}: {
  id: number;
  /** 0 for the newsroom's comments. */
  authorId: number;
  authorName: string;
  praiseCount: number;
  /** Where 回复 leads; null: the page's input answers this comment. */
  replyHref: string | null;
  basePath: string;
}) {
  const t = useIslandTranslations('comment');
  const text = useMessageText();
  const memberId = useMemberId();
  const own = memberId > 0 && memberId === authorId;
  const [reporting, setReporting] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<void>, done: string) {
    if (!memberSignedIn()) return goToLogin(basePath);
    setBusy(true);
    try {
      await call();
      showToast({ text: done });
    } catch (error) {
      const { errorMessage } = await import('@/lib/auth/memberMessages');
      showToast({ text: text(errorMessage(error)) });
    } finally {
      setBusy(false);
    }
  }

  const remove = () =>
    run(async () => {
      const { api, deleteComment } = await commentCalls();
      await deleteComment(api, id);
      const item = document.getElementById(`comment-${id}`);
      if (item) item.hidden = true;
    }, t('deleted'));

  const report = (reason: ReportReason) =>
    run(async () => {
      const { api, reportComment } = await commentCalls();
      await reportComment(api, id, reason);
      setReporting(false);
    }, t('reported'));

  return (
    <>
      <PraiseButton
        count={praiseCount}
        label={t('praise')}
        basePath={basePath}
        save={async (praised) => {
          const { api, praiseComment } = await commentCalls();
          return praiseComment(api, id, praised);
        }}
        onPraised={() => {
          const stats = commentStats();
          if (stats) sendArticleRecord(stats, DATA_TYPE.like);
        }}
      />
      {replyHref ? (
        <Link className={styles.action} href={replyHref}>
          {t('reply')}
        </Link>
      ) : (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            setReplyTarget({ id, name: authorName });
            document.getElementById('comment-input')?.focus();
          }}
        >
          {t('reply')}
        </button>
      )}
      {own ? (
        <button
          type="button"
          className={styles.action}
          disabled={busy}
          onClick={() => {
            if (window.confirm(t('deleteConfirm'))) void remove();
          }}
        >
          {t('delete')}
        </button>
      ) : (
        authorId > 0 && (
          <button
            type="button"
            className={styles.action}
            aria-expanded={reporting}
            onClick={() => setReporting(!reporting)}
          >
            {t('report')}
          </button>
        )
      )}
      {reporting && (
        <div role="group" aria-labelledby={`report-${id}`} className={styles.reasons}>
          <span id={`report-${id}`}>{t('reportTitle')}</span>
          {REASONS.map((reason) => (
            <button
              key={reason}
              type="button"
              className={styles.action}
              disabled={busy}
              onClick={() => void report(reason)}
            >
              {t(`reasons.${reason}`)}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
