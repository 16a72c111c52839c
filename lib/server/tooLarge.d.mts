import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
export const MAX_URL_LENGTH: number;
export function tooLargePage(locale: string, basePath?: string): string;
export function refuseLongUrl(req: IncomingMessage, res: ServerResponse, basePath?: string): boolean;
export function clientErrorHandler(
  basePath?: string,
): (error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex) => void;
