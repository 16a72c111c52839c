/** The per-request CSP (lib/guard/securityHeaders.mjs). */
export function frameAncestors(cmsOrigin?: string): string;
export function contentSecurityPolicy(nonce: string, development: boolean): string;
