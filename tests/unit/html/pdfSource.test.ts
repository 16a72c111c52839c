import { pdfHosts } from '@/lib/html/pdfHosts.mjs';
import { loadPdf, pdfSource } from '@/lib/html/pdfSource';
import { contentSecurityPolicy } from '@/lib/guard/securityHeaders.mjs';

describe('the certificate preview’s PDF address', () => {
  const hosts = ['cert.example.cn'];

  it('is a path of this site or an https URL on an allowed host', () => {
    expect(pdfSource('/demo/certificate.pdf', hosts)).toBe('/demo/certificate.pdf');
    expect(pdfSource('https://cert.example.cn/a.pdf?x=1', hosts)).toBe('https://cert.example.cn/a.pdf?x=1');
  });

  it('is nothing for other hosts, plain http, scripts and tricks', () => {
    for (const raw of [
      undefined,
      '',
      'https://evil.example/a.pdf',
      'http://cert.example.cn/a.pdf',
      '//evil.example/a.pdf',
      'javascript:alert(1)',
      'data:application/pdf;base64,JVBERi0=',
      'a.pdf',
    ]) {
      expect(pdfSource(raw, hosts)).toBeNull();
    }
  });

  it('reads the allowed hosts from PDF_HOSTS, which the CSP lets the page fetch from', () => {
    expect(pdfHosts({ PDF_HOSTS: 'cert.example.cn, CDN.example.com bad_host https://x.cn' })).toEqual([
      'cert.example.cn',
      'cdn.example.com',
    ]);
    process.env.PDF_HOSTS = 'cert.example.cn';
    const csp = contentSecurityPolicy('n', false);
    delete process.env.PDF_HOSTS;
    expect(csp).toMatch(/connect-src [^;]*https:\/\/cert\.example\.cn/);
    expect(csp).toMatch(/frame-src 'self' blob:/);
    expect(csp).toContain("object-src 'none'");
  });
});

describe('loading the PDF', () => {
  const answer = (body: string, status = 200, type = 'application/pdf') =>
    (async () =>
      new Response(body, { status, headers: { 'content-type': type } })) as unknown as typeof fetch;

  it('takes a PDF file', async () => {
    const blob = await loadPdf('/a.pdf', answer('%PDF-1.7 …'));
    expect(blob.type).toBe('application/pdf');
    expect(await loadPdf('/a.pdf', answer('%PDF-1.4', 200, 'application/octet-stream'))).toHaveProperty(
      'type',
      'application/pdf',
    );
  });

  it('refuses a missing file and anything that is not a PDF', async () => {
    await expect(loadPdf('/a.pdf', answer('not found', 404))).rejects.toThrow(/404/);
    await expect(loadPdf('/a.pdf', answer('<html>', 200, 'text/html'))).rejects.toThrow(/not a PDF/);
  });
});
