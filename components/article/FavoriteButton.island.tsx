'use client';

import { Suspense, useSyncExternalStore } from 'react';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { loadPage } from '@/lib/auth/loadPage';
import { loginAddress } from '@/lib/auth/redirectTarget';
import { lazyIsland } from '@/components/shell/lazyIsland';
import styles from '@/components/article/Article.module.css';

// A member's button (their state, the calls, the refusals) loads only for a signed-in reader.
const MemberFavoriteButton = lazyIsland(() =>
  import('@/components/article/MemberFavoriteButton.island').then(
    ({ MemberFavoriteButton }) => MemberFavoriteButton,
  ),
);

const noSubscription = () => () => {};

/**
 * 收藏 under an article. Article pages are shared by every reader, so nobody's state is rendered on the server:
 * a signed-out reader's tap goes to login and back, a signed-in member gets MemberFavoriteButton once hydrated.
 */
export function FavoriteButton({ fileId, basePath }: { fileId: number; basePath: string }) {
  const t = useIslandTranslations('article');
  const signedIn = useSyncExternalStore(noSubscription, memberSignedIn, () => false);
  const signIn = () => loadPage(loginAddress(window.location.pathname + window.location.search, basePath));
  const button = (onClick?: () => void) => (
    <button type="button" className={styles.favorite} aria-pressed={false} onClick={onClick}>
      {t('favourite')}
    </button>
  );

  if (!signedIn) return button(signIn);
  return (
    <Suspense fallback={button()}>
      <MemberFavoriteButton fileId={fileId} signIn={signIn} />
    </Suspense>
  );
}
