'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Comment } from '@/lib/api/commentModel';
import { memberSignedIn, storage } from '@/lib/auth/browserSession';
import { COMMENT_SOURCE, type CommentSource } from '@/lib/contract/comments';
import { commentCalls } from '@/components/comment/useCommentMember';
import { sourcePrefix } from '@/components/comment/useCommentDraft';

/** Local storage: the ids of the member's comments under one target still waiting for an editor. */
export const pendingKey = (articleId: number, source: CommentSource = COMMENT_SOURCE.article) =>
  `xy_comment_pending_${sourcePrefix(source)}${articleId}`;
const KEPT = 10;

function storedIds(key: string): number[] {
  try {
    const ids: unknown = JSON.parse(storage('localStorage').getItem(key) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

function storeIds(key: string, ids: number[]): void {
  const local = storage('localStorage');
  if (ids.length) local.setItem(key, JSON.stringify(ids.slice(0, KEPT)));
  else local.removeItem(key);
}

/**
 * The member's own comments the shared page cannot show: those posted here, and those still waiting (评论审核中)
 * from earlier visits, asked again with the member's token once the page is up, and forgotten once an editor has
 * decided (approved ones are in the page's lists, rejected ones are nobody's).
 */
export function useOwnComments(articleId: number, source: CommentSource) {
  const [mine, setMine] = useState<Comment[]>([]);
  const key = pendingKey(articleId, source);

  useEffect(() => {
    const ids = storedIds(key);
    if (ids.length === 0 || !memberSignedIn()) return;
    let live = true;
    void commentCalls()
      .then(({ api, readOwnComment }) =>
        Promise.all(ids.map((id) => readOwnComment(api, id).catch(() => null))),
      )
      .then((found) => {
        const waiting = found.filter((comment): comment is Comment => comment?.pending === true);
        storeIds(
          key,
          waiting.map((comment) => comment.id),
        );
        if (live) setMine((shown) => [...shown, ...waiting.filter((c) => !shown.some((s) => s.id === c.id))]);
      });
    return () => {
      live = false;
    };
  }, [key]);

  const add = useCallback(
    (comment: Comment) => {
      setMine((shown) => [comment, ...shown]);
      if (comment.pending) storeIds(key, [comment.id, ...storedIds(key)]);
    },
    [key],
  );

  return { mine, add };
}
