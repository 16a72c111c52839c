import type { ServerResponse } from 'node:http';
export function isHtml(contentType: unknown): boolean;
export function isOutage(status: number, contentType: unknown, firstBytes: Buffer | null): boolean;
export function markOutage(res: ServerResponse): void;
export function isBareDocument(contentType: unknown, firstBytes: Buffer | null): boolean;
export function holdHeadForOutcome(
  res: ServerResponse,
  options?: {
    standIn?: (send: { end: (body: Buffer) => void }) => boolean;
    drawNotFound?: () => Promise<{
      headers: Record<string, string | string[] | undefined>;
      body: Buffer;
    } | null>;
    drawOutage?: () => { headers: Record<string, string>; body: string };
  },
): Promise<'page' | 'outage' | 'stand-in'>;
