import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageCache } from './pageCache.mjs';
import type { RenderGate } from './renderGate.mjs';
export function cachingHandler(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options?: {
    cache?: PageCache;
    gate?: RenderGate;
    basePath?: string;
    selfPort?: () => number;
    fanOut?: (req: IncomingMessage, res: ServerResponse) => unknown;
    notFoundToken?: string | null;
  },
): (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;
