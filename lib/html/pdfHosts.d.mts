/** Host names from PDF_HOSTS (lib/html/pdfHosts.mjs). */
export function pdfHosts(env?: Record<string, string | undefined>): string[];
