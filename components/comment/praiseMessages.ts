import type { MessagePath } from '@/lib/i18n/messages';

/** What an article's praise button (点赞) says, and may have to say when the backend refuses it. */
export const PRAISE_MESSAGES: MessagePath[] = [
  'memberErrors.signInFirst',
  'memberErrors.accountDisabled',
  'memberErrors.sessionExpired',
  'memberErrors.tooManyRequests',
  'errors.generic',
  'errors.network',
  'comment.praiseArticle',
  'comment.liked',
  'comment.unliked',
  'comment.alreadyLiked',
];
