import 'server-only';
import { unstable_cache } from 'next/cache';
import { serverApi } from '@/lib/api/serverApi';
import { nullWhenRefused } from '@/lib/api/apiError';
import {
  toCommentCount,
  toCommentPage,
  toHotComments,
  toReplyPage,
  type Comment,
  type CommentPage,
  type ReplyPage,
} from '@/lib/api/commentModel';
import { requireSiteConfig, type SiteConfig } from '@/lib/api/siteConfig';
import { settle } from '@/lib/api/settle';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';
import { AUDIT_TYPE, COMMENT_SOURCE, type CommentSource } from '@/lib/contract/comments';

// What every reader sees of a conversation (an article's, or another target's: `source`, COMMENT_SOURCE): asked without a member's token, so the answers are the
// same for all (a member's own pending comment loads in their island) and kept briefly per process; the CMS's
// moderation drops them at once by the `comments` tag.
const SHARED = { revalidate: 30, tags: [CACHE_TAGS.comments] };

/** Comments under an article's body; the all-comments screen pages by COMMENT_PAGE_SIZE. */
export const SECTION_PAGE_SIZE = 10;
export const COMMENT_PAGE_SIZE = 20;
export const HOT_COUNT = 5;

/** The all-comments screen's list: nested (discussView, the default) or flat (discussViewFlat). */
export type CommentListKind = 'nested' | 'flat';
export const listOperation = (kind: CommentListKind) =>
  kind === 'flat' ? ('discussViewFlat' as const) : ('discussView' as const);

/** A page of an article's comments, newest first (editors' topped ones first in the nested list). */
export const getLatestComments = unstable_cache(
  async (
    fileId: number,
    page: number,
    pageSize: number,
    kind: CommentListKind,
    source: CommentSource = COMMENT_SOURCE.article,
  ): Promise<CommentPage | null> =>
    nullWhenRefused(
      serverApi.call(listOperation(kind), { id: fileId, source, page, pageSize }).then(toCommentPage),
    ),
  ['comments-latest'],
  SHARED,
);

/** Hot comments (discussHot): topped, excellent, then most praised. */
export const getHotComments = unstable_cache(
  async (fileId: number, source: CommentSource = COMMENT_SOURCE.article): Promise<Comment[] | null> =>
    nullWhenRefused(
      serverApi.call('discussHot', { id: fileId, source, count: HOT_COUNT }).then(toHotComments),
    ),
  ['comments-hot'],
  SHARED,
);

export const getCommentCount = unstable_cache(
  async (fileId: number, source: CommentSource = COMMENT_SOURCE.article): Promise<number | null> =>
    nullWhenRefused(serverApi.call('discussCount', { id: fileId, source }).then(toCommentCount)),
  ['comments-count'],
  SHARED,
);

/** One thread (discussReply of the comment or any reply in it); null for an unknown or hidden comment. */
export const getReplies = unstable_cache(
  async (commentId: number, page: number): Promise<ReplyPage | null> =>
    nullWhenRefused(
      serverApi.call('discussReply', { id: commentId, page, pageSize: COMMENT_PAGE_SIZE }).then(toReplyPage),
    ),
  ['comments-replies'],
  SHARED,
);

/** What an article's comment section shows: hot comments, the latest page and the count, read in parallel. */
export interface CommentSectionData {
  hot: Comment[];
  latest: CommentPage;
  count: number;
}

/** null when the target has no conversation to show (unknown, unpublished, removed); throws when unreachable. */
export async function getCommentSection(
  fileId: number,
  source: CommentSource = COMMENT_SOURCE.article,
): Promise<CommentSectionData | null> {
  const [hot, latest, count] = await Promise.all([
    getHotComments(fileId, source),
    getLatestComments(fileId, 1, SECTION_PAGE_SIZE, 'nested', source),
    getCommentCount(fileId, source),
  ]);
  if (!latest) return null;
  return { hot: hot ?? [], latest, count: count ?? latest.totalCount };
}

/** Whether the input shows: the site takes comments (auditType not 2) and the CMS did not close the article's. */
export const commentsOpen = (config: SiteConfig, article: { discussClosed: boolean }) =>
  config.discussAuditType !== AUDIT_TYPE.closed && !article.discussClosed;

/**
 * What a target's screen hands TargetComments: the section's data (started now, streamed in; a failure shows no
 * section), the site config, and whether the input shows.
 */
export async function getTargetConversation(source: CommentSource, id: number) {
  const config = await requireSiteConfig();
  return {
    source,
    id,
    data: settle(getCommentSection(id, source), 'comments'),
    config,
    inputAllowed: commentsOpen(config, { discussClosed: false }),
  };
}
