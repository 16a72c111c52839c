// The response table of spec section 7, as a pure function of the envelope.
import type { Envelope } from '@/lib/api/status';
import { XY_FAILED } from '@/lib/contract/accountPages';
import { ACTIVITY_FAILED } from '@/lib/contract/activities';
import { APP_LOGIN_REQUIRED, COMMENT_FAILED, STATUS } from '@/lib/contract/status';

/** What screens get for an empty or null answer: they show an empty state (spec section 8). */
export const EMPTY = Object.freeze({ empty: true as const });
export type EmptyMarker = typeof EMPTY;
export const isEmptyMarker = (value: unknown): value is EmptyMarker => value === EMPTY;

export type Outcome =
  | { kind: 'data'; data: unknown }
  | { kind: 'empty' }
  | { kind: 'error'; status: number; message: string; messageKey?: string }
  | { kind: 'authReset' }
  | { kind: 'tokenExpired' }
  | { kind: 'appLogin'; status: number; message: string };

function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined || data === '') return true;
  if (Array.isArray(data)) return data.length === 0;
  return typeof data === 'object' && Object.keys(data).length === 0;
}

export function interpretEnvelope(envelope: Envelope): Outcome {
  const { status } = envelope;
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  if (status === STATUS.ok)
    return isEmptyData(envelope.data) ? { kind: 'empty' } : { kind: 'data', data: envelope.data };
  if (status === STATUS.authReset) return { kind: 'authReset' };
  if (status === STATUS.tokenExpired) return { kind: 'tokenExpired' };
  if (APP_LOGIN_REQUIRED.includes(status)) return { kind: 'appLogin', status, message };
  if (status === STATUS.signUpProgressInApp) {
    return { kind: 'error', status, message: '', messageKey: 'signUpProgressInApp' };
  }
  if (COMMENT_FAILED.includes(status)) {
    return { kind: 'error', status, message, messageKey: 'commentFailed' };
  }
  // A refused sign-up or write-off: its message says why (报名未开始, 名额已满, 券码已使用 …).
  if (ACTIVITY_FAILED.includes(status)) return { kind: 'error', status, message };
  // A cheer past the day's limit, a praise given before.
  if (XY_FAILED.includes(status)) return { kind: 'error', status, message };
  if (status < 0) {
    // The table names "negative, no data"; a negative status that does carry data is still a failure.
    return { kind: 'error', status, message: message || 'error' };
  }
  if (status === STATUS.emptyObject) return { kind: 'data', data: {} };
  return { kind: 'data', data: { errmsg: message || 'error' } };
}
