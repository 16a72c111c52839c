import {
  createServer,
  get,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LateScripts } from '@/lib/server/lateScripts.mjs';
import { siteHandler } from '@/lib/server/siteHandler.mjs';

const NONCE = 'bm9uY2U=';
const chunk = (name: string, extra = '') =>
  `<script src="/_next/static/chunks/${name}.js" async=""${extra} nonce="${NONCE}"></script>`;
// The shape of a page Next writes: stylesheets, a script preload and async chunks in the head, the polyfills for
// old browsers, the webpack runtime marking the shell's end, then the inline RSC payload.
const PAGE =
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/>' +
  `<link rel="stylesheet" href="/_next/static/css/a.css" nonce="${NONCE}" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/webpack-1.js"/>` +
  `<link rel="preload" as="image" href="/demo/rain.svg"/>` +
  chunk('react-2') +
  chunk('app/layout-3') +
  // A file named in Chinese: the rewrite reads and writes the page byte for byte, in Latin-1.
  chunk('app/新闻-5') +
  '<title>今夜起临江大部地区有强降雨</title></head><body><h1>今夜起临江大部地区有强降雨</h1>' +
  `<script src="/_next/static/chunks/polyfills-4.js" noModule="" nonce="${NONCE}"></script>` +
  '<script src="https://res.wx.qq.com/open/js/jweixin-1.6.0.js" async=""></script>' +
  `<script src="/_next/static/chunks/webpack-1.js" nonce="${NONCE}" id="_R_" async=""></script>` +
  `<script nonce="${NONCE}">self.__next_f.push([1,"1:\\"$Sreact.fragment\\""])</script></body></html>`;

const late = (text: string) => {
  const rewriter = new LateScripts();
  return rewriter.push(text) + rewriter.end();
};

