// Comments as the site shows them, read from the answers of discussView, discussViewFlat, discussHot,
// discussReply, discussCount and discuss (backend/README.md "Comments, replies and praise"). Untrusted JSON: a
// comment without an id is left out, every other field falls back to a default. Client-safe (islands read pages
// 2, 3 … and a posted comment through the same mappers).
import { asArray, asFlag, asNumber, asObject, asString, asTime, asUrl } from '@/lib/api/mapping';
import { COMMENT_SOURCE, COMMENT_STATUS, type CommentSource } from '@/lib/contract/comments';

const SOURCES: readonly number[] = Object.values(COMMENT_SOURCE);
const asSource = (raw: unknown): CommentSource => {
  const source = asNumber(raw);
  return (SOURCES.includes(source) ? source : COMMENT_SOURCE.article) as CommentSource;
};

export interface Comment {
  id: number;
  /** The target it is under: an article's fileId, or the id of what `source` names. */
  articleId: number;
  /** What it is on (COMMENT_SOURCE; 0 an article). */
  source: CommentSource;
  /** 0 for a comment; for a reply the comment or reply it answers. */
  parentId: number;
  /** The thread's comment; 0 for a comment. */
  topId: number;
  /** 0 for the newsroom's official comments. */
  userId: number;
  userName: string;
  userIcon: string;
  /** Plain text: rendered as text, never as markup. */
  content: string;
  images: string[];
  /** ms since the epoch; 0 when unknown. */
  created: number;
  praiseCount: number;
  official: boolean;
  topping: boolean;
  excellent: boolean;
  /** Waiting for an editor (评论审核中): only its author is ever answered such a comment. */
  pending: boolean;
  /** For a reply to a reply: whom it answers; '' otherwise. */
  parentUserName: string;
}

/** A page of a list; `replies` are a nested list's first replies of each comment's thread (topDiscuss). */
export interface CommentPage {
  list: CommentWithReplies[];
  hasMore: boolean;
  page: number;
  totalCount: number;
}

export interface CommentWithReplies extends Comment {
  replies: { list: Comment[]; hasMore: boolean; totalCount: number } | null;
}

/** One thread (discussReply): its comment and a page of its replies, oldest first. */
export interface ReplyPage {
  main: Comment;
  list: Comment[];
  hasMore: boolean;
  page: number;
  totalCount: number;
}

export function toComment(raw: unknown): Comment | null {
  const c = asObject(raw);
  const id = asNumber(c.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  return {
    id,
    articleId: asNumber(c.rootID),
    source: asSource(c.source),
    parentId: asNumber(c.parentID),
    topId: asNumber(c.topID),
    userId: asNumber(c.userID),
    userName: asString(c.userName),
    userIcon: asUrl(c.userIcon),
    content: asString(c.content),
    images: asArray(c.images).map(asUrl).filter(Boolean),
    created: asTime(c.created),
    praiseCount: Math.max(0, asNumber(c.praiseCount)),
    official: asFlag(c.official),
    topping: asFlag(c.topping),
    excellent: asFlag(c.excellent),
    pending: asNumber(c.status, COMMENT_STATUS.approved) === COMMENT_STATUS.pending,
    parentUserName: asString(c.parentUserName),
  };
}

export const toComments = (raw: unknown): Comment[] =>
  asArray(raw)
    .map(toComment)
    .filter((comment): comment is Comment => comment !== null);

function toThread(raw: unknown): CommentWithReplies['replies'] {
  if (raw === undefined || raw === null) return null;
  const thread = asObject(raw);
  return {
    list: toComments(thread.list),
    hasMore: asFlag(thread.hasMore),
    totalCount: asNumber(thread.totalCount),
  };
}

/** discussView (nested: each comment with topDiscuss) and discussViewFlat (comments and replies alike). */
export function toCommentPage(raw: unknown): CommentPage {
  const data = asObject(raw);
  const list = asArray(data.list).flatMap((item) => {
    const comment = toComment(item);
    return comment ? [{ ...comment, replies: toThread(asObject(item).topDiscuss) }] : [];
  });
  return {
    list,
    hasMore: asFlag(data.hasMore),
    page: asNumber(data.page, 1),
    totalCount: asNumber(data.totalCount),
  };
}

/** discussHot: `{ list }`. */
export const toHotComments = (raw: unknown): Comment[] => toComments(asObject(raw).list);

/** discussReply; null when the answer has no thread comment. */
export function toReplyPage(raw: unknown): ReplyPage | null {
  const data = asObject(raw);
  const main = toComment(data.main);
  if (!main) return null;
  return {
    main,
    list: toComments(data.list),
    hasMore: asFlag(data.hasMore),
    page: asNumber(data.page, 1),
    totalCount: asNumber(data.totalCount),
  };
}

/** discussCount: `{ id, count }`. */
export const toCommentCount = (raw: unknown): number => Math.max(0, asNumber(asObject(raw).count));

/** A praise's answer (`fav` with the praise appId): whether it now stands, and the new count. */
export interface PraiseState {
  praised: boolean;
  praiseCount: number;
}

export function toPraiseState(raw: unknown): PraiseState {
  const data = asObject(raw);
  return { praised: asFlag(data.praised), praiseCount: Math.max(0, asNumber(data.praiseCount)) };
}
