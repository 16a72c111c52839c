// Circles and their posts (backend/community): the limits a post is held to, its moderation states and the two
// orders of a circle's posts. Part of the contract both sides import: plain data, no framework.

export const CIRCLE_LIMITS = {
  /** Pictures one post may carry. */
  maxPictures: 9,
  /** Characters of a post's text. */
  maxChars: 1000,
  /** Posts a page holds; has-more when a page is full. */
  pageSize: 20,
} as const;

/** A post's state, as comments have them: pending until an editor approves it, or removed. */
export const POST_STATUS = { pending: 0, approved: 1, removed: 2 } as const;

/** `listType` of the post list: 1 newest first, 2 hot (most praised) first. */
export const LIST_TYPE = { newest: 1, hot: 2 } as const;
export type ListType = (typeof LIST_TYPE)[keyof typeof LIST_TYPE];
