'use client';

import { useEffect } from 'react';
import { onAppShareResult, sendToApp, type AppShareCard } from '@/lib/auth/appBridge';
import { reportShare, type ArticleStats } from '@/lib/stats/articleStats';
import { showToast } from '@/lib/shellEvents';
import styles from '@/components/share/Share.module.css';

/**
 * Inside the app's webview: hands the share card to the app's share sheet through the bridge, and reports each
 * share the app says was completed (the share event and record). An app without the bridge gets a toast.
 */
export function AppShareButton({
  label,
  unavailableText,
  card,
  article,
}: {
  label: string;
  unavailableText: string;
  card: AppShareCard;
  article: ArticleStats;
}) {
  useEffect(
    () => onAppShareResult((channel) => reportShare(article, card.shareType, channel)),
    // The article and its card are fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [article.fileId],
  );

  return (
    <div className={styles.shareRow}>
      <button
        type="button"
        className={styles.shareButton}
        onClick={() => {
          if (!sendToApp({ type: 'share', payload: card })) showToast({ text: unavailableText });
        }}
      >
        {label}
      </button>
    </div>
  );
}
