import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressStatic } from '@/lib/server/staticAssets.mjs';
import { siteHandler } from '@/lib/server/siteHandler.mjs';

// A build's static folder in small: a chunk worth encoding, a stylesheet, a file too small to encode, a font
// (not text), and a chunk under a folder whose name an address encodes.
const SCRIPT = `(self.webpackChunk=self.webpackChunk||[]).push([[1],{1:function(){${'console.log("临江新闻");'.repeat(200)}}}]);`;
const STYLE = `.article{color:#333}${'.list li{margin:0 0 8px;padding:4px}'.repeat(60)}`;
const TINY = 'self.tiny=1;';

describe('precompressed scripts and stylesheets', () => {
  let dir: string;
  let server: Server;
  let port: number;
  let nextAnswered: string[];

  const write = (path: string, body: string | Buffer) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  };

  /** The site's pipeline with the static folder; whatever reaches Next answers who asked and how. */
  const start = async (basePath = '') => {
    const next = (req: IncomingMessage, res: import('node:http').ServerResponse) => {
      nextAnswered.push(req.url ?? '');
      res.setHeader('content-type', 'application/javascript');
      res.end(SCRIPT);
    };
    server = createServer(siteHandler(next, { staticDir: dir, basePath }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };

  const send = async (path: string, headers: Record<string, string>, method = 'GET') => {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      // The path as written, not normalised as a URL would be.
      request({ host: '127.0.0.1', port, path, method, headers }, resolve).on('error', reject).end();
    });
    const chunks: Buffer[] = [];
    for await (const piece of response) chunks.push(piece as Buffer);
    return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) };
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'xy-static-'));
    nextAnswered = [];
    write('chunks/app/layout-1a2b.js', SCRIPT);
    write('css/site-3c4d.css', STYLE);
    write('chunks/tiny-5e6f.js', TINY);
    write('media/font-7a8b.woff2', Buffer.alloc(4096, 7));
    write('chunks/app/[service]/page-9c0d.js', SCRIPT);
  });

  afterEach(async () => {
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a brotli and a gzip copy of each script and stylesheet worth encoding, once', async () => {
    const totals = await precompressStatic(dir);
    expect(totals.files).toBe(3);
    expect(totals.bytes).toBe(2 * Buffer.byteLength(SCRIPT) + Buffer.byteLength(STYLE));
    const script = join(dir, 'chunks/app/layout-1a2b.js');
    expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${script}.gz`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(join(dir, 'css/site-3c4d.css.gz'))).toString()).toBe(STYLE);
    expect(totals.brotliBytes).toBeLessThan(totals.bytes / 4);
    // Neither the file too small to gain nor the font.
    expect(() => statSync(join(dir, 'chunks/tiny-5e6f.js.br'))).toThrow();
    expect(() => statSync(join(dir, 'media/font-7a8b.woff2.br'))).toThrow();

    // A second build step leaves current copies alone and redoes one older than its file.
    const written = statSync(`${script}.br`).mtimeMs;
    const again = await precompressStatic(dir);
    expect(again).toEqual(totals);
    expect(statSync(`${script}.br`).mtimeMs).toBe(written);
    writeFileSync(script, `${SCRIPT}self.changed=1;`);
    utimesSync(`${script}.br`, new Date(written - 60_000), new Date(written - 60_000));
    await precompressStatic(dir);
    expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(`${SCRIPT}self.changed=1;`);
  });

  it('answers a reader who takes brotli or gzip with the copy made at build time, without Next', async () => {
    await precompressStatic(dir);
    await start();
    const path = '/_next/static/chunks/app/layout-1a2b.js';
    const br = await send(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(readFileSync(join(dir, 'chunks/app/layout-1a2b.js.br')));
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    // The headers Next would have set on it.
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['strict-transport-security']).toMatch(/^max-age=/);

    const gzip = await send(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    expect(gzip.headers.etag).not.toBe(br.headers.etag);

    const style = await send('/_next/static/css/site-3c4d.css', { 'accept-encoding': 'br' });
    expect(style.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(brotliDecompressSync(style.body).toString()).toBe(STYLE);

    // An address whose folder name is encoded in it.
    const encoded = await send('/_next/static/chunks/app/%5Bservice%5D/page-9c0d.js', {
      'accept-encoding': 'br',
    });
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(nextAnswered).toEqual([]);
  });

  it('answers a reader who has the copy already with 304, and HEAD with the headers alone', async () => {
    await precompressStatic(dir);
    await start();
    const path = '/_next/static/chunks/app/layout-1a2b.js';
    const { headers } = await send(path, { 'accept-encoding': 'br' });
    const again = await send(path, { 'accept-encoding': 'br', 'if-none-match': `W/${headers.etag}` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(headers.etag);
    // The other encoding's tag is another copy.
    expect((await send(path, { 'accept-encoding': 'gzip', 'if-none-match': headers.etag! })).status).toBe(
      200,
    );
    const head = await send(path, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(headers['content-length']);
    expect(head.body.length).toBe(0);
    expect(nextAnswered).toEqual([]);
  });

  it('leaves to Next what it holds no copy for, a reader taking neither encoding, ranges and other methods', async () => {
    await precompressStatic(dir);
    await start();
    await send('/_next/static/chunks/tiny-5e6f.js', { 'accept-encoding': 'br' });
    await send('/_next/static/chunks/app/layout-1a2b.js', { 'accept-encoding': 'identity' });
    await send('/_next/static/chunks/app/layout-1a2b.js', { 'accept-encoding': 'br', range: 'bytes=0-99' });
    await send('/_next/static/chunks/app/layout-1a2b.js', { 'accept-encoding': 'br' }, 'POST');
    await send('/_next/static/chunks/app/../layout-1a2b.js', { 'accept-encoding': 'br' });
    await send('/_next/static/%E0%A4%A.js', { 'accept-encoding': 'br' });
    await send('/chunks/app/layout-1a2b.js', { 'accept-encoding': 'br' });
    expect(nextAnswered).toEqual([
      '/_next/static/chunks/tiny-5e6f.js',
      '/_next/static/chunks/app/layout-1a2b.js',
      '/_next/static/chunks/app/layout-1a2b.js',
      '/_next/static/chunks/app/layout-1a2b.js',
      '/_next/static/chunks/app/../layout-1a2b.js',
      '/_next/static/%E0%A4%A.js',
      '/chunks/app/layout-1a2b.js',
    ]);
  });

  it('answers under the base path, and leaves to Next a build without copies or with stale ones', async () => {
    await precompressStatic(dir);
    await start('/news');
    const path = '/news/_next/static/chunks/app/layout-1a2b.js';
    expect((await send(path, { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    expect(nextAnswered).toEqual([]);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));

    rmSync(dir, { recursive: true, force: true });
    write('chunks/app/layout-1a2b.js', SCRIPT);
    // A copy left from an earlier build, older than the file now there, is not sent for it.
    write('chunks/app/layout-1a2b.js.br', brotliCompressSync('self.earlier=1;'));
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 'chunks/app/layout-1a2b.js.br'), earlier, earlier);
    await start();
    const plain = await send('/_next/static/chunks/app/layout-1a2b.js', { 'accept-encoding': 'br' });
    expect(nextAnswered).toEqual(['/_next/static/chunks/app/layout-1a2b.js']);
    // `compression` encodes it as it streams, as before.
    expect(plain.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(plain.body).toString()).toBe(SCRIPT);
  });
});
