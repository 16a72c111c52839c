/** The token of this site server process (lib/guard/siteServerToken.mjs). */
export function makeSiteServerToken(): void;
export function siteServerToken(): string | null;
