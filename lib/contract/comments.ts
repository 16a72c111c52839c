// Comments, replies and praise (spec sections 3, 5 and 7): the states, codes and limits both sides read. Part of
// the contract both sides import: plain data, no framework.

/**
 * What a comment is on: `source` of the comment operations (discuss, discussView, discussViewFlat, discussHot,
 * discussCount) beside the target's id (`rootID`, `id`), and the `:source` of /commentAll/:id/:source.html. 0 is an
 * article of any type (lives and special topics are articles too). The backend keeps one entry per source
 * (backend/comments/targets.ts).
 */
export const COMMENT_SOURCE = {
  article: 0,
  /** An account's dynamic (记者动态, /dynamicDetail). */
  dynamic: 1,
  /** A circle's post (/postDetail). */
  post: 2,
  /** A friends-circle post (/friendsCircleDetail). */
  moment: 3,
  /** A question (问吧, /askDetail). */
  question: 4,
} as const;
export type CommentSource = (typeof COMMENT_SOURCE)[keyof typeof COMMENT_SOURCE];

/** A comment's state. Readers see approved ones; the author sees their own pending one (评论审核中) too. */
export const COMMENT_STATUS = {
  pending: 0,
  approved: 1,
  rejected: 2,
  deletedByAuthor: 3,
  removedByEditor: 4,
} as const;

/**
 * Site config `siteConfig.discuss.auditType`: 0 post-moderation (a comment shows at once), 1 pre-moderation (it
 * shows once an editor approves it), 2 comments closed (the site hides the input; `discuss` answers 10202).
 */
export const AUDIT_TYPE = { postModeration: 0, preModeration: 1, closed: 2 } as const;

/** `fav` with `appId` set to this praises (点赞) instead of adding a favourite (收藏). */
export const PRAISE_APP_ID = 'praise';

/** The statuses of a refused comment (spec section 7: the site shows the message, else 'comment failed'). */
export const COMMENT_REFUSED = {
  /** Comments are closed on the site or on this article. */
  closed: 10202,
  /** The CMS banned the member from commenting. */
  banned: 10203,
  /** Too many comments too fast, or the same text again. */
  tooOften: 10204,
} as const;

/** The reasons `expose` (举报) takes, by code; the site shows each in the reader's language. */
export const REPORT_REASONS = {
  1: '垃圾广告',
  2: '色情低俗',
  3: '违法违规',
  4: '人身攻击',
  5: '谣言不实',
  6: '其他',
} as const;

export const COMMENT_LIMITS = {
  /** Characters (code points) of a comment's text. */
  maxLength: 500,
  /** Pictures one comment may carry. */
  maxImages: 3,
  /** Bytes of one uploaded picture. */
  maxImageBytes: 5 * 1024 * 1024,
  /** The image types a comment picture may be, by extension. */
  imageExtensions: ['jpg', 'jpeg', 'png', 'gif', 'bmp'],
} as const;
