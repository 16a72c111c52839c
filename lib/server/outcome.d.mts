import type { ServerResponse } from 'node:http';
export function isOutage(status: number, contentType: unknown, firstBytes: Buffer | null): boolean;
export function markOutage(res: ServerResponse): void;
export function holdHeadForOutcome(
  res: ServerResponse,
  standIn?: (send: { end: (body: Buffer) => void }) => boolean,
): Promise<'page' | 'outage' | 'stand-in'>;
