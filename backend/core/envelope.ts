import { STATUS } from '../../lib/contract/status.js';

/** The one response shape of every operation (spec section 7); its statuses are the contract's. */
export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = '成功'): Envelope<T> {
  return { status: STATUS.ok, message, data };
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
    readonly status: number = STATUS.badInput,
  ) {
    super(message);
  }
}
