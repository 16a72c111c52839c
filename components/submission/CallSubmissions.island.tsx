'use client';

import { useSyncExternalStore } from 'react';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { loginAddress } from '@/lib/auth/redirectTarget';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { lazyIsland } from '@/components/shell/lazyIsland';
import styles from '@/components/submission/CallSubmissions.module.css';

const noSubscription = () => () => {};

/** The member's part, with the API client and the submissions' messages: loaded only for a signed-in member. */
const MemberCallSubmissions = lazyIsland(
  () =>
    import('@/components/submission/MemberCallSubmissions.island').then(
      ({ MemberCallSubmissions }) => MemberCallSubmissions,
    ),
  { ownBoundary: true },
);

/**
 * A call's personal part, under the works every reader sees: for a member, 我的作品 (their own works sent to this
 * call, each with its state) and 我要投稿, which opens the submission form; signed out, a way to sign in and back.
 */
export function CallSubmissions({
  linkID,
  askName,
  open,
  path,
  basePath,
}: {
  linkID: number;
  askName: boolean;
  open: boolean;
  /** The call article's own address (with the base path), where signing in comes back to. */
  path: string;
  basePath: string;
}) {
  const t = useIslandTranslations('submissions');
  const signedIn = useSyncExternalStore(noSubscription, memberSignedIn, () => false);
  if (signedIn) return <MemberCallSubmissions linkID={linkID} askName={askName} open={open} />;
  return (
    <a className={styles.action} href={loginAddress(path, basePath)}>
      {t('signInToSubmit')}
    </a>
  );
}
