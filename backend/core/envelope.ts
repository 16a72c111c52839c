/** The one response shape of every operation (spec section 7). */
export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

export const statusCodes = {
  ok: 0,
  badInput: -1,
  loginExpired: -2,
  badSignature: -3,
  badTime: -4,
  unauthorized: -401,
  tooManyRequests: -429,
  serverError: -500,
  authReset: 1004,
  notSignedIn: 10102,
  memberDisabled: 10103,
  tokenExpired: 10111,
} as const;

export function ok<T>(data: T, message = '成功'): Envelope<T> {
  return { status: statusCodes.ok, message, data };
}

export function fail(status: number, message: string): Envelope<null> {
  return { status, message, data: null };
}

/**
 * Thrown by validators and handlers for input the caller got wrong. The error handlers turn it into an
 * envelope: HTTP 200 on the reader-facing services (as the site expects), HTTP 400 on the ingest API.
 */
export class InputError extends Error {
  constructor(
    message: string,
    readonly status: number = statusCodes.badInput,
  ) {
    super(message);
  }
}
