export const PAGE_LANG: Record<string, string>;
export function localeFromCookies(text: string | undefined): string;
export function plainPage(
  locale: string,
  page: { title: string; text?: string; links: [key: string, href: string][] },
): string;
export function plainPageHeaders(body: string): Record<string, string>;
export function unavailablePage(
  req: { url?: string; headers: Record<string, string | string[] | undefined> },
  basePath: string,
  words: { title: string; text?: string; again?: string },
): { headers: Record<string, string>; body: string };
