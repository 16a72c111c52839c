// The hosts the certificate preview (/previewPDF.html) may load a PDF from, beside the site itself: the page
// (lib/html/pdfSource.ts) and the CSP's connect-src (lib/guard/securityHeaders.mjs) allow the same ones.

/**
 * Host names from PDF_HOSTS (comma or space separated); anything that is not a plain host name is dropped.
 *
 * @param {Record<string, string | undefined>} [env]
 * @returns {string[]}
 */
export function pdfHosts(env = process.env) {
  return (env.PDF_HOSTS ?? '')
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter((host) => /^[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)+$/.test(host));
}
