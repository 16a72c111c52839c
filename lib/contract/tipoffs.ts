// Tip-offs (报料, backend/tipoffs): what one may hold and the states an editor moves it through. Part of the
// contract both sides import: plain data, no framework.

export const TIPOFF_LIMITS = {
  /** Characters of a tip-off's text. */
  maxChars: 2000,
  /** Characters of the name it is signed with. */
  maxNameChars: 20,
  maxPictures: 9,
  maxVideos: 1,
  maxAudios: 1,
  /** One tip-off per member in this many ms. */
  intervalMs: 30_000,
  /** A member's tip-offs a page holds; has-more when a page is full. */
  pageSize: 20,
} as const;

/** A tip-off's state: 待审核 until an editor approves (已通过) or rejects (未通过, with a reason) it. */
export const TIPOFF_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type TipoffStatus = (typeof TIPOFF_STATUS)[keyof typeof TIPOFF_STATUS];
