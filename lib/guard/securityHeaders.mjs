// Security headers. The CSP is per request (a fresh script nonce), so it is built here and set with each page
// (lib/server/pageHeaders.mjs, for proxy.ts and the site server's front door); the static ones are listed for
// next.config.mjs and the site server in lib/config/staticHeaders.mjs.
import { DEFAULT_IFRAME_HOSTS } from '../html/iframeHosts.mjs';
import { pdfHosts } from '../html/pdfHosts.mjs';

/**
 * Origins allowed to frame the site: itself and the CMS preview frame.
 *
 * @param {string} [cmsOrigin]
 */
export function frameAncestors(cmsOrigin = process.env.CMS_ORIGIN ?? '') {
  const origins = cmsOrigin.split(/[\s,]+/).filter((origin) => /^https?:\/\/[^/\s]+$/.test(origin));
  return ["'self'", ...origins].join(' ');
}

/**
 * @param {string} nonce
 * @param {boolean} development
 */
export function contentSecurityPolicy(nonce, development) {
  const pdfOrigins = pdfHosts()
    .map((host) => ` https://${host}`)
    .join('');
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob: https: http:",
    "font-src 'self' data:",
    // The certificate preview fetches its PDF itself (from the site or a PDF_HOSTS host).
    `connect-src 'self'${development ? ' ws:' : ''} wss: https://*.weixin.qq.com https://*.qq.com${pdfOrigins}`,
    // Article video embeds from the hosts the sanitiser keeps, the site's own H5 pages, and the certificate
    // preview's PDF, framed as a blob of the copy it fetched.
    `frame-src 'self' blob: ${DEFAULT_IFRAME_HOSTS.map((host) => `https://${host}`).join(' ')}`,
    `frame-ancestors ${frameAncestors()}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ];
  return directives.join('; ');
}
