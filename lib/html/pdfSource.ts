// The certificate preview (/previewPDF.html, 区块链证书) shows a PDF named in its query. Only a file of this
// site or of a host the deployment lists in PDF_HOSTS (lib/html/pdfHosts.mjs) is loaded; the CSP's connect-src
// allows the same hosts.
import { parseSafeUrl } from '@/lib/html/safeUrl';

/**
 * The address to load: a path of this site, or an https URL on an allowed host; null for anything else
 * (other hosts, other schemes, `//` tricks), which the page reports as an invalid certificate address.
 */
export function pdfSource(raw: string | undefined, allowedHosts: readonly string[]): string | null {
  const parsed = parseSafeUrl(raw);
  if (parsed?.kind === 'relative') return parsed.rootRelative ? parsed.url : null;
  if (parsed?.kind !== 'http') return null;
  return parsed.url.startsWith('https:') && allowedHosts.includes(parsed.host.toLowerCase())
    ? parsed.url
    : null;
}

/** Fetches the PDF for the preview; rejects unless the answer is a PDF file (its `%PDF-` signature). */
export async function loadPdf(url: string, fetchImpl: typeof fetch = fetch): Promise<Blob> {
  const response = await fetchImpl(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`PDF answered HTTP ${response.status}`);
  const blob = await response.blob();
  if ((await blob.slice(0, 5).text()) !== '%PDF-') throw new Error('not a PDF file');
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}
