'use client';

import { lazyIsland } from '@/components/shell/lazyIsland';

// Sharing that only some readers' pages have, so only they carry its code: the app's share button inside the
// app's webview, the share card in WeChat.
export const LazyAppShareButton = lazyIsland(() =>
  import('@/components/share/AppShareButton.island').then(({ AppShareButton }) => AppShareButton),
);

export const LazyWeChatShare = lazyIsland(
  () => import('@/components/share/WeChatShare.island').then(({ WeChatShare }) => WeChatShare),
  { ownBoundary: true },
);
