// 问吧 (question topics, members' questions and their answers) and 问政 (government inquiries answered by
// departments) (backend/questions): the limits a question or an inquiry is held to and their states. Part of the
// contract both sides import: plain data, no framework.

export const QUESTION_LIMITS = {
  /** Characters of a question's or an inquiry's text. */
  maxChars: 2000,
  /** Characters of an inquiry's title. */
  maxTitleChars: 60,
  /** Pictures one question or inquiry may carry. */
  maxPictures: 9,
  /** Videos and recordings an inquiry may carry (the upload service's files, the member's own). */
  maxVideos: 1,
  maxAudios: 1,
  /** Questions (or inquiries) a page holds; has-more when a page is full. */
  pageSize: 20,
  /** One question (or inquiry) per member in this many ms (flooding). */
  askIntervalMs: 30_000,
} as const;

/** A 问吧 question's state: pending until an editor approves it, or rejected with a reason. */
export const QUESTION_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;

/**
 * An inquiry's state: pending until an editor approves it, then published (waiting for its department's reply)
 * and answered once the department replied; or rejected with a reason.
 */
export const INQUIRY_STATUS = { pending: 0, published: 1, rejected: 2, answered: 3 } as const;

/** A reader's satisfaction with a department's reply: 1 unsatisfied, 2 fair, 3 satisfied. */
export const SATISFACTION = { unsatisfied: 1, fair: 2, satisfied: 3 } as const;
