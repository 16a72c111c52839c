import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  DEFAULT_RENDER_CONCURRENCY,
  renderConcurrency,
  RenderGate,
  sendBusy,
} from '@/lib/server/renderGate.mjs';

/** Just what the gate listens to on a response: its `finish` and `close`. */
const response = () => new EventEmitter() as unknown as ServerResponse;

describe('RenderGate', () => {
  afterEach(() => jest.useRealTimers());

  it('lets `concurrency` renders through, then the rest in the order they came as places free up', async () => {
    const gate = new RenderGate({ concurrency: 2 });
    const [a, b, c, d] = [response(), response(), response(), response()];
    const admitted: string[] = [];
    const enter = (name: string, res: ServerResponse) =>
      gate.enter(res).then((turn) => admitted.push(`${name}:${turn}`));
    await Promise.all([enter('a', a), enter('b', b)]);
    const later = [enter('c', c), enter('d', d)];
    await Promise.resolve();
    expect(admitted).toEqual(['a:go', 'b:go']);
    expect(gate.waiting).toHaveLength(2);
    b.emit('finish');
    // A response emits both when it ends; the place is given back once.
    b.emit('close');
    await later[0];
    expect(admitted).toEqual(['a:go', 'b:go', 'c:go']);
    expect(gate.active).toBe(2);
    a.emit('close');
    await later[1];
    expect(admitted).toEqual(['a:go', 'b:go', 'c:go', 'd:go']);
  });

  it("lets a speculative render (a prefetch) take a place only when no reader's own is waiting", async () => {
    const gate = new RenderGate({ concurrency: 1 });
    const [a, prefetch, page, later] = [response(), response(), response(), response()];
    await gate.enter(a);
    const order: string[] = [];
    const entered = [
      gate.enter(prefetch, { speculative: true }).then(() => order.push('prefetch')),
      gate.enter(page).then(() => order.push('page')),
    ];
    a.emit('finish');
    await entered[1];
    expect(order).toEqual(['page']);
    const last = gate.enter(later).then(() => order.push('later'));
    page.emit('finish');
    await last;
    later.emit('finish');
    await entered[0];
    expect(order).toEqual(['page', 'later', 'prefetch']);
  });

  it('skips a reader who left while waiting, and never renders for them', async () => {
    const gate = new RenderGate({ concurrency: 1 });
    const [a, b, c] = [response(), response(), response()];
    await gate.enter(a);
    const left = gate.enter(b);
    const next = gate.enter(c);
    b.emit('close');
    expect(await left).toBe('gone');
    expect(gate.waiting).toHaveLength(1);
    a.emit('finish');
    expect(await next).toBe('go');
    expect(gate.active).toBe(1);
  });

  it('answers `busy` to a reader who waited too long, and lets the next one in when a place frees up', async () => {
    jest.useFakeTimers();
    const gate = new RenderGate({ concurrency: 1, maxWaitMs: 5_000 });
    const [a, b, c] = [response(), response(), response()];
    await gate.enter(a);
    const waited = gate.enter(b);
    jest.advanceTimersByTime(4_999);
    const next = gate.enter(c);
    jest.advanceTimersByTime(1);
    expect(await waited).toBe('busy');
    a.emit('finish');
    expect(await next).toBe('go');
    expect(gate.waiting).toHaveLength(0);
  });
});

describe('renderConcurrency', () => {
  it('reads SITE_RENDER_CONCURRENCY, else the default', () => {
    expect(renderConcurrency({})).toBe(DEFAULT_RENDER_CONCURRENCY);
    expect(renderConcurrency({ SITE_RENDER_CONCURRENCY: '' })).toBe(DEFAULT_RENDER_CONCURRENCY);
    expect(renderConcurrency({ SITE_RENDER_CONCURRENCY: '6' })).toBe(6);
  });
  it.each(['0', '-1', '2.5', 'many'])('refuses %p, stopping the server at start', (value) => {
    expect(() => renderConcurrency({ SITE_RENDER_CONCURRENCY: value })).toThrow(/SITE_RENDER_CONCURRENCY/);
  });
});

describe('sendBusy', () => {
  const answer = (url: string, cookie?: string) => {
    const sent: { status?: number; headers?: Record<string, string>; body?: string } = {};
    const res = {
      writeHead: (status: number, headers: Record<string, string>) =>
        Object.assign(sent, { status, headers }),
      end: (body?: string) => Object.assign(sent, { body }),
    } as unknown as ServerResponse;
    sendBusy({ url, method: 'GET', headers: { cookie } } as IncomingMessage, res, '/news');
    return sent;
  };

  it('answers 503, kept by no cache, with Retry-After and a way to try the page again', () => {
    const sent = answer('/news/newsDetail/1/48.html?from=timeline');
    expect(sent.status).toBe(503);
    expect(sent.headers).toMatchObject({ 'cache-control': 'no-store', 'retry-after': '10' });
    expect(sent.body).toContain('<h1>出错了，请稍后再试</h1>');
    expect(sent.body).toContain('<a href="/news/newsDetail/1/48.html?from=timeline">刷新页面</a>');
    expect(sent.body).toContain('<a href="/news/home.html">返回首页</a>');
    expect(sent.body).not.toMatch(/<script/);
    expect(answer('/news/home.html', 'xy-lang=en').body).toContain('<html lang="en">');
  });

  it('never links to another host a crafted request line names', () => {
    expect(answer('//evil.example/x').body).toContain('<a href="/news/home.html">刷新页面</a>');
  });
});
