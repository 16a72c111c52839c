import type { IncomingMessage, ServerResponse } from 'node:http';
export class LateScripts {
  push(chunk: string): string;
  end(): string;
}
export function lateScriptsHandler(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => unknown;
