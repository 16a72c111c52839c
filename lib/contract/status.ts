// The statuses of the envelope every operation answers (`{ status, message, data }`, spec section 7): what the
// backend sends and the site reacts to. Part of the contract both sides import: plain data, no framework.

export const STATUS = {
  /** Success; `data` is the answer. */
  ok: 0,
  /** Success with nothing to say: the site takes it as an empty object. */
  emptyObject: 1,
  /** Bad input or an unknown id; the message says which, in Chinese. */
  badInput: -1,
  /** A refresh token the backend no longer takes: sign in again. */
  loginExpired: -2,
  badSignature: -3,
  /** A signed call whose `t` is too far from the server's time. */
  badTime: -4,
  /** The CMS's ingest API without the admin token. */
  unauthorized: -401,
  tooManyRequests: -429,
  serverError: -500,
  /** The site's same-origin /api when it cannot reach the backend in time (HTTP 503). */
  unavailable: -503,
  /** The xyAuth headers are missing or stale: get new ones and reload. */
  authReset: 1004,
  /** A member-only operation without a member's token. */
  notSignedIn: 10102,
  /** A token of a member the CMS disabled. */
  memberDisabled: 10103,
  /** The `token` header expired (or is unknown): renew it and retry once. */
  tokenExpired: 10111,
  /** Sign-up progress shows in the app only. */
  signUpProgressInApp: 10201,
} as const;

/** 10102 and 10103: after a second the app clears its user and the reader signs in again. */
export const APP_LOGIN_REQUIRED: readonly number[] = [STATUS.notSignedIn, STATUS.memberDisabled];

/** A comment the backend refused; its message says why. */
export const COMMENT_FAILED: readonly number[] = [10202, 10203, 10204];
