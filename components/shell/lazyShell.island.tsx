'use client';

import { goBackInSite } from '@/components/shell/historyBack';
import { hydrated } from '@/components/shell/hydration';
import { lazyIsland } from '@/components/shell/lazyIsland';

// The shell's islands that only some pages show, so the others do not carry their code: the app's session inside
// its webview, the WeChat sign-in inside WeChat, the preview's jump to the end, the top bar's logo and the login
// page's close button, and the back button of the pages without the top bar.
export const LazyAppSession = lazyIsland(
  () => import('@/components/member/AppSession.island').then(({ AppSession }) => AppSession),
  { ownBoundary: true },
);

export const LazyWeChatSignIn = lazyIsland(
  () => import('@/components/member/WeChatSignIn.island').then(({ WeChatSignIn }) => WeChatSignIn),
  { ownBoundary: true },
);

export const LazyToBottom = lazyIsland(
  () => import('@/components/shell/ToBottom.island').then(({ ToBottom }) => ToBottom),
  { ownBoundary: true },
);

export const LazySiteLogo = lazyIsland(
  () => import('@/components/shell/SiteLogo.island').then(({ SiteLogo }) => SiteLogo),
  { ownBoundary: true },
);

export const LazyCloseButton = lazyIsland(
  () => import('@/components/shell/CloseButton.island').then(({ CloseButton }) => CloseButton),
  { ownBoundary: true },
);

/**
 * A tap on the back button before its island has hydrated goes back all the same, by BackLink's own rule: the
 * server draws it as a plain link home, and on a slow phone a reader may tap it before the page has woken up.
 */
function backBeforeHydration(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[data-back-link]') : null;
  if (link && !hydrated(link)) goBackInSite(event);
}
if (typeof document !== 'undefined') document.addEventListener('click', backBeforeHydration, true);

export const LazyBackLink = lazyIsland(
  () => import('@/components/shell/BackLink.island').then(({ BackLink }) => BackLink),
  { ownBoundary: true },
);
