// A member's writes on the conversation, as the comment islands call them (in the style of memberActions.ts):
// each takes the browser's client, so an island loads it lazily, and answers what the backend confirms.
import type { ApiClient } from '@/lib/api/createApiClient';
import {
  toComment,
  toPraiseState,
  toReplyPage,
  type Comment,
  type PraiseState,
} from '@/lib/api/commentModel';
import {
  COMMENT_SOURCE,
  type CommentSource,
  PRAISE_APP_ID,
  type REPORT_REASONS,
} from '@/lib/contract/comments';

export interface NewComment {
  /** The target: an article's fileId, or the id of what `source` names. */
  articleId: number;
  /** What `articleId` names (COMMENT_SOURCE); an article when absent. */
  source?: CommentSource;
  content: string;
  /** The comment or reply this answers; absent for a comment on the article. */
  parentId?: number;
  /** Addresses the upload service answered, at most COMMENT_LIMITS.maxImages. */
  images?: string[];
  /** One per submission: a send repeated after a lost answer is stored once. */
  idempotencyKey: string;
}

/** discuss (form POST): the stored comment (pending under pre-moderation), null when the answer has none. */
export async function postComment(api: ApiClient, comment: NewComment): Promise<Comment | null> {
  const images = (comment.images ?? []).join(',');
  return toComment(
    await api.call('discuss', {
      rootID: comment.articleId,
      source: comment.source ?? COMMENT_SOURCE.article,
      content: comment.content,
      idempotencyKey: comment.idempotencyKey,
      ...(comment.parentId ? { parentID: comment.parentId } : {}),
      ...(images ? { images } : {}),
    }),
  );
}

/**
 * One comment as the member may see it (their own pending one included: the call carries their token), through
 * its thread (discussReply); null when it is gone or not among the thread's first 50.
 */
export async function readOwnComment(api: ApiClient, id: number): Promise<Comment | null> {
  const thread = toReplyPage(await api.call('discussReply', { id, page: 1, pageSize: 50 }));
  return [thread?.main, ...(thread?.list ?? [])].find((comment) => comment?.id === id) ?? null;
}

/** delMyDiscuss: the member's own comment or reply. */
export const deleteComment = async (api: ApiClient, id: number): Promise<void> => {
  await api.call('delMyDiscuss', { id });
};

export type ReportReason = keyof typeof REPORT_REASONS;

/** expose (举报): answers the backend's words (a first report, or one counted before). */
export const reportComment = async (
  api: ApiClient,
  id: number,
  reason: ReportReason,
  detail = '',
): Promise<void> => {
  await api.call('expose', { id, reason, ...(detail ? { detail } : {}) });
};

/** fav with the praise appId: type 1 praises, 0 takes the praise back. */
export const praiseArticle = async (api: ApiClient, fileId: number, praised: boolean): Promise<PraiseState> =>
  toPraiseState(await api.call('fav', { appId: PRAISE_APP_ID, fileId, type: praised ? 1 : 0 }));

export const praiseComment = async (api: ApiClient, id: number, praised: boolean): Promise<PraiseState> =>
  toPraiseState(await api.call('fav', { appId: PRAISE_APP_ID, discussID: id, type: praised ? 1 : 0 }));

/** A fresh key for one submission (the backend takes 8–64 letters, digits, `-` and `_`). */
export function newIdempotencyKey(random: () => string = () => crypto.randomUUID()): string {
  return random()
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 64);
}
