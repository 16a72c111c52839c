import type { IncomingMessage, ServerResponse } from 'node:http';
export function precompressStatic(
  dir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }>;
export function staticAssetHandler(options: {
  dir: string;
  basePath?: string;
}): (req: IncomingMessage, res: ServerResponse) => boolean;
export function fileRequests(options: {
  publicDir?: string;
  basePath?: string;
}): (req: IncomingMessage) => boolean;
