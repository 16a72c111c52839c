'use client';

import Link from 'next/link';
import { useState, useSyncExternalStore } from 'react';
import { praiseDynamic } from '@/lib/api/accountActions';
import { browserClient } from '@/lib/api/browserClient';
import { accountPageRefusal } from '@/lib/auth/accountPageMessages';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { formatCount } from '@/lib/format/count';
import { showToast } from '@/lib/shellEvents';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import styles from '@/components/account/AccountPages.module.css';

const noSubscription = () => () => {};

/** A dynamic's 赞 and its count: a member praises once (a second time is told 已经点过赞了哦!). */
export function DynamicPraise({
  id,
  praiseCount,
  loginHref,
}: {
  id: number;
  praiseCount: number;
  /** Signed out: the login page's address, which comes back here. */
  loginHref: string;
}) {
  const t = useIslandTranslations('accountPage');
  const text = useMessageText();
  const signedIn = useSyncExternalStore(noSubscription, memberSignedIn, () => false);
  const [count, setCount] = useState(praiseCount);
  const [pending, setPending] = useState(false);
  const label = `${t('praise')} ${formatCount(count)}`;

  const praise = async () => {
    setPending(true);
    try {
      setCount(await praiseDynamic(await browserClient(), id));
      showToast({ text: t('praised') });
    } catch (error) {
      showToast({ text: text(accountPageRefusal(error)) });
    } finally {
      setPending(false);
    }
  };

  return (
    <p className={styles.praiseRow}>
      {signedIn ? (
        <button type="button" className={styles.praise} disabled={pending} onClick={() => void praise()}>
          {label}
        </button>
      ) : (
        <Link className={styles.praise} href={loginHref}>
          {label}
        </Link>
      )}
    </p>
  );
}
