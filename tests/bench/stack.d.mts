export const DEMO_MEMBER: { phone: string; password: string };
export function signedInCookie(url: string): Promise<string>;
export function chromiumPath(): string;
export function startStack(): Promise<{ url: string; stop: () => Promise<unknown> }>;
export function discoverPages(
  url: string,
): Promise<Record<'home' | 'column' | 'news' | 'photos' | 'video', string>>;
