export const DEMO_MEMBER: { phone: string; password: string };
export function signedInCookie(url: string): Promise<string>;
export function chromiumPath(): string;
export function uncached(
  path: string,
): { setupRequest: (request: Record<string, unknown>) => Record<string, unknown> }[];
export function waitFor(
  url: string,
  deadline: number,
  child?: import('node:child_process').ChildProcess,
): Promise<void>;
export function startStack(options?: { env?: Record<string, string> }): Promise<{
  url: string;
  backendUrl: string | undefined;
  pid: number | undefined;
  stop: () => Promise<unknown>;
}>;
export function discoverPages(
  url: string,
): Promise<Record<'home' | 'column' | 'news' | 'photos' | 'video', string>>;
export function crawlPages(url: string, limit?: number, perType?: number): Promise<string[]>;
export function pageType(path: string): string;
