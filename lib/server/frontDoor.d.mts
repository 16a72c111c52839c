/** The site server's front door (lib/server/frontDoor.mjs). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageHeaders } from './pageHeaders.mjs';

export function frontDoorDecision(
  request: { method: string; url: string; headers: Record<string, string | string[] | undefined> },
  basePath?: string,
): PageHeaders | null;

export function frontDoor(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options?: { basePath?: string; token?: string | null },
): (req: IncomingMessage, res: ServerResponse) => unknown;
