import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { HTML_LANG } from '@/lib/i18n/locales';
import { siteHandler } from '@/lib/server/siteHandler.mjs';
import { localeFromCookies, PAGE_LANG } from '@/lib/server/plainPage.mjs';
import { clientErrorHandler, MAX_URL_LENGTH, tooLargePage } from '@/lib/server/tooLarge.mjs';

/** Sends a raw request and reads the whole answer (the server closes the connection after it). */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

describe('pages for requests too large', () => {
  let server: Server;
  let port: number;
  const seen: string[] = [];

  beforeAll(async () => {
    // The site's pipeline around a handler that notes what reaches it, with the site server's clientError.
    server = createServer(
      siteHandler((req, res) => {
        seen.push(req.url ?? '');
        res.end('page');
      }),
    );
    server.on('clientError', clientErrorHandler());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('knows each locale by the tag the site gives it', () => {
    expect(PAGE_LANG).toEqual(HTML_LANG);
  });

  it('reads the stored language from cookies, else Chinese', () => {
    expect(localeFromCookies('a=1; xy-lang=bo; b=2')).toBe('bo');
    expect(localeFromCookies('xy-lang=xx')).toBe('cn');
    expect(localeFromCookies('not-xy-lang=en')).toBe('cn');
    expect(localeFromCookies(undefined)).toBe('cn');
  });

  it('writes a self-contained page, German falling back to Chinese where it has no message', () => {
    const page = tooLargePage('de', '/news');
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('<h1>Link zu lang</h1>');
    expect(page).toContain('<a href="/news/home.html">Zur Startseite</a>');
    expect(page).not.toMatch(/<script|<link/);
  });

  it('answers a URL over the limit with the 414 page, before the site sees it', async () => {
    const answer = await rawRequest(
      port,
      `GET /search.html?keyword=${'a'.repeat(MAX_URL_LENGTH)} HTTP/1.1\r\nHost: localhost\r\n` +
        'Cookie: xy-lang=en\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 414 /);
    expect(answer).toMatch(/cache-control: no-store/i);
    expect(answer).toContain('<h1>Link too long</h1>');
    expect(seen.some((url) => url.length > MAX_URL_LENGTH)).toBe(false);
  });

  it('lets a URL at the limit through', async () => {
    const start = '/search.html?keyword=';
    const url = `${start}${'a'.repeat(MAX_URL_LENGTH - start.length)}`;
    const answer = await rawRequest(
      port,
      `GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(seen).toContain(url);
  });

  it("answers headers over Node's limit with the 431 page in the language the head names", async () => {
    const answer = await rawRequest(
      port,
      `GET /home.html HTTP/1.1\r\nHost: localhost\r\nCookie: xy-lang=fr\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toMatch(/cache-control: no-store/i);
    expect(answer).toContain('<html lang="fr">');
    expect(answer).toContain('<h1>Lien trop long</h1>');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(Number(/content-length: (\d+)/i.exec(head)?.[1])).toBe(Buffer.byteLength(body));
  });

  it("keeps Node's empty 400 for a request it cannot parse", async () => {
    const answer = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).not.toContain('<html');
  });
});
