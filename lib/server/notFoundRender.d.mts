import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
export const NOT_FOUND_RENDER_HEADER: string;
export const NOT_FOUND_OF_HEADER: string;
export function notFoundRenderOf(
  headers: { get(name: string): string | null } | Record<string, string | string[] | undefined>,
  token?: string | null,
): string | null;
export function renderNotFound(
  req: IncomingMessage,
  options: { port: number; basePath?: string; token?: string | null },
): Promise<{ headers: IncomingHttpHeaders; body: Buffer } | null>;
