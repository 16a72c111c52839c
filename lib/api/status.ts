// The envelope every operation answers, as the site reads it (its statuses are the contract's:
// lib/contract/status.ts). Its own module because the beacon (lib/auth/beacon.ts) checks answers without the
// response table of lib/api/envelope.ts.

export interface Envelope {
  status: number;
  message?: string;
  data?: unknown;
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).status === 'number';
}
