import { useSyncExternalStore } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { storage } from '@/lib/auth/browserSession';
import { readToken } from '@/lib/auth/tokens';
import { loadPage } from '@/lib/auth/loadPage';
import { loginAddress } from '@/lib/auth/redirectTarget';

/** The browser's client and the comment writes, loaded at the first write (never with the page). */
export const commentCalls = () =>
  Promise.all([browserClient(), import('@/lib/api/commentActions')]).then(([api, actions]) => ({
    api,
    ...actions,
  }));

const noSubscription = () => () => {};
const readMemberId = () => Number(readToken(storage('localStorage'), 'member') ?? 0);

/** The signed-in member's id in this browser, 0 for a signed-out reader (and on the server's render). */
export const useMemberId = (): number => useSyncExternalStore(noSubscription, readMemberId, () => 0);

/** To login and back to this page. */
export const goToLogin = (basePath: string) =>
  loadPage(loginAddress(window.location.pathname + window.location.search, basePath));
