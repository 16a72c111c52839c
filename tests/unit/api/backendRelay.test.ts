import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { relayToBackend } from '@/lib/api/backendRelay';

// A backend that answers, one that only says "bad gateway" in HTML, and one that takes calls and never answers.
let backend: Server;
let seen: { url: string; body: string; token: unknown }[];

beforeAll(async () => {
  backend = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', body, token: request.headers.token });
      if (request.url?.startsWith('/main/moduleView')) return;
      if (request.url?.startsWith('/main/moved')) {
        response.writeHead(302, { location: '/main/getConfig' }).end();
        return;
      }
      if (request.url?.startsWith('/main/getColumn?')) {
        response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json', 'api-data': 'sealed' })
        .end(JSON.stringify({ status: 0, message: '', data: { echo: body } }));
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterAll(() => {
  backend.closeAllConnections();
  return new Promise<void>((resolve) => backend.close(() => resolve()));
});
beforeEach(() => {
  seen = [];
});

const site = (path: string, init?: RequestInit) => new Request(`http://site.example${path}`, init);

describe('relayToBackend', () => {
  it('relays a call with its query, body and headers, and answers the backend’s envelope and headers', async () => {
    const answer = await relayToBackend(
      site('/api/sso/smsLogin?siteId=1', {
        method: 'POST',
        headers: { token: 't1', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'phone=1',
      }),
      'sso',
      ['smsLogin'],
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('api-data')).toBe('sealed');
    expect(await answer.json()).toEqual({ status: 0, message: '', data: { echo: 'phone=1' } });
    expect(seen).toEqual([{ url: '/sso/smsLogin?siteId=1', body: 'phone=1', token: 't1' }]);
  });

  it('relays a large upload a client sent with Expect: 100-continue (curl does), not failing it', async () => {
    const body = 'x'.repeat(2 * 1024 * 1024);
    const answer = await relayToBackend(
      site('/api/upload/uploadImage', {
        method: 'POST',
        headers: { expect: '100-continue', 'content-type': 'application/octet-stream' },
        body,
      }),
      'upload',
      ['uploadImage'],
    );
    expect(answer.status).toBe(200);
    expect(seen).toEqual([{ url: '/upload/uploadImage', body, token: undefined }]);
  });

  it('answers the envelope with 503 and no-store, within the request timeout, when the backend hangs', async () => {
    const started = Date.now();
    const answer = await relayToBackend(site('/api/main/moduleView?columnId=1'), 'main', ['moduleView']);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('retry-after')).toBe('10');
    expect(await answer.json()).toEqual({ status: -503, message: '服务暂时不可用，请稍后重试', data: null });
  }, 10_000);

  it('answers the envelope with 503 when the backend is down or a gateway answers HTML', async () => {
    const gateway = await relayToBackend(site('/api/main/getColumn?columnId=1'), 'main', ['getColumn']);
    expect(gateway.status).toBe(503);
    expect((await gateway.json()).status).toBe(-503);
    const saved = process.env.BACKEND_URL;
    process.env.BACKEND_URL = 'http://127.0.0.1:9';
    try {
      const down = await relayToBackend(site('/api/main/getConfig'), 'main', ['getConfig']);
      expect(down.status).toBe(503);
      expect(down.headers.get('content-type')).toMatch(/application\/json/);
    } finally {
      process.env.BACKEND_URL = saved;
    }
  });

  it('knows only the services of the contract', async () => {
    const answer = await relayToBackend(site('/api/admin/x'), 'admin', ['x']);
    expect(answer.status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('sends a body without keeping a copy of it, which Node would never collect', async () => {
    // undici tees a body for a redirect or an authentication retry unless the request allows neither; the unread
    // branch holds the request it was made in for good.
    const tee = jest.spyOn(ReadableStream.prototype, 'tee');
    try {
      const answer = await relayToBackend(
        site('/api/main/fav', { method: 'POST', body: 'fileId=3', duplex: 'half' } as RequestInit),
        'main',
        ['fav'],
      );
      expect(await answer.json()).toMatchObject({ data: { echo: 'fileId=3' } });
      expect(tee).not.toHaveBeenCalled();
    } finally {
      tee.mockRestore();
    }
  });

  it('answers a backend’s redirect as an outage, never passing it on', async () => {
    const answer = await relayToBackend(site('/api/main/moved'), 'main', ['moved']);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ status: -503 });
  });
});
