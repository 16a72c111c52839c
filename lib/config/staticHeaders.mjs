// The security headers every answer of the site carries, in one plain module: next.config.mjs sets them on what
// Next serves, and the site server (lib/server/staticAssets.mjs), which runs outside Next's bundler, on the
// precompressed scripts and stylesheets it serves itself. A page's Content-Security-Policy is per request (a fresh
// script nonce): lib/server/pageHeaders.mjs sets it, from lib/guard/securityHeaders.mjs.

/** @type {ReadonlyArray<{ key: string; value: string }>} */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
];
