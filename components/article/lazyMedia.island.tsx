'use client';

import { lazyIsland } from '@/components/shell/lazyIsland';

// The photo viewer and the video player for an article its route does not bring them for (a photo set under
// /newsDetail, say; articleRoute.tsx): their code loads only on a page that shows one.
export const LazyPhotoSet = lazyIsland(() =>
  import('@/components/article/PhotoSet.island').then(({ PhotoSet }) => PhotoSet),
);

export const LazyVideoPlayer = lazyIsland(() =>
  import('@/components/article/VideoPlayer.island').then(({ VideoPlayer }) => VideoPlayer),
);
