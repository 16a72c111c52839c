import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteHandler } from '@/lib/server/siteHandler.mjs';

/** The status of a GET of `path` as written, not normalised as a URL would be. */
const statusOf = (port: number, path: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (response) => {
      response.resume().on('end', () => resolve(response.statusCode));
    })
      .on('error', reject)
      .end();
  });

// The demo content's media are site-relative (`/demo/rain.svg`); Next serves public/ below the base path.
describe('demo media on a site with a base path', () => {
  let server: Server | undefined;
  let port: number;
  let nextAsked: string[];

  /** The site's pipeline; whatever reaches Next answers with the address it was asked for. */
  const start = async (basePath: string) => {
    const next = (req: IncomingMessage, res: ServerResponse) => {
      nextAsked.push(req.url ?? '');
      res.setHeader('content-type', 'text/plain');
      res.end(req.url);
    };
    server = createServer(siteHandler(next, { basePath }));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };

  const get = (path: string) => statusOf(port, path);

  beforeEach(() => {
    nextAsked = [];
  });

  afterEach(async () => {
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      server = undefined;
    }
  });

  it('hands a site-relative demo address on below the base path, query and all', async () => {
    await start('/wap/default');
    expect(await get('/demo/rain.svg')).toBe(200);
    expect(await get('/demo/hls/clip.m3u8?v=2')).toBe(200);
    expect(nextAsked).toEqual(['/wap/default/demo/rain.svg', '/wap/default/demo/hls/clip.m3u8?v=2']);
  });

  it('leaves every other address as it came', async () => {
    await start('/wap/default');
    for (const path of ['/wap/default/demo/rain.svg', '/demo', '/demos/rain.svg', '/home.html']) {
      await get(path);
    }
    // A path that leaves the demo folder once normalised is not the demo's.
    await get('/demo/../home.html');
    expect(nextAsked).toEqual([
      '/wap/default/demo/rain.svg',
      '/demo',
      '/demos/rain.svg',
      '/home.html',
      '/demo/../home.html',
    ]);
  });

  it('changes nothing on a site without a base path', async () => {
    await start('');
    await get('/demo/rain.svg');
    expect(nextAsked).toEqual(['/demo/rain.svg']);
  });
});

// Files are not renders: with every place at the render gate taken by pages, a picture is still answered at once.
describe('files past the render gate', () => {
  let dir: string;
  let server: Server;
  let port: number;
  let release: () => void;
  let nextAsked: string[];
  const env = { ...process.env };

  beforeEach(async () => {
    process.env.SITE_RENDER_CONCURRENCY = '1';
    dir = mkdtempSync(join(tmpdir(), 'xy-public-'));
    mkdirSync(join(dir, 'demo'));
    writeFileSync(join(dir, 'demo', 'rain.svg'), '<svg/>');
    writeFileSync(join(dir, 'logo-fallback.svg'), '<svg/>');
    nextAsked = [];
    const held = new Promise<void>((resolve) => (release = resolve));
    const next = async (req: IncomingMessage, res: ServerResponse) => {
      nextAsked.push(req.url ?? '');
      // A page renders until released; a file is answered at once.
      if (req.url?.includes('.html')) await held;
      res.setHeader('content-type', req.url?.includes('.html') ? 'text/html' : 'image/svg+xml');
      res.end('ok');
    };
    server = createServer(siteHandler(next, { publicDir: dir, basePath: '/wap' }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterEach(async () => {
    release();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
    process.env = { ...env };
  });

  const get = (path: string) => statusOf(port, path);

  it("answers the build's files and public/'s while pages hold every place", async () => {
    const pages = [get('/wap/home.html'), get('/wap/aboutUs.html')];
    await new Promise((resolve) => setTimeout(resolve, 50));
    // One page renders, the other waits for its place.
    expect(nextAsked).toEqual(['/wap/home.html']);
    for (const path of [
      '/wap/demo/rain.svg',
      '/demo/rain.svg',
      '/wap/logo-fallback.svg?v=1',
      '/wap/_next/static/media/font-7a8b.woff2',
    ]) {
      expect(await get(path)).toBe(200);
    }
    expect(nextAsked).toEqual([
      '/wap/home.html',
      '/wap/demo/rain.svg',
      '/wap/demo/rain.svg',
      '/wap/logo-fallback.svg?v=1',
      '/wap/_next/static/media/font-7a8b.woff2',
    ]);
    release();
    expect(await Promise.all(pages)).toEqual([200, 200]);
  });

  it('leaves what is not a file to the page cache and its gate', async () => {
    const first = get('/wap/home.html');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Not public/'s: outside the base path, a name it does not hold, a path that leaves the build's folder.
    const others = [
      get('/wap/demo/missing.svg'),
      get('/logo-fallback.svg'),
      get('/wap/_next/static/../aboutUs.html'),
    ];
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(nextAsked).toEqual(['/wap/home.html']);
    release();
    await Promise.all([first, ...others]);
    expect(nextAsked).toHaveLength(4);
  });
});
