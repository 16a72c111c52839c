'use client';

import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Comment } from '@/lib/api/commentModel';
import { asArray } from '@/lib/api/mapping';
import { toUploadedImage, type UploadedImage } from '@/lib/api/uploadModel';
import { COMMENT_LIMITS, COMMENT_SOURCE, type CommentSource } from '@/lib/contract/comments';
import { memberSignedIn, storage } from '@/lib/auth/browserSession';
import type { MessageRef } from '@/lib/i18n/messages';
import { commentCalls } from '@/components/comment/useCommentMember';
import { isApiError } from '@/lib/api/apiError';

/** What an article's keys are prefixed with: nothing (the keys readers had before other targets); else the source. */
export const sourcePrefix = (source: CommentSource) =>
  source === COMMENT_SOURCE.article ? '' : `s${source}_`;

/** Local storage: the text being written under one target (or thread), kept until it is posted. */
export const draftKey = (
  articleId: number,
  threadId: number,
  source: CommentSource = COMMENT_SOURCE.article,
) => `xy_comment_draft_${sourcePrefix(source)}${articleId}${threadId ? `_${threadId}` : ''}`;

/** Local storage: the draft's pictures beside its text (JSON, as the upload service answered them). */
export const draftImagesKey = (
  articleId: number,
  threadId: number,
  source: CommentSource = COMMENT_SOURCE.article,
) => `${draftKey(articleId, threadId, source)}_images`;

function readImages(json: string): UploadedImage[] {
  if (!json) return [];
  try {
    return asArray(JSON.parse(json))
      .map(toUploadedImage)
      .filter((image): image is UploadedImage => image !== null)
      .slice(0, COMMENT_LIMITS.maxImages);
  } catch {
    return [];
  }
}

// What the comment input says when a post fails (spec section 7): for 10202, 10203 and 10204 the backend's own
// words, else the translated 'comment failed'; a refusal of the input itself (-1: the text, the pictures) says
// what the backend said; the network, that it failed.
const failed: MessageRef = { key: 'errors.commentFailed' };
const hasWords = (message: string) => message !== '' && message !== 'error';

export function commentRefusal(error: unknown): MessageRef {
  if (!isApiError(error)) return failed;
  switch (error.kind) {
    case 'status':
      // 10202–10204 and the input's own refusals alike: the backend's words say why, in the reader's language.
      return hasWords(error.message) ? { text: error.message } : failed;
    case 'loginRequired':
    case 'tokenExpired':
      return { key: 'comment.signInToComment' };
    case 'network':
    case 'timeout':
    case 'http':
      return { key: 'errors.network' };
    default:
      return failed;
  }
}

// The box shows what storage holds: written at each keystroke, read back at once (and after login, on return).
const drafts = new Set<() => void>();
const subscribeDrafts = (listener: () => void) => {
  drafts.add(listener);
  return () => drafts.delete(listener);
};

const freshKey = () => crypto.randomUUID().replace(/-/g, '');

const useStored = (key: string) =>
  useSyncExternalStore(
    subscribeDrafts,
    () => storage('localStorage').getItem(key) ?? '',
    () => '',
  );

function store(key: string, value: string) {
  const local = storage('localStorage');
  if (value) local.setItem(key, value);
  else local.removeItem(key);
  drafts.forEach((listener) => listener());
}

/**
 * The comment input's state: the draft, its text and pictures (in the box and in local storage from the first
 * keystroke or upload, so a failed send, a network failure or the way through login loses nothing), one idempotency key per submission (a send
 * repeated after a lost answer is stored once), and the reader's own comments posted here.
 */
export function useCommentDraft({
  articleId,
  source,
  threadId,
  onPosted,
}: {
  /** The target: an article's fileId, or the id of what `source` names. */
  articleId: number;
  source: CommentSource;
  /** The thread the page shows (replyAll), whose draft is its own; 0 under an article. */
  threadId: number;
  onPosted: (comment: Comment) => void;
}) {
  const key = draftKey(articleId, threadId, source);
  const imagesKey = draftImagesKey(articleId, threadId, source);
  const text = useStored(key);
  const storedImages = useStored(imagesKey);
  const images = useMemo(() => readImages(storedImages), [storedImages]);
  const [notice, setNotice] = useState<MessageRef | null>(null);
  // The notice says the comment went in (a status, not a refusal).
  const [posted, setPosted] = useState(false);
  const [pending, setPending] = useState(false);
  const idempotency = useRef('');

  function change(next: string) {
    idempotency.current = '';
    store(key, next);
  }

  function changeImages(next: UploadedImage[]) {
    idempotency.current = '';
    store(imagesKey, next.length > 0 ? JSON.stringify(next) : '');
  }

  const refuse = (ref: MessageRef) => {
    setNotice(ref);
    setPosted(false);
  };

  async function submit({ parentId }: { parentId: number }): Promise<'signIn' | null> {
    if (!memberSignedIn()) {
      refuse({ key: 'comment.signInToComment' });
      return 'signIn';
    }
    const content = text.trim();
    if (!content) {
      refuse({ key: 'comment.emptyContent' });
      return null;
    }
    idempotency.current ||= freshKey();
    setPending(true);
    setNotice(null);
    setPosted(false);
    try {
      const { api, postComment } = await commentCalls();
      const stored = await postComment(api, {
        articleId,
        source,
        content,
        parentId: parentId || undefined,
        images: images.map((image) => image.url),
        idempotencyKey: idempotency.current,
      });
      change('');
      changeImages([]);
      setNotice({ key: stored?.pending ? 'comment.postedPending' : 'comment.posted' });
      setPosted(true);
      if (stored) onPosted(stored);
    } catch (error) {
      refuse(commentRefusal(error));
    } finally {
      setPending(false);
    }
    return null;
  }

  return { text, change, images, changeImages, notice, posted, refuse, pending, submit };
}
