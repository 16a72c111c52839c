'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Comment } from '@/lib/api/commentModel';
import { memberSignedIn, storage } from '@/lib/auth/browserSession';
import { commentCalls } from '@/components/comment/useCommentMember';

/** Local storage: the ids of the member's comments under one article still waiting for an editor. */
export const pendingKey = (articleId: number) => `xy_comment_pending_${articleId}`;
const KEPT = 10;

function storedIds(articleId: number): number[] {
  try {
    const ids: unknown = JSON.parse(storage('localStorage').getItem(pendingKey(articleId)) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

function storeIds(articleId: number, ids: number[]): void {
  const local = storage('localStorage');
  if (ids.length) local.setItem(pendingKey(articleId), JSON.stringify(ids.slice(0, KEPT)));
  else local.removeItem(pendingKey(articleId));
}

/**
 * The member's own comments the shared page cannot show: those posted here, and those still waiting (评论审核中)
 * from earlier visits, asked again with the member's token once the page is up, and forgotten once an editor has
 * decided (approved ones are in the page's lists, rejected ones are nobody's).
 */
export function useOwnComments(articleId: number) {
  const [mine, setMine] = useState<Comment[]>([]);

  useEffect(() => {
    const ids = storedIds(articleId);
    if (ids.length === 0 || !memberSignedIn()) return;
    let live = true;
    void commentCalls()
      .then(({ api, readOwnComment }) =>
        Promise.all(ids.map((id) => readOwnComment(api, id).catch(() => null))),
      )
      .then((found) => {
        const waiting = found.filter((comment): comment is Comment => comment?.pending === true);
        storeIds(
          articleId,
          waiting.map((comment) => comment.id),
        );
        if (live) setMine((shown) => [...shown, ...waiting.filter((c) => !shown.some((s) => s.id === c.id))]);
      });
    return () => {
      live = false;
    };
  }, [articleId]);

  const add = useCallback(
    (comment: Comment) => {
      setMine((shown) => [comment, ...shown]);
      if (comment.pending) storeIds(articleId, [comment.id, ...storedIds(articleId)]);
    },
    [articleId],
  );

  return { mine, add };
}
