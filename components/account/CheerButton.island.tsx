'use client';

import Link from 'next/link';
import { useState, useSyncExternalStore } from 'react';
import { cheerFor } from '@/lib/api/accountActions';
import { browserClient } from '@/lib/api/browserClient';
import { accountPageRefusal } from '@/lib/auth/accountPageMessages';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { formatCount } from '@/lib/format/count';
import { showToast } from '@/lib/shellEvents';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import styles from '@/components/account/Ranking.module.css';

const noSubscription = () => () => {};

/**
 * An account's cheers in the ranking and the member's 打榜 (hitXyBulletin). The count shows the ranking's, one more
 * at each cheer the backend takes; the ranking itself moves when the backend next computes it. A reader who is
 * signed out is led to login and back; one past the day's limit is told so.
 */
export function CheerButton({
  xyID,
  name,
  cheers,
  loginHref,
}: {
  xyID: number;
  name: string;
  cheers: number;
  loginHref: string;
}) {
  const t = useIslandTranslations('accountPage');
  const text = useMessageText();
  const signedIn = useSyncExternalStore(noSubscription, memberSignedIn, () => false);
  const [count, setCount] = useState(cheers);
  const [pending, setPending] = useState(false);

  const cheer = async () => {
    setPending(true);
    try {
      const { remaining } = await cheerFor(await browserClient(), xyID);
      setCount((current) => current + 1);
      showToast({ text: t('cheered', { remaining }) });
    } catch (error) {
      showToast({ text: text(accountPageRefusal(error)) });
    } finally {
      setPending(false);
    }
  };

  return (
    <span className={styles.cheer}>
      <span className={styles.cheerCount}>{t('cheerCount', { count: formatCount(count) })}</span>
      {signedIn ? (
        <button
          type="button"
          className={styles.cheerButton}
          aria-label={t('cheerFor', { name })}
          disabled={pending}
          onClick={() => void cheer()}
        >
          {t('cheer')}
        </button>
      ) : (
        <Link href={loginHref} className={styles.cheerButton} aria-label={t('cheerFor', { name })}>
          {t('cheer')}
        </Link>
      )}
    </span>
  );
}
