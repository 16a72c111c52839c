'use client';

import { watchBackToTop } from '@/components/shell/scrollToTop';
import { watchBackLinks } from '@/components/shell/historyBack';
import { lazyIsland } from '@/components/shell/lazyIsland';
import { watchLogoFallback } from '@/components/shell/logoFallback';
import { watchReadingScroll } from '@/components/shell/readingScroll';

// The shell's islands that only some pages show, so the others do not carry their code: the app's session inside
// its webview, the WeChat sign-in inside WeChat, the preview's jump to the end, and the login page's close button; and
// the back buttons' and the logo's listeners, the back button's stepping aside while the reader reads on, and back
// to top, from the shell's first script.
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

export const LazyCloseButton = lazyIsland(
  () => import('@/components/shell/CloseButton.island').then(({ CloseButton }) => CloseButton),
  { ownBoundary: true },
);

if (typeof document !== 'undefined') {
  watchBackLinks(document);
  watchLogoFallback(document);
  watchReadingScroll(document);
  watchBackToTop(document);
}
