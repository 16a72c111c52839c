'use client';

import { useEffect, type ComponentType } from 'react';
import { lazyIsland } from '@/components/shell/lazyIsland';
import {
  commentIslandLive,
  commentIslandsWanted,
  type CommentZoneKind,
} from '@/components/comment/CommentZone.island';

// The comment islands every article carries (about 5 KB gzip, more than the rest of the article's own code):
// their code loads when the reader nears the comments or touches the praise button (CommentZone), not with the
// page. Each hydrates apart, so the page does not wait for them.
function commentIsland<P extends object>(kind: CommentZoneKind, load: () => Promise<ComponentType<P>>) {
  return lazyIsland(
    () =>
      commentIslandsWanted(kind)
        .then(load)
        .then(
          (Island) =>
            function LiveCommentIsland(props: P) {
              useEffect(() => commentIslandLive(kind), []);
              return <Island {...props} />;
            },
        ),
    { ownBoundary: true },
  );
}

export const LazyCommentInput = commentIsland('section', () =>
  import('@/components/comment/CommentInput.island').then(({ CommentInput }) => CommentInput),
);

export const LazyCommentActions = commentIsland('section', () =>
  import('@/components/comment/CommentActions.island').then(({ CommentActions }) => CommentActions),
);

export const LazyArticlePraiseButton = commentIsland('praise', () =>
  import('@/components/comment/ArticlePraiseButton.island').then(
    ({ ArticlePraiseButton }) => ArticlePraiseButton,
  ),
);
