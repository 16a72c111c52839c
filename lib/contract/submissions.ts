// Calls for submissions (征稿) and contributors' submissions (投稿, backend/submissions): the limits a submission is
// held to and its states. Part of the contract both sides import: plain data, no framework.

export const SUBMISSION_LIMITS = {
  /** Characters of a submission's title. */
  maxTitleChars: 60,
  /** Characters of its text. */
  maxChars: 10_000,
  /** Characters of the contributor's name, where the call asks for one. */
  maxNameChars: 20,
  /** Pictures one submission may carry. */
  maxPictures: 9,
  /** One submission per member in this many ms. */
  intervalMs: 30_000,
  /** Works a page holds; has-more when a page is full. */
  pageSize: 20,
} as const;

/** A submission's state: 待审核 until an editor approves it (已通过, published) or refuses it with a reason (未通过). */
export const SUBMISSION_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUS)[keyof typeof SUBMISSION_STATUS];
