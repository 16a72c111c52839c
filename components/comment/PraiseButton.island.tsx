'use client';

import { useState } from 'react';
import { isApiError } from '@/lib/api/apiError';
import type { PraiseState } from '@/lib/api/commentModel';
import { formatCount } from '@/lib/format/count';
import { showToast } from '@/lib/shellEvents';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import { goToLogin } from '@/components/comment/useCommentMember';
import styles from '@/components/comment/Comment.module.css';

/** The backend's answer to a praise given before (backend/README.md "Praise"). */
const REPEATED = /^请不要重复点赞$/;

/**
 * 点赞 of an article or a comment, by a member or, where the site allows it (site config
 * `siteConfig.discuss.anonymousPraise`), a signed-out reader's device; a reader the backend will not take is sent
 * to login and back. Shared pages never say whether this reader praised: the first tap praises,
 * a repeat the backend refuses says 已经点过赞了哦! and shows the praise as given, and a tap on a given praise
 * takes it back. `onPraised` hears each praise that went in (the like record).
 */
export function PraiseButton({
  count,
  label,
  basePath,
  save,
  onPraised,
  className = styles.action,
}: {
  /** The praise count the page was drawn with; null to show none (the article's is in its counts line). */
  count: number | null;
  label: string;
  basePath: string;
  save: (praised: boolean) => Promise<PraiseState>;
  onPraised?: () => void;
  className?: string;
}) {
  const t = useIslandTranslations('comment');
  const text = useMessageText();
  const [state, setState] = useState({ praised: false, praiseCount: count ?? 0 });
  const [pending, setPending] = useState(false);

  async function toggle() {
    const next = !state.praised;
    setPending(true);
    try {
      setState(await save(next));
      showToast({ text: t(next ? 'liked' : 'unliked') });
      if (next) onPraised?.();
    } catch (error) {
      // The backend decides who may praise: a member, or where the site allows it a reader's device.
      if (isApiError(error) && error.kind === 'loginRequired') return goToLogin(basePath);
      if (isApiError(error) && error.kind === 'status' && REPEATED.test(error.message)) {
        setState((shown) => ({ ...shown, praised: true }));
        showToast({ text: t('alreadyLiked') });
      } else {
        const { errorMessage } = await import('@/lib/auth/memberMessages');
        showToast({ text: text(errorMessage(error)) });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      className={className}
      aria-pressed={state.praised}
      disabled={pending}
      onClick={() => void toggle()}
    >
      {label}
      {count !== null && state.praiseCount > 0 ? ` ${formatCount(state.praiseCount)}` : ''}
    </button>
  );
}
