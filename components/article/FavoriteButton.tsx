'use client';

import { useEffect, useRef } from 'react';
import { storage } from '@/lib/api/browserSession';
import { loadPage } from '@/lib/auth/loadPage';
import { loginAddress } from '@/lib/auth/redirectTarget';
import { holdsMemberSession } from '@/lib/auth/tokens';
import { useOptimisticChange } from '@/components/member/useOptimisticChange';
import type { Messages } from '@/components/member/useMemberTask';
import styles from '@/components/article/Article.module.css';

// The browser's API client and the favourite calls load when first needed (after idle, or at the first tap),
// never with the page: every article page carries this button.
const favoriteCalls = () =>
  Promise.all([import('@/lib/api/browserApi'), import('@/lib/api/memberActions')]).then(
    ([{ browserApi }, { readFavorite, saveFavorite }]) => ({
      read: (fileId: number) => readFavorite(browserApi(), fileId),
      save: (fileId: number, faved: boolean) => saveFavorite(browserApi(), fileId, faved),
    }),
  );

const isSignedIn = () => holdsMemberSession(storage('localStorage'));

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 300);
  return () => clearTimeout(id);
}

/**
 * 收藏 under an article. Article pages are shared by every reader, so the member's state is never rendered on the
 * server: a signed-in member's is asked (favStatus) once the page is idle. A tap adds or removes at once and
 * takes it back, with the reason, when the backend refuses; a signed-out reader goes to login and back.
 */
export function FavoriteButton({
  fileId,
  basePath,
  labels,
  messages,
}: {
  fileId: number;
  basePath: string;
  labels: { favourite: string; favourited: string };
  /** The refusals it may have to explain (lib/auth/memberMessages.ts errorMessage). */
  messages: Messages;
}) {
  const { state: faved, setState, pending, change } = useOptimisticChange(false, messages);
  // Once the reader has tapped, a status read that started earlier is out of date.
  const tapped = useRef(false);

  useEffect(() => {
    if (!isSignedIn()) return;
    return whenIdle(() => {
      favoriteCalls()
        .then((calls) => calls.read(fileId))
        .then((known) => {
          if (known !== null && !tapped.current) setState(known);
        })
        .catch((error: unknown) => console.error('favStatus failed', error));
    });
  }, [fileId, setState]);

  function toggle() {
    if (!isSignedIn()) {
      loadPage(loginAddress(window.location.pathname + window.location.search, basePath));
      return;
    }
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
      {faved ? labels.favourited : labels.favourite}
    </button>
  );
}
