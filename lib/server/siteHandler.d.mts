import type { IncomingMessage, ServerResponse } from 'node:http';
import type { cachingHandler } from './cachingHandler.mjs';
export function siteHandler(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options?: Parameters<typeof cachingHandler>[1] & { staticDir?: string; publicDir?: string },
): (req: IncomingMessage, res: ServerResponse) => void;
