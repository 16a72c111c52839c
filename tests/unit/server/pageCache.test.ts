import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { cacheableEntry, PageCache, sharedLifetime, STALE_IF_ERROR_MS } from '@/lib/server/pageCache.mjs';
import { cachingHandler } from '@/lib/server/cachingHandler.mjs';
import { RenderGate } from '@/lib/server/renderGate.mjs';

const SHARED = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': SHARED };
const BROWSER = 'public, max-age=0, s-maxage=10';
const CDN = 'max-age=10, stale-while-revalidate=60';
/** This server's token for its own renders of the not-found page (lib/server/notFoundRender.mjs). */
const NOT_FOUND_TOKEN = 'own-token';

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

  it('keeps a page past its shared lifetime only to stand in for an error, for up to a day', () => {
    const cache = new PageCache();
    cache.store('a', entry(10), cache.generation);
    expect(cache.lookup('a', 70_000)).toBeNull();
    expect(cache.lastGood('a', 70_000)?.age).toBe(70_000);
    expect(cache.lastGood('a', STALE_IF_ERROR_MS - 1)).not.toBeNull();
    expect(cache.lastGood('a', STALE_IF_ERROR_MS)).toBeNull();
    expect(cache.lastGood('a', 1)).toBeNull();
  });

  it('after a purge renders every page afresh, keeping the old copy to stand in for an error', () => {
    const cache = new PageCache();
    cache.store('a', entry(10), cache.generation);
    cache.purge();
    expect(cache.lookup('a', 1)).toBeNull();
    expect(cache.lastGood('a', 1)?.entry.body).toEqual(entry(10).body);
    cache.store('a', entry(10), cache.generation);
    expect(cache.lookup('a', 1)?.state).toBe('fresh');
  });

  it('makes each encoding of a page once and counts it against the size until the page goes', () => {
    const cache = new PageCache({ maxBytes: 16_000 });
    const page = entry(600);
    cache.store('a', page, cache.generation);
    let made = 0;
    const encode = (body: Buffer) => {
      made += 1;
      return body.subarray(0, 100);
    };
    const br = cache.encoded(page, 'br', encode);
    expect(cache.encoded(page, 'br', encode)).toBe(br);
    cache.encoded(page, 'gzip', encode);
    expect(made).toBe(2);
    expect(cache.bytes).toBe(800);
    // The encodings count when the cache makes room: 15,300 more fit beside the page's 600, not beside its 800.
    for (let i = 0; i < 15; i += 1) cache.store(`b${i}`, entry(1_000), cache.generation);
    cache.store('c', entry(300), cache.generation);
    expect(cache.lookup('a', 1)).toBeNull();
    expect(cache.bytes).toBe(15_300);
    // A copy no longer kept is still sent, but counts for nothing.
    cache.encoded(page, 'gzip', encode);
    cache.encoded(entry(600), 'br', encode);
    expect(cache.bytes).toBe(15_300);
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
  /** The pages rendered, in the order their renders began. */
  let rendered: string[];
  let version: string;
  let release: () => void;
  let gate: Promise<void>;
  let cache: PageCache;
  /**
   * How the page fails: Next's 500 (an error outside any Suspense boundary), its "try again" state, or Next's 500
   * as a bare document (the screen left to the browser).
   */
  let failure: 'error' | 'marker' | 'bare' | null;
  /** Serves the pages anew through `gate` (the default one when not given). */
  let listen: (gate?: RenderGate) => Promise<void>;
  /** Whether Next's not-found route draws (as proxy.ts lets it for this server's token), or fails. */
  let notFoundDraws: boolean;

  beforeEach(async () => {
    renders = 0;
    rendered = [];
    failure = null;
    notFoundDraws = true;
    version = 'one';
    gate = Promise.resolve();
    const page = async (req: IncomingMessage, res: ServerResponse) => {
      if (req.url === '/_not-found' && req.headers['x-xy-not-found-render'] === NOT_FOUND_TOKEN) {
        if (!notFoundDraws) {
          res.writeHead(500, { 'content-type': 'text/html' });
          return res.end('<html>error</html>');
        }
        res.writeHead(404, {
          ...html,
          'content-security-policy': "script-src 'nonce-drawn'",
          'set-cookie': 'xy-theme=dark; Path=/',
        });
        return res.end(`<html><h1>您访问的页面不存在</h1>${req.headers['x-xy-not-found-of']}</html>`);
      }
      if (req.url === '/api/revalidate') {
        // Headers first, as Next's route handlers may: the caller can go on before the body is written.
        res.writeHead(req.headers.authorization === 'Bearer ok' ? 200 : 401);
        return setTimeout(() => res.end(), 200);
      }
      renders += 1;
      rendered.push(req.url ?? '');
      const shown = version;
      await gate;
      if (req.url?.startsWith('/gone')) {
        // Next 16's answer to a page that called notFound(): a bare document, the screen left to the browser.
        res.writeHead(404, { ...html, 'content-security-policy': "script-src 'nonce-bare'" });
        res.write('<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div>');
        return res.end('<script>self.__next_f.push([1,"not found"])</script></body></html>');
      }
      if (req.url?.startsWith('/missing')) {
        res.writeHead(404, {
          'content-type': 'text/html',
          'cache-control': req.url.includes('private') ? 'private, no-store' : BROWSER,
          'cdn-cache-control': CDN,
        });
        return res.end('<html>not found</html>');
      }
      if (failure === 'bare') {
        res.writeHead(500, {
          ...html,
          'content-security-policy': "script-src 'nonce-bare'",
          link: '</a.css>',
        });
        res.write('<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div>');
        return res.end('<script>self.__next_f.push([1,"failed"])</script></body></html>');
      }
      if (failure) {
        res.statusCode = failure === 'error' ? 500 : 200;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('cache-control', BROWSER);
        res.setHeader('cdn-cache-control', CDN);
        res.write('<html><section role="alert" data-transient-failure="">网络错误</section>');
        return res.end('</html>');
      }
      res.setHeader('cache-control', req.url?.includes('private') ? 'private, no-store' : SHARED);
      if (req.headers.rsc) {
        // The client router's payload of the page, which the proxy marked as it marks the page's document.
        res.setHeader('content-type', 'text/x-component');
        return res.end(`0:["${shown}"]`);
      }
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.write('<html>');
      res.end(`${shown}</html>`);
    };
    cache = new PageCache();
    listen = async (gate) => {
      await new Promise((resolve) => (server?.listening ? server.close(resolve) : resolve(undefined)));
      const selfPort = () => (server.address() as AddressInfo).port;
      server = createServer(cachingHandler(page, { cache, gate, selfPort, notFoundToken: NOT_FOUND_TOKEN }));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    await listen();
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

  it('keeps a prefetch or navigation of a shared page for every reader who sends the same router headers, private to others', async () => {
    const tree = { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' };
    const prefetch = async (path: string, headers: Record<string, string> = tree) => {
      const response = await fetch(base + path, { headers });
      return {
        cache: response.headers.get('x-xy-cache'),
        control: response.headers.get('cache-control'),
        body: await response.text(),
      };
    };
    const first = await prefetch('/home.html?_rsc=t');
    expect(first).toEqual({ cache: 'MISS', control: 'private, no-store', body: '0:["one"]' });
    expect(await prefetch('/home.html?_rsc=t', { ...tree, cookie: 'xy-session=sealed' })).toEqual({
      ...first,
      cache: 'HIT',
    });
    expect(renders).toBe(1);
    // Another part of the prefetch, a request not the router's and a member's page render every time.
    await prefetch('/home.html?_rsc=h', { rsc: '1', 'next-router-prefetch': '1' });
    await prefetch('/home.html?_rsc=n', { rsc: '1' });
    await prefetch('/home.html?_rsc=n', { rsc: '1' });
    await prefetch('/activityVote/1/1.html?_rsc=t');
    expect(await prefetch('/activityVote/1/1.html?_rsc=t')).toMatchObject({ cache: null });
    expect(renders).toBe(6);
    // A tap on a link: kept for the next reader leaving the same page, not for one leaving another.
    const fromHome = { rsc: '1', 'next-router-state-tree': '%5B%22%22%2C%7B%7D%5D' };
    expect(await prefetch('/home.html?_rsc=v', fromHome)).toMatchObject({ cache: 'MISS' });
    expect(await prefetch('/home.html?_rsc=v', fromHome)).toMatchObject({
      cache: 'HIT',
      control: 'private, no-store',
    });
    await prefetch('/home.html?_rsc=w', { ...fromHome, 'next-router-state-tree': '%5B%22%22%5D' });
    expect(renders).toBe(8);
    // A publish: the kept payload is the old page's.
    version = 'two';
    await fetch(`${base}/api/revalidate`, { method: 'POST', headers: { authorization: 'Bearer ok' } });
    expect(await prefetch('/home.html?_rsc=t')).toEqual({ ...first, body: '0:["two"]' });
  });

  it('renders private pages every time, and shares public ones with signed-in readers and any cookie', async () => {
    await get('/private.html');
    await get('/private.html');
    expect(renders).toBe(2);
    expect(await get('/home.html')).toEqual({ cache: 'MISS', body: '<html>one</html>' });
    expect(await get('/home.html', { cookie: 'xy-session=sealed' })).toEqual({
      cache: 'HIT',
      body: '<html>one</html>',
    });
    expect(await get('/home.html', { cookie: 'xy-session=garbage; a=1' })).toEqual({
      cache: 'HIT',
      body: '<html>one</html>',
    });
    expect(renders).toBe(3);
  });

  const head = async (path: string) => {
    const response = await fetch(base + path);
    const header = (name: string) => response.headers.get(name);
    return { status: response.status, header, body: await response.text() };
  };

  it.each(['error', 'marker'] as const)(
    'answers a page that failed (%s) 503, kept by no cache, with Retry-After',
    async (kind) => {
      failure = kind;
      const answer = await head('/home.html');
      expect(answer.status).toBe(503);
      expect(answer.header('cache-control')).toBe('no-store');
      expect(answer.header('cdn-cache-control')).toBeNull();
      expect(answer.header('retry-after')).toBe('10');
      expect(answer.body).toContain('网络错误');
      // Never kept: the next reader meets a fresh render.
      failure = null;
      expect(await get('/home.html')).toEqual({ cache: 'MISS', body: '<html>one</html>' });
    },
  );

  it("draws a failed page's screen on the server where Next left it to the browser", async () => {
    failure = 'bare';
    const answer = await fetch(`${base}/columnDetail/2.html?page=2`, { headers: { cookie: 'xy-lang=en' } });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('retry-after')).toBe('10');
    // Its own head: it runs no script and loads nothing of the failed page's.
    expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(answer.headers.get('link')).toBeNull();
    const body = await answer.text();
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('<h1>Network error</h1>');
    expect(body).toContain('<a href="/columnDetail/2.html?page=2">Retry</a>');
    expect(body).not.toContain('__next_error__');
    expect(body).not.toContain('<script');
  });

  it('serves the last good copy while rendering fails, said so and not shared as fresh, until a render works', async () => {
    await get('/home.html');
    for (const entry of cache.entries.values()) entry.storedAt -= 3_600_000;
    failure = 'error';
    version = 'two';
    const kept = await head('/home.html');
    expect(kept.status).toBe(200);
    expect(kept.body).toBe('<html>one</html>');
    expect(kept.header('x-xy-cache')).toBe('STALE-IF-ERROR');
    expect(kept.header('cache-control')).toBe('no-store');
    expect(kept.header('cdn-cache-control')).toBeNull();
    expect(kept.header('retry-after')).toBeNull();
    // A page never rendered has no copy to stand in.
    expect((await head('/other.html')).status).toBe(503);
    failure = null;
    expect(await get('/home.html')).toEqual({ cache: 'MISS', body: '<html>two</html>' });
  });

  it('lets readers waiting for a render that failed have the last good copy at once', async () => {
    await get('/home.html');
    for (const entry of cache.entries.values()) entry.storedAt -= 3_600_000;
    failure = 'marker';
    gate = new Promise((resolve) => (release = resolve));
    let arrived = 0;
    server.on('request', () => (arrived += 1));
    const readers = Promise.all([head('/home.html'), head('/home.html')]);
    // Both are in before the render ends, on a busy machine too.
    while (arrived < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const answers = await readers;
    expect(answers.map((answer) => [answer.status, answer.header('x-xy-cache')])).toEqual([
      [200, 'STALE-IF-ERROR'],
      [200, 'STALE-IF-ERROR'],
    ]);
    expect(renders).toBe(2);
  });

  it('shares an unknown id briefly, and keeps a private one private', async () => {
    const missing = await head('/missing.html');
    expect(missing.status).toBe(404);
    expect(missing.header('cache-control')).toBe('public, max-age=0, s-maxage=10');
    expect(missing.header('cdn-cache-control')).toBe('max-age=10');
    expect((await head('/missing-private.html')).header('cache-control')).toBe('private, no-store');
  });

  it("draws an unknown id's page on the server where Next left it to the browser, shared briefly", async () => {
    for (const path of ['/gone/1.html?theme=dark', '/gone/3.html?poster=1']) {
      const answer = await head(path);
      expect(answer.status).toBe(404);
      expect(answer.body).toBe(`<html><h1>您访问的页面不存在</h1>${path}</html>`);
      // The drawn page's own head: its nonce, its cookie.
      expect(answer.header('content-security-policy')).toBe("script-src 'nonce-drawn'");
      expect(answer.header('set-cookie')).toBe('xy-theme=dark; Path=/');
      expect(answer.header('cache-control')).toBe('public, max-age=0, s-maxage=10');
      expect(answer.header('cdn-cache-control')).toBe('max-age=10');
    }
    // The second is never shared (a poster): drawn all the same.
    expect(rendered).toEqual(['/gone/1.html?theme=dark', '/gone/3.html?poster=1']);
  });

  it("sends Next's bare document when the not-found page cannot be drawn", async () => {
    notFoundDraws = false;
    const answer = await head('/gone/2.html');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('<html id="__next_error__">');
    expect(answer.body).toContain('not found');
    expect(answer.header('content-security-policy')).toBe("script-src 'nonce-bare'");
    expect(answer.header('cache-control')).toBe('public, max-age=0, s-maxage=10');
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

  it('keeps a page asked for with a query of its own from the second time it is asked for', async () => {
    expect(await get('/search.html?keyword=%E5%A4%A7%E6%A1%A5')).toEqual({
      cache: 'MISS',
      body: '<html>one</html>',
    });
    expect((await get('/search.html?keyword=%E5%A4%A7%E6%A1%A5')).cache).toBe('MISS');
    expect((await get('/search.html?keyword=%E5%A4%A7%E6%A1%A5')).cache).toBe('HIT');
    expect(renders).toBe(2);
    // Without a query, at once, as ever.
    await get('/home.html');
    expect((await get('/home.html')).cache).toBe('HIT');
  });

  it('keeps a page with a query at once once it has been kept, after a publish too', async () => {
    await get('/home.html?theme=dark');
    await get('/home.html?theme=dark');
    await fetch(`${base}/api/revalidate`, { method: 'POST', headers: { authorization: 'Bearer ok' } });
    version = 'two';
    expect(await get('/home.html?theme=dark')).toEqual({ cache: 'MISS', body: '<html>two</html>' });
    expect(await get('/home.html?theme=dark')).toEqual({ cache: 'HIT', body: '<html>two</html>' });
    expect(renders).toBe(3);
  });

  it("keeps a query's first render when other readers waited for it", async () => {
    gate = new Promise((resolve) => (release = resolve));
    const readers = Promise.all([get('/home.html?theme=dark'), get('/home.html?theme=dark')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await readers).map((answer) => answer.body)).toEqual(Array(2).fill('<html>one</html>'));
    expect((await get('/home.html?theme=dark')).cache).toBe('HIT');
    expect(renders).toBe(1);
  });

  it('lets no flood of addresses asked for once push a kept page out', async () => {
    cache = new PageCache({ maxEntries: 2 });
    await listen();
    await get('/home.html');
    await get('/columnDetail/1.html');
    for (let n = 0; n < 5; n += 1) await get(`/home.html?made-up=${n}`);
    expect((await get('/home.html')).cache).toBe('HIT');
    expect((await get('/columnDetail/1.html')).cache).toBe('HIT');
    expect(cache.entries.size).toBe(2);
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

  describe('with a render gate', () => {
    /** Resolves once `count` requests have reached the server. */
    const arrivals = (count: number) => {
      let arrived = 0;
      server.on('request', () => (arrived += 1));
      return async () => {
        while (arrived < count) await new Promise((resolve) => setTimeout(resolve, 10));
      };
    };

    it('renders one page at a time with a place for one, the next once the first is done', async () => {
      await listen(new RenderGate({ concurrency: 1 }));
      gate = new Promise((resolve) => (release = resolve));
      const inside = arrivals(2);
      const readers = Promise.all([get('/home.html'), get('/column.html')]);
      await inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(renders).toBe(1);
      release();
      expect((await readers).map((answer) => answer.cache)).toEqual(['MISS', 'MISS']);
      expect(renders).toBe(2);
    });

    it('has readers of a page waiting for a place wait for that one render', async () => {
      await listen(new RenderGate({ concurrency: 1 }));
      gate = new Promise((resolve) => (release = resolve));
      const inside = arrivals(4);
      const first = get('/home.html');
      const column = Promise.all([get('/column.html'), get('/column.html'), get('/column.html')]);
      await inside();
      release();
      await first;
      expect((await column).map((answer) => answer.body)).toEqual(Array(3).fill('<html>one</html>'));
      expect(renders).toBe(2);
    });

    it('answers a reader who waited too long with the last good copy, else a 503 to try again', async () => {
      await listen(new RenderGate({ concurrency: 1, maxWaitMs: 100 }));
      await get('/column.html');
      for (const entry of cache.entries.values()) entry.storedAt -= 3_600_000;
      gate = new Promise((resolve) => (release = resolve));
      const held = get('/home.html');
      const [kept, never] = await Promise.all([head('/column.html'), head('/other.html')]);
      expect([kept.status, kept.header('x-xy-cache'), kept.body]).toEqual([
        200,
        'STALE-IF-ERROR',
        '<html>one</html>',
      ]);
      expect(never.status).toBe(503);
      expect(never.header('cache-control')).toBe('no-store');
      expect(never.header('retry-after')).toBe('10');
      expect(never.body).toContain('<a href="/other.html">刷新页面</a>');
      release();
      await held;
      // Neither waited for a render of its own: the one render is the first reader's.
      expect(renders).toBe(2);
    });

    it('lets a stale page’s refresh wait behind readers’ own renders, the stale copy serving meanwhile', async () => {
      await listen(new RenderGate({ concurrency: 1 }));
      await get('/home.html');
      for (const entry of cache.entries.values()) entry.storedAt -= 11_000;
      version = 'two';
      gate = new Promise((resolve) => (release = resolve));
      const column = get('/column.html');
      while (rendered.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      // The refresh this starts, and a reader who comes after it, both wait for the column's place.
      const inside = arrivals(3);
      expect(await get('/home.html')).toEqual({ cache: 'STALE', body: '<html>one</html>' });
      const other = get('/other.html');
      await inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      await Promise.all([column, other]);
      while (rendered.length < 4) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(rendered).toEqual(['/home.html', '/column.html', '/other.html', '/home.html']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await get('/home.html')).toEqual({ cache: 'HIT', body: '<html>two</html>' });
    });
  });
});
