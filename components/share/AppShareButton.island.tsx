'use client';

import { useEffect } from 'react';
import type { AppShareCard } from '@/lib/auth/appBridge';
import type { ArticleStats } from '@/lib/stats/events';
import { reportShare } from '@/lib/stats/shareStats';
import { showToast } from '@/lib/shellEvents';
import styles from '@/components/share/Share.module.css';

/**
 * Inside the app's webview: hands the share card to the app's share sheet through the bridge, and reports each
 * share the app says was completed (the share event and record). An app without the bridge gets a toast. The
 * bridge code loads with the button, which only the app's pages render.
 */
const appBridge = () => import('@/lib/auth/appBridge');

export function AppShareButton({
  label,
  unavailableText,
  card,
  article,
  className,
}: {
  label: string;
  unavailableText: string;
  card: AppShareCard;
  article: ArticleStats;
  /** The button's own class where it sits among other buttons (a short video's); else a row of its own. */
  className?: string;
}) {
  useEffect(
    () => {
      let stop: (() => void) | undefined;
      let unmounted = false;
      void appBridge().then(({ onAppShareResult }) => {
        if (!unmounted) stop = onAppShareResult((channel) => reportShare(article, card.shareType, channel));
      });
      return () => {
        unmounted = true;
        stop?.();
      };
    },
    // The article and its card are fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [article.fileId],
  );

  const button = (
    <button
      type="button"
      className={className ?? styles.shareButton}
      onClick={() => {
        void appBridge().then(({ sendToApp }) => {
          if (!sendToApp({ type: 'share', payload: card })) showToast({ text: unavailableText });
        });
      }}
    >
      {label}
    </button>
  );
  return className ? button : <div className={styles.shareRow}>{button}</div>;
}
