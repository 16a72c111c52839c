'use client';

import { useEffect, useRef } from 'react';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { browserClient } from '@/lib/api/browserClient';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { useOptimisticChange } from '@/components/member/useOptimisticChange';
import styles from '@/components/article/Article.module.css';

// The browser's API client and the favourite calls load when first needed (after idle, or at the first tap).
const favoriteCalls = () =>
  Promise.all([browserClient(), import('@/lib/api/memberActions')]).then(
    ([api, { readFavorite, saveFavorite }]) => ({
      read: (fileId: number) => readFavorite(api, fileId),
      save: (fileId: number, faved: boolean) => saveFavorite(api, fileId, faved),
    }),
  );

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 300);
  return () => clearTimeout(id);
}

/**
 * A signed-in member's 收藏 (FavoriteButton loads it only for them): their state is asked (favStatus) once the
 * page is idle; a tap adds or removes at once and takes it back, with the reason, when the backend refuses.
 */
export function MemberFavoriteButton({
  fileId,
  signIn,
}: {
  fileId: number;
  /** To login and back, should the session have ended since. */
  signIn: () => void;
}) {
  const t = useIslandTranslations('article');
  const { state: faved, setState, pending, change } = useOptimisticChange(false);
  // Once the reader has tapped, a status read that started earlier is out of date.
  const tapped = useRef(false);

  useEffect(
    () =>
      whenIdle(() => {
        favoriteCalls()
          .then((calls) => calls.read(fileId))
          .then((known) => {
            if (known !== null && !tapped.current) setState(known);
          })
          .catch((error: unknown) => console.error('favStatus failed', error));
      }),
    [fileId, setState],
  );

  function toggle() {
    if (!memberSignedIn()) return signIn();
    tapped.current = true;
    void change(faved, !faved, async () => (await favoriteCalls()).save(fileId, !faved));
  }

  return (
    <button
      type="button"
      className={styles.favorite}
      aria-pressed={faved}
      disabled={pending}
      onClick={toggle}
    >
      {t(faved ? 'favourited' : 'favourite')}
    </button>
  );
}
