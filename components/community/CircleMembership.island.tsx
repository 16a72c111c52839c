'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { readMembership, setMembership } from '@/lib/api/communityActions';
import type { Membership } from '@/lib/api/communityModel';
import { communityRefusal } from '@/lib/auth/communityMessages';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { loginAddress } from '@/lib/auth/redirectTarget';
import { FormError } from '@/components/forms/FormError';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import { PostForm } from '@/components/community/PostForm.island';
import styles from '@/components/community/CircleMembership.module.css';

const noSubscription = () => () => {};

/**
 * The circle's member count, 加入圈子 / 退出圈子 and, for its members, the post form. The page is every reader's:
 * it renders the count it was drawn with; a signed-in member's own membership is asked once hydrated.
 */
export function CircleMembership({
  circleId,
  memberCount,
  basePath,
}: {
  circleId: number;
  memberCount: number;
  basePath: string;
}) {
  const t = useIslandTranslations('community');
  const text = useMessageText();
  const signedIn = useSyncExternalStore(noSubscription, memberSignedIn, () => false);
  const [membership, setShown] = useState<Membership | null>(null);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void browserClient()
      .then((api) => readMembership(api, circleId))
      .then((own) => {
        if (current) setShown(own);
      })
      .catch((error: unknown) => {
        if (current) setRefusal(text(communityRefusal(error)));
      });
    return () => {
      current = false;
    };
  }, [signedIn, circleId, text]);

  const toggle = async (join: boolean) => {
    setPending(true);
    setRefusal(null);
    try {
      setShown(await setMembership(await browserClient(), circleId, join));
    } catch (error) {
      setRefusal(text(communityRefusal(error)));
    } finally {
      setPending(false);
    }
  };

  const count = membership?.memberCount ?? memberCount;
  return (
    <div className={styles.membership}>
      <p className={styles.count}>{t('members', { count: String(count) })}</p>
      {!signedIn ? (
        <a className={styles.join} href={loginAddress(`${basePath}/circleDetail/${circleId}.html`, basePath)}>
          {t('signInToJoin')}
        </a>
      ) : (
        membership && (
          <button
            type="button"
            className={membership.joined ? styles.leave : styles.join}
            disabled={pending}
            aria-busy={pending}
            onClick={() => void toggle(!membership.joined)}
          >
            {membership.joined ? t('leave') : t('join')}
          </button>
        )
      )}
      <FormError text={refusal} />
      {membership?.joined && <PostForm circleId={circleId} />}
    </div>
  );
}
