// The envelope every operation answers and the statuses of spec section 7 the page reacts to. Its own module
// because the beacon (lib/auth/beacon.ts) checks answers without the response table of lib/api/envelope.ts.

export interface Envelope {
  status: number;
  message?: string;
  data?: unknown;
}

export const STATUS = {
  ok: 0,
  emptyObject: 1,
  authReset: 1004,
  appLoginRequired: [10102, 10103],
  tokenExpired: 10111,
  signUpProgressInApp: 10201,
  commentFailed: [10202, 10203, 10204],
} as const;

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).status === 'number';
}
