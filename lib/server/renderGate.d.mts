import type { IncomingMessage, ServerResponse } from 'node:http';
export const DEFAULT_RENDER_CONCURRENCY: number;
export const RENDER_WAIT_MS: number;
export function renderConcurrency(env?: Record<string, string | undefined>): number;
export class RenderGate {
  constructor(options?: { concurrency?: number; maxWaitMs?: number });
  readonly concurrency: number;
  readonly maxWaitMs: number;
  active: number;
  waiting: Array<() => void>;
  speculative: Array<() => void>;
  enter(res: ServerResponse, options?: { speculative?: boolean }): Promise<'go' | 'gone' | 'busy'>;
}
export function sendBusy(req: IncomingMessage, res: ServerResponse, basePath?: string): void;
