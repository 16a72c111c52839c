'use client';

import { lazyIsland } from '@/components/shell/lazyIsland';

// The app's share button: only pages inside the app's webview show it, so only they carry its code.
export const LazyAppShareButton = lazyIsland(() =>
  import('@/components/share/AppShareButton').then(({ AppShareButton }) => AppShareButton),
);
