import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { cacheableEntry, PageCache, sharedLifetime } from '@/lib/server/pageCache.mjs';
import { cachingHandler } from '@/lib/server/cachingHandler.mjs';

const SHARED = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': SHARED };
const BROWSER = 'public, max-age=0, s-maxage=10';
const CDN = 'max-age=10, stale-while-revalidate=60';

describe('sharedLifetime', () => {
  it('reads s-maxage and stale-while-revalidate from a public response', () => {
    expect(sharedLifetime(SHARED)).toEqual({ fresh: 10_000, stale: 60_000 });
  });
  it('prefers CDN-Cache-Control, which speaks to this cache, over s-maxage', () => {
    expect(sharedLifetime(BROWSER, CDN)).toEqual({ fresh: 10_000, stale: 60_000 });
    expect(sharedLifetime(BROWSER, 'max-age=5')).toEqual({ fresh: 5_000, stale: 0 });
    expect(sharedLifetime(BROWSER, 'private')).toBeNull();
    expect(sharedLifetime('private, no-store', CDN)).toBeNull();
    expect(sharedLifetime(BROWSER, 's-maxage=30')).toBeNull();
  });
  it('refuses private, no-store and lifetimes of zero', () => {
    expect(sharedLifetime('private, no-cache, no-store, max-age=0, must-revalidate')).toBeNull();
    expect(sharedLifetime('public, s-maxage=0')).toBeNull();
    expect(sharedLifetime('public, max-age=60')).toBeNull();
    expect(sharedLifetime(undefined)).toBeNull();
  });
});

describe('cacheableEntry', () => {
  const body = Buffer.from('<html><h1>新闻</h1></html>');
  it('keeps a shared HTML page without its hop-by-hop headers', () => {
    const entry = cacheableEntry(200, { ...html, date: 'now', 'transfer-encoding': 'chunked' }, body);
    expect(entry?.headers.map(([name]) => name).sort()).toEqual(['cache-control', 'content-type']);
  });
  it('refuses other statuses, cookies, other types and failure screens', () => {
    expect(cacheableEntry(404, html, body)).toBeNull();
    expect(cacheableEntry(200, { ...html, 'set-cookie': ['a=1'] }, body)).toBeNull();
    expect(cacheableEntry(200, { ...html, 'content-type': 'application/json' }, body)).toBeNull();
    const failure = Buffer.from('<section role="alert" data-transient-failure="">网络错误</section>');
    expect(cacheableEntry(200, html, failure)).toBeNull();
    expect(cacheableEntry(200, { ...html, 'content-encoding': 'gzip' }, gzipSync(failure))).toBeNull();
    expect(cacheableEntry(200, { ...html, 'content-encoding': 'zstd' }, body)).toBeNull();
  });
});

describe('PageCache', () => {
  const entry = (bytes: number, storedAt = 0) => ({
    status: 200,
    headers: [],
    body: Buffer.alloc(bytes),
    storedAt,
    fresh: 10_000,
    stale: 60_000,
  });

  it('is fresh, then stale, then gone', () => {
    const cache = new PageCache();
    cache.store('a', entry(10), cache.generation);
    expect(cache.lookup('a', 9_999)?.state).toBe('fresh');
    expect(cache.lookup('a', 10_000)?.state).toBe('stale');
    expect(cache.lookup('a', 70_000)).toBeNull();
  });

  it('drops the least recently used page when full', () => {
    const cache = new PageCache({ maxEntries: 2 });
    cache.store('a', entry(1), 0);
    cache.store('b', entry(1), 0);
    cache.lookup('a', 1);
    cache.store('c', entry(1), 0);
    expect(cache.lookup('b', 1)).toBeNull();
    expect(cache.lookup('a', 1)).not.toBeNull();
  });

  it('refuses what a render read before the last purge', () => {
    const cache = new PageCache();
    const before = cache.generation;
    cache.purge();
    cache.store('a', entry(1), before);
    expect(cache.lookup('a', 1)).toBeNull();
  });
});

describe('cachingHandler', () => {
  let server: Server;
  let base: string;
  let renders: number;
  let version: string;
  let release: () => void;
  let gate: Promise<void>;
  let cache: PageCache;

  beforeEach(async () => {
    renders = 0;
    version = 'one';
    gate = Promise.resolve();
    const page = async (req: IncomingMessage, res: ServerResponse) => {
      if (req.url === '/api/revalidate') {
        // Headers first, as Next's route handlers may: the caller can go on before the body is written.
        res.writeHead(req.headers.authorization === 'Bearer ok' ? 200 : 401);
        return setTimeout(() => res.end(), 200);
      }
      renders += 1;
      const shown = version;
      await gate;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', req.url?.includes('private') ? 'private, no-store' : SHARED);
      res.write('<html>');
      res.end(`${shown}</html>`);
    };
    cache = new PageCache();
    const selfPort = () => (server.address() as AddressInfo).port;
    server = createServer(cachingHandler(page, { cache, selfPort }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(() => new Promise((resolve) => server.close(resolve)));

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { headers });
    return { cache: response.headers.get('x-xy-cache'), body: await response.text() };
  };

  it('renders a shared page once and serves the copy after', async () => {
    expect(await get('/home.html')).toEqual({ cache: 'MISS', body: '<html>one</html>' });
    expect(await get('/home.html')).toEqual({ cache: 'HIT', body: '<html>one</html>' });
    expect(renders).toBe(1);
  });

  it('keeps client-router payloads out of shared caches', async () => {
    const response = await fetch(`${base}/home.html`, { headers: { rsc: '1' } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-xy-cache')).toBeNull();
    await fetch(`${base}/home.html`, { headers: { rsc: '1' } });
    expect(renders).toBe(2);
  });

  it('renders private pages and signed-in readers every time', async () => {
    await get('/private.html');
    await get('/private.html');
    await get('/home.html', { cookie: 'xy-session=sealed' });
    expect(renders).toBe(3);
  });

  it('lets readers of a page being rendered wait for that one render', async () => {
    gate = new Promise((resolve) => (release = resolve));
    const readers = Promise.all([get('/home.html'), get('/home.html'), get('/home.html')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const answers = await readers;
    expect(renders).toBe(1);
    expect(answers.map((answer) => answer.body)).toEqual(Array(3).fill('<html>one</html>'));
  });

  it('serves a stale copy at once and renders a fresh one behind it', async () => {
    await get('/home.html');
    for (const entry of cache.entries.values()) entry.storedAt -= 11_000;
    version = 'two';
    expect(await get('/home.html')).toEqual({ cache: 'STALE', body: '<html>one</html>' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await get('/home.html')).toEqual({ cache: 'HIT', body: '<html>two</html>' });
    expect(renders).toBe(2);
  });

  it('forgets every page when a publish revalidates, and only then', async () => {
    await get('/home.html');
    version = 'two';
    await fetch(`${base}/api/revalidate`, { method: 'POST' });
    expect((await get('/home.html')).body).toBe('<html>one</html>');
    const accepted = await fetch(`${base}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: 'Bearer ok' },
    });
    // Read before the body has arrived: the pages are already gone.
    expect(await get('/home.html')).toEqual({ cache: 'MISS', body: '<html>two</html>' });
    await accepted.text();
  });
});
