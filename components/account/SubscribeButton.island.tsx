'use client';

import Link from 'next/link';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { readSubscribed } from '@/lib/api/accountActions';
import { browserClient } from '@/lib/api/browserClient';
import { saveSubscription } from '@/lib/api/memberActions';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { formatCount } from '@/lib/format/count';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useOptimisticChange } from '@/components/member/useOptimisticChange';
import listStyles from '@/components/account/Account.module.css';
import styles from '@/components/account/AccountPages.module.css';

const noSubscription = () => () => {};

/**
 * The account page's 订阅 button and subscriber count (the existing subscription rules: topicSub and
 * topicSubCancel). The page is every reader's, so it renders signed out; a member's own state (statusXys) is asked
 * once hydrated. Signed out, the button leads to login and back.
 */
export function SubscribeButton({
  xyID,
  subCount,
  loginHref,
}: {
  xyID: number;
  subCount: number;
  loginHref: string;
}) {
  const t = useIslandTranslations('subscriptions');
  const signedIn = useSyncExternalStore(noSubscription, memberSignedIn, () => false);
  const [known, setKnown] = useState<boolean | null>(null);
  const { state, setState, pending, change } = useOptimisticChange({ subscribed: false, subCount });

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void browserClient()
      .then((api) => readSubscribed(api, xyID))
      .then((subscribed) => {
        if (!current) return;
        setKnown(subscribed);
        setState({ subscribed, subCount });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signedIn, xyID, subCount, setState]);

  const count = (
    <span className={styles.subCount}>{t('subCount', { count: formatCount(state.subCount) })}</span>
  );
  if (!signedIn) {
    return (
      <p className={styles.subscribeRow}>
        {count}
        <Link href={loginHref} className={listStyles.subscribe}>
          {t('subscribe')}
        </Link>
      </p>
    );
  }
  const toggle = () => {
    const subscribed = !state.subscribed;
    const next = { subscribed, subCount: Math.max(0, state.subCount + (subscribed ? 1 : -1)) };
    void change(state, next, async () => saveSubscription(await browserClient(), xyID, subscribed));
  };
  return (
    <p className={styles.subscribeRow}>
      {count}
      <button
        type="button"
        className={listStyles.subscribe}
        aria-pressed={state.subscribed}
        disabled={pending || known === null}
        onClick={toggle}
      >
        {t(state.subscribed ? 'subscribed' : 'subscribe')}
      </button>
    </p>
  );
}