describe('LateScripts', () => {
  const page = late(PAGE);

  it("turns Next's async chunks into calls, in order, with the page's nonce and the shell's id", () => {
    expect(page).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect([...page.matchAll(/__xyLate\("([^"]+)"\)/g)].map((m) => m[1])).toEqual([
      '/_next/static/chunks/react-2.js',
      '/_next/static/chunks/app/layout-3.js',
      '/_next/static/chunks/app/新闻-5.js',
      '/_next/static/chunks/webpack-1.js',
    ]);
    expect(page).toContain(`<script nonce="${NONCE}" id="_R_">__xyLate("/_next/static/chunks/webpack-1.js")`);
    expect(page.match(/function\(w,d\)/g)).toHaveLength(1);
    expect(page.indexOf('function(w,d)')).toBeLessThan(
      page.indexOf('__xyLate("/_next/static/chunks/react-2.js")'),
    );
  });

  it('drops script preloads and leaves everything else as Next wrote it', () => {
    expect(page).not.toContain('rel="preload" as="script"');
    expect(page).toContain('<link rel="preload" as="image" href="/demo/rain.svg"/>');
    expect(page).toContain('href="/_next/static/css/a.css"');
    expect(page).toContain(
      `<script src="/_next/static/chunks/polyfills-4.js" noModule="" nonce="${NONCE}"></script>`,
    );
    expect(page).toContain('<script src="https://res.wx.qq.com/open/js/jweixin-1.6.0.js" async=""></script>');
    expect(page).toContain('<h1>今夜起临江大部地区有强降雨</h1>');
    expect(page).toContain('self.__next_f.push([1,"1:\\"$Sreact.fragment\\""])');
  });

  it('leaves a page without nonces alone: the loader could not run under the CSP', () => {
    const bare = PAGE.replaceAll(` nonce="${NONCE}"`, '').replace(
      /<link rel="preload" as="script"[^>]*>/,
      '',
    );
    expect(late(bare)).toBe(bare);
  });

  it('gives the same page however the stream is cut, even inside a tag or between two', () => {
    for (let first = 1; first < PAGE.length; first += 7) {
      for (const second of [first + 1, first + 13, first + 200]) {
        const rewriter = new LateScripts();
        const pieces = [PAGE.slice(0, first), PAGE.slice(first, second), PAGE.slice(second)];
        expect(pieces.map((piece) => rewriter.push(piece)).join('') + rewriter.end()).toBe(page);
      }
    }
  });

  it('sends an inline script as it comes, and holds back only an empty script whose end tag may follow', () => {
    const rewriter = new LateScripts();
    const payload = `<script nonce="${NONCE}">self.__next_f.push([1,"1:`;
    expect(rewriter.push(payload)).toBe(payload);
    expect(rewriter.push(`2"])</script>${chunk('b-6').replace('</script>', '</scr')}`)).toBe('2"])</script>');
    expect(rewriter.push('ipt>')).toMatch(/^<script nonce="bm9uY2U=">\(function/);
    expect(rewriter.end()).toBe('');
  });

  /** The loader in a page of its own: its frames, timers and tasks run when the test says. */
  function loaderPage(pictures: Picture[] = [], { paintTiming = true } = {}) {
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    /** Tasks posted through the loader's MessageChannel, run by the test one at a time. */
    const tasks: (() => void)[] = [];
    class MessageChannel {
      port1: { onmessage?: () => void } = {};
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
    }
    const document = {
      createElement: () => ({ src: '', async: false }),
      head: {
        appendChild: (script: { src: string; async: boolean }) => added.push(`${script.src} ${script.async}`),
      },
      querySelectorAll: (selector: string) => (selector === 'img[fetchpriority=high]' ? pictures : []),
    };
    /** The paint timing observers the loader made, and whether each still observes. */
    const observers: { report: (list: { getEntriesByName(name: string): object[] }) => void; on: boolean }[] =
      [];
    class PerformanceObserver {
      entry: (typeof observers)[number];
      constructor(report: (typeof observers)[number]['report']) {
        this.entry = { report, on: false };
        observers.push(this.entry);
      }
      observe(options: { type: string; buffered: boolean }) {
        this.entry.on = options.type === 'paint' && options.buffered;
      }
      disconnect() {
        this.entry.on = false;
      }
    }
    const loader = /<script nonce="[^"]+">([^<]*)<\/script>/.exec(page)![1];
    const window: Record<string, unknown> = {
      document,
      MessageChannel,
      ...(paintTiming ? { PerformanceObserver } : {}),
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    };
    window.self = window;
    runInNewContext(`${loader};__xyLate("/two.js")`, window);
    const nextFrame = () => frames.splice(0).forEach((frame) => frame());
    /** The browser reporting paints, as a PerformanceObserver list. */
    const paint = (...names: string[]) =>
      observers
        .filter(({ on }) => on)
        .forEach(({ report }) =>
          report({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) }),
        );
    const asked = () => timers.filter(({ ms }) => ms === 0);
    return { added, timers, tasks, nextFrame, paint, asked, call: window.__xyLate as (url: string) => void };
  }

  interface Picture {
    complete: boolean;
    addEventListener(type: string, listener: () => void): void;
  }
  const picture = (complete: boolean) => {
    const listeners = new Map<string, () => void>();
    const found: Picture & { fire(type: string): void } = {
      complete,
      addEventListener: (type, listener) => listeners.set(type, listener),
      fire: (type) => listeners.get(type)?.(),
    };
    return found;
  };

  it('loads the scripts once the first contentful paint is on screen, one per task, in order, then at once', () => {
    const { added, timers, tasks, nextFrame, paint, asked, call } = loaderPage();
    nextFrame();
    paint('first-paint');
    expect(asked()).toEqual([]);
    paint('first-contentful-paint');
    expect(added).toEqual([]);
    timers.find(({ ms }) => ms === 0)!.run();
    expect(added).toEqual(['/_next/static/chunks/react-2.js true']);
    // A call while the queue drains waits its turn.
    call('/three.js');
    tasks.shift()!();
    expect(added).toEqual(['/_next/static/chunks/react-2.js true', '/two.js true']);
    tasks.shift()!();
    tasks.shift()!();
    expect(added.at(-1)).toBe('/three.js true');
    expect(tasks).toEqual([]);
    call('/four.js');
    expect(added.at(-1)).toBe('/four.js true');
    // The fallback for a page opened behind another tab, where frames wait: it finds the work done.
    timers.find(({ ms }) => ms === 1000)!.run();
    expect(added).toHaveLength(4);
  });

  it("waits for the first screen's high-priority pictures to load (or fail) and be drawn, at most a second", () => {
    const [loading, failing, loaded] = [picture(false), picture(false), picture(true)];
    const { added, timers, nextFrame, paint, asked } = loaderPage([loading, failing, loaded]);
    paint('first-paint', 'first-contentful-paint');
    expect(asked()).toEqual([]);
    loading.fire('load');
    nextFrame();
    expect(asked()).toEqual([]);
    failing.fire('error');
    // Asked for after the frame that draws them.
    expect(asked()).toEqual([]);
    nextFrame();
    asked()[0]!.run();
    expect(added).toEqual(['/_next/static/chunks/react-2.js true']);
    expect(timers.filter(({ ms }) => ms === 1000)).toHaveLength(1);

    // A picture that never comes holds the scripts a second at most.
    const slow = loaderPage([picture(false)]);
    slow.paint('first-contentful-paint');
    slow.nextFrame();
    expect(slow.asked()).toEqual([]);
    slow.timers.find(({ ms }) => ms === 1000)!.run();
    expect(slow.added).toEqual(['/_next/static/chunks/react-2.js true']);
  });

  it('goes by the first frame where the browser reports no paint timing', () => {
    const { added, nextFrame, asked } = loaderPage([picture(true)], { paintTiming: false });
    expect(asked()).toEqual([]);
    nextFrame();
    asked()[0]!.run();
    expect(added).toEqual(['/_next/static/chunks/react-2.js true']);
  });
});

