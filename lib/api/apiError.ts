// The one error lib/api throws. `messageKey` names a string in the `errors` message namespace so screens can
// translate it; `message` keeps the server's own words (already in the reader's language) when it sent any.

export type ApiErrorKind =
  'status' | 'network' | 'timeout' | 'http' | 'authReset' | 'tokenExpired' | 'loginRequired';

export class ApiError extends Error {
  readonly operation: string;
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly messageKey: string;

  constructor(
    operation: string,
    kind: ApiErrorKind,
    {
      status = -1,
      message,
      messageKey = 'generic',
      cause,
    }: {
      status?: number;
      message?: string;
      messageKey?: string;
      cause?: unknown;
    } = {},
  ) {
    super(message || 'error', { cause });
    this.name = 'ApiError';
    this.operation = operation;
    this.kind = kind;
    this.status = status;
    this.messageKey = messageKey;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The backend could not be reached or answered nothing usable. */
export const isUnreachable = (error: unknown): error is ApiError =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'http');

/** A backend answer of "no such thing" (a status error) becomes null; an unreachable backend still throws. */
export async function nullWhenRefused<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.kind === 'status') return null;
    throw error;
  }
}
