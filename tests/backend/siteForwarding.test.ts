// Defect 1 of issue 13, end to end through the site: the site server's pipeline (lib/server/siteHandler.mjs) and
// its /api relay (lib/api/backendRelay.ts) in front of the real backend on real sockets. A reader who sends a new
// X-Forwarded-For with every write is limited exactly as one who sends none.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { relayToBackend } from '@/lib/api/backendRelay';
import { siteHandler } from '@/lib/server/siteHandler.mjs';
import { drivers } from './testDb';
import { sibling, startApp, type TestApp } from './testApp';

const WRITES = 200;
const LIMIT = 60;
const SECRET = 'site-forwarding-test-secret-of-enough-length';

/** Next's part, as far as /api goes: the Node request as a web Request, to the relay, and its answer back. */
async function relay(req: IncomingMessage, res: ServerResponse) {
  const [, , service = '', ...path] = (req.url ?? '').split('?')[0]!.split('/');
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  });
  const answer = await relayToBackend(request, service, path);
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(Buffer.from(await answer.arrayBuffer()));
}

async function listen(server: Server | FastifyInstance): Promise<string> {
  if ('inject' in server) return server.listen({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A site server as siteServer.mjs builds it, with TRUST_PROXY_HOPS as given. */
async function startSite(hops: string): Promise<{ server: Server; url: string }> {
  process.env.TRUST_PROXY_HOPS = hops;
  const server = createServer(siteHandler((req, res) => relay(req, res)));
  return { server, url: await listen(server) };
}

describe('the site in front of the backend', () => {
  let t: TestApp;
  let backend: FastifyInstance | undefined;
  const sites: Server[] = [];
  let direct: string;
  let proxied: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    t = await startApp(drivers[0]!);
    process.env.SITE_FORWARD_SECRET = SECRET;
    const first = await startSite('');
    const second = await startSite('1');
    sites.push(first.server, second.server);
    direct = first.url;
    proxied = second.url;
  });
  /** A backend of its own with every limit unspent, where the sites relay to (they read BACKEND_URL per call). */
  async function freshBackend() {
    await backend?.close();
    backend = await sibling(t, { siteForwardSecret: SECRET, rateLimit: { max: LIMIT, windowMs: 3_600_000 } });
    process.env.BACKEND_URL = await listen(backend);
  }
  beforeEach(freshBackend);
  afterEach(() => backend?.close());
  afterAll(async () => {
    process.env = saved;
    for (const site of sites) {
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
    }
    await t.close();
  });

  /** How many of 200 calls through the site were refused, each with the headers `headersOf(i)` gives. */
  async function refusals(
    site: string,
    call: 'write' | 'verifyImage',
    headersOf: (i: number) => Record<string, string>,
  ) {
    let refused = 0;
    for (let i = 0; i < WRITES; i++) {
      const answer =
        call === 'write'
          ? await fetch(`${site}/api/main/auth`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded', ...headersOf(i) },
              body: 'appKey=x&time=1&sign=y',
            })
          : await fetch(`${site}/api/sso/verifyCode?device=xy-site-forwarding`, { headers: headersOf(i) });
      await answer.arrayBuffer();
      if (answer.status === 429) refused += 1;
    }
    return refused;
  }

  const forged = (i: number) => ({
    'x-forwarded-for': `10.${i >> 8}.${i & 255}.9`,
    'x-real-ip': `10.9.${i & 255}.1`,
    forwarded: `for=10.8.${i & 255}.1`,
  });

  it.each(['write', 'verifyImage'] as const)(
    'limits each %s with a new forged address exactly as without one',
    async (call) => {
      expect(await refusals(direct, call, forged)).toBe(WRITES - LIMIT);
      await freshBackend();
      expect(await refusals(direct, call, () => ({}))).toBe(WRITES - LIMIT);
    },
  );

  it('tells readers apart behind a trusted proxy by the address it appended, not what they claimed', async () => {
    const viaProxy = (reader: string) => (i: number) => ({
      'x-forwarded-for': `10.${i >> 8}.${i & 255}.9, ${reader}`,
    });
    expect(await refusals(proxied, 'write', viaProxy('203.0.113.21'))).toBe(WRITES - LIMIT);
    expect(await refusals(proxied, 'write', viaProxy('203.0.113.22'))).toBe(WRITES - LIMIT);
  });
});
