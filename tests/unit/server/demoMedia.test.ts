import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteHandler } from '@/lib/server/siteHandler.mjs';

// The demo content's media are site-relative (`/demo/rain.svg`); Next serves public/ below the base path.
describe('demo media on a site with a base path', () => {
  let server: Server | undefined;
  let port: number;
  let nextAsked: string[];

  /** The site's pipeline; whatever reaches Next answers with the address it was asked for. */
  const start = async (basePath: string) => {
    const next = (req: IncomingMessage, res: import('node:http').ServerResponse) => {
      nextAsked.push(req.url ?? '');
      res.setHeader('content-type', 'text/plain');
      res.end(req.url);
    };
    server = createServer(siteHandler(next, { basePath }));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };

  /** The path as written, not normalised as a URL would be. */
  const get = (path: string) =>
    new Promise<number | undefined>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path }, (response) => {
        response.resume().on('end', () => resolve(response.statusCode));
      })
        .on('error', reject)
        .end();
    });

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