describe('the site pipeline: compression, the page cache, late scripts', () => {
  let server: Server;
  let base: string;

  const page = async (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (req.method === 'HEAD') {
      // As Next answers HEAD: the page's headers, then end(null).
      res.setHeader('content-type', 'text/html; charset=utf-8');
      return res.end(null);
    }
    if (url.startsWith('/streamed')) {
      // As Next streams a page: headers flushed first, then the document in pieces cut anywhere.
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'public, max-age=0, s-maxage=10');
      res.flushHeaders();
      const bytes = Buffer.from(PAGE);
      for (let at = 0; at < bytes.length; at += 97) {
        res.write(bytes.subarray(at, at + 97));
        await new Promise((resolve) => setImmediate(resolve));
      }
      return res.end();
    }
    if (url === '/whole.html') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(PAGE));
      return res.end(PAGE);
    }
    if (url === '/given.html') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(Buffer.byteLength(PAGE)) });
      return res.end(PAGE);
    }
    const script = chunk('x').repeat(40);
    res.setHeader('content-type', 'application/javascript');
    res.setHeader('content-length', script.length);
    return res.end(script);
  };

  beforeEach(async () => {
    server = createServer(siteHandler(page));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });

  /** The raw answer, decoded by hand: what went over the wire and in which encoding. */
  const raw = async (path: string, acceptEncoding: string) => {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      get(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, resolve).on('error', reject);
    });
    const chunks: Buffer[] = [];
    for await (const piece of response) chunks.push(piece as Buffer);
    const body = Buffer.concat(chunks);
    const encoding = response.headers['content-encoding'];
    const text = (
      encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : body
    ).toString('utf8');
    return { headers: response.headers, text };
  };

  it('rewrites a streamed page and keeps the rewritten copy for the next reader, in their encoding', async () => {
    const first = await raw('/streamed.html', 'gzip, deflate, br');
    expect(first.headers['x-xy-cache']).toBe('MISS');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.text).toBe(late(PAGE));
    const second = await raw('/streamed.html', 'gzip, deflate, br');
    expect(second.headers['x-xy-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.text).toBe(late(PAGE));
    expect(second.headers.vary).toMatch(/accept-encoding/i);
    const gzipOnly = await raw('/streamed.html', 'gzip, deflate');
    expect(gzipOnly.headers['x-xy-cache']).toBe('HIT');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.text).toBe(late(PAGE));
    const plain = await raw('/streamed.html', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(late(PAGE)));
    expect(plain.text).toBe(late(PAGE));
  });

  it('rewrites a page sent whole, without its now wrong length', async () => {
    const { headers, text } = await raw('/whole.html', 'identity');
    expect(text).toBe(late(PAGE));
    expect(headers['content-length']).toBeUndefined();
  });

  it('leaves pages whose headers came with writeHead, and scripts, as they are', async () => {
    expect((await raw('/given.html', 'identity')).text).toBe(PAGE);
    const script = await raw('/_next/static/chunks/x.js', 'gzip');
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.text).toBe(chunk('x').repeat(40));
  });

  it('answers HEAD with the headers and no body (link checkers and health checks ask this way)', async () => {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const head = request(`${base}/home.html`, { method: 'HEAD', timeout: 2000 }, resolve);
      head
        .on('timeout', () => head.destroy(new Error('no answer to HEAD')))
        .on('error', reject)
        .end();
    });
    const chunks: Buffer[] = [];
    for await (const piece of response) chunks.push(piece as Buffer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(Buffer.concat(chunks).length).toBe(0);
  });
});
