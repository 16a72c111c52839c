import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDedupeFetch } from 'next/dist/server/lib/dedupe-fetch';
import { createTransport } from '@/lib/api/transport';
import { SERVICES, type Service } from '@/lib/config/env.mjs';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
  headers: Record<string, unknown>;
}

const backend = { server: null as Server | null, base: '', seen: [] as Seen[] };

beforeAll(async () => {
  backend.server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://backend.invalid');
      backend.seen.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        body,
        headers: request.headers,
      });
      if (url.pathname === '/main/getConfig') {
        response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
        return;
      }
      if (url.pathname === '/main/getColumn') {
        // The site's own /api with the backend down (app/api/[service]/[...operation]/route.ts).
        response
          .writeHead(503, { 'content-type': 'application/json' })
          .end(JSON.stringify({ status: -503, message: '服务暂时不可用', data: null }));
        return;
      }
      // A hung backend: it takes the call and never answers.
      if (url.pathname === '/main/moduleView') return;
      const delay = url.searchParams.get('page') === '1' ? 200 : 0;
      setTimeout(() => {
        response
          .writeHead(200, { 'content-type': 'application/json', 'api-data': 'd1' })
          .end(JSON.stringify({ status: 0, message: '', data: { page: url.searchParams.get('page') } }));
      }, delay);
    });
  });
  await new Promise<void>((resolve) => backend.server?.listen(0, '127.0.0.1', resolve));
  backend.base = `http://127.0.0.1:${(backend.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => backend.server?.close(() => resolve())));
beforeEach(() => {
  backend.seen = [];
});

const send = (base = backend.base, deadline?: () => AbortSignal) =>
  createTransport({
    deadline,
    bases: Object.fromEntries(SERVICES.map((s) => [s, `${base}/${s}`])) as Record<Service, string>,
    context: () => ({ siteId: 1, appID: 1, device: 'xy1', curVersions: '1.0.0', apiVersion: 2 }),
    signKey: 'k',
    now: () => 1,
  });

describe('sending one call', () => {
  it('sends a GET operation as a query with the given headers, and answers its envelope and headers', async () => {
    const answer = await send()('getColumns', { parentColumnId: 3 }, { headers: { token: 't1' } });
    expect(answer.envelope).toEqual({ status: 0, message: '', data: { page: null } });
    expect(answer.headers.get('api-data')).toBe('d1');
    const [seen] = backend.seen;
    expect(seen?.method).toBe('GET');
    expect(seen?.path).toBe('/main/getColumns');
    expect(seen?.query.get('parentColumnId')).toBe('3');
    expect(seen?.headers.token).toBe('t1');
  });

  it('sends a form operation as a form-encoded body', async () => {
    await send()('smsLogin', { phone: '13800138000', code: '123456' });
    const [seen] = backend.seen;
    expect(seen?.method).toBe('POST');
    expect(seen?.path).toBe('/sso/smsLogin');
    expect(seen?.headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(seen?.body).get('phone')).toBe('13800138000');
  });

  it('makes an answer that is no envelope an http error with the negated status', async () => {
    await expect(send()('getConfig', {})).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: -502,
      operation: 'getConfig',
      messageKey: 'network',
    });
  });

  it('makes a refused connection a network error', async () => {
    await expect(send('http://127.0.0.1:9')('getColumns', {})).rejects.toMatchObject({
      kind: 'network',
      messageKey: 'network',
    });
  });

  it('aborts the getArticlesNew still running when a new one starts, and honours the caller’s signal', async () => {
    const transport = send();
    const first = transport('getArticlesNew', { page: 1 });
    const second = transport('getArticlesNew', { page: 2 });
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).resolves.toMatchObject({ envelope: { data: { page: '2' } } });
    const controller = new AbortController();
    const mine = transport('getArticles', { page: 1 }, { signal: controller.signal });
    controller.abort();
    await expect(mine).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('makes the site’s 503 envelope an unreachable backend, not an answer', async () => {
    await expect(send()('getColumn', { columnId: 1 })).rejects.toMatchObject({
      kind: 'network',
      messageKey: 'network',
    });
  });

  it('ends every call of one unit of work at its shared deadline, not one timeout per call', async () => {
    const deadline = AbortSignal.timeout(300);
    const transport = send(backend.base, () => deadline);
    const started = Date.now();
    await expect(transport('moduleView', { columnId: 1 })).rejects.toMatchObject({ kind: 'timeout' });
    await expect(transport('moduleView', { columnId: 2 })).rejects.toMatchObject({ kind: 'timeout' });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(1_500);
    // A call of another unit, with its own deadline, is not ended by this one.
    await expect(
      send(backend.base, () => AbortSignal.timeout(5_000))('getColumns', {}),
    ).resolves.toMatchObject({
      envelope: { status: 0 },
    });
  });

  it('keeps its calls out of the deduplication Next puts on fetch during a render, which keeps an unread copy', async () => {
    // Next's dedupe tees every GET answer whose fetch options name no signal and keeps one branch for a repeat;
    // on Node 20 such an unread stream is never collected and holds the whole request with it.
    const realFetch = globalThis.fetch;
    let tees = 0;
    const handed: { input: RequestInfo | URL; init?: RequestInit }[] = [];
    globalThis.fetch = createDedupeFetch(async (input: RequestInfo | URL, init?: RequestInit) => {
      handed.push({ input, init });
      const answer = await realFetch(input, init);
      const body = answer.body;
      if (body) body.tee = () => ((tees += 1), ReadableStream.prototype.tee.call(body));
      return answer;
    });
    try {
      const answer = await send()('getColumns', { parentColumnId: 3 });
      expect(answer.envelope).toMatchObject({ status: 0 });
      expect(tees).toBe(0);
      // Next's own fetch, in front of the dedupe, rebuilds a Request without the options beside it: a GET goes as
      // its address, with the signal in the options.
      expect(handed[0]?.input).toEqual(expect.stringMatching(/\/main\/getColumns\?.*parentColumnId=3/));
      expect(handed[0]?.init?.signal).toBeInstanceOf(AbortSignal);
      // The dedupe is in place: a call that names no signal in its options is teed.
      await (await globalThis.fetch(`${backend.base}/main/getColumns`)).text();
      expect(tees).toBe(1);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('sends a form so that fetch keeps no copy of its body (no window, no redirect to follow)', async () => {
    // undici tees a body for a redirect or an authentication retry unless the request allows neither, and the
    // unread branch holds the request it was made in for good.
    const realFetch = globalThis.fetch;
    const handed: (RequestInit | undefined)[] = [];
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      handed.push(init);
      return realFetch(input, init);
    };
    try {
      await send()('smsLogin', { phone: '13800138000', code: '123456' });
      expect(new URLSearchParams(backend.seen[0]?.body).get('code')).toBe('123456');
      expect(handed).toEqual([expect.objectContaining({ window: null, redirect: 'error' })]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
