import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo, type Server, type Socket, connect } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { memoryRateLimiter, redisRateLimiter } from '../../backend/core/rateLimit';
import { drivers } from './testDb';
import { call, sibling, startApp, type TestApp } from './testApp';

const tooMany = { status: -429, message: '请求过于频繁，请稍后再试', data: null };

/** A client at `remoteAddress`: the backend counts the socket's address unless the site names the reader. */
const fromClient = (app: FastifyInstance, remoteAddress: string, options: InjectOptions) =>
  call(app, { ...options, remoteAddress });
const get = (app: FastifyInstance, url: string, query: Record<string, string>, ip: string) =>
  fromClient(app, ip, { method: 'GET', url, query });
const postForm = (app: FastifyInstance, url: string, fields: Record<string, string>, ip: string) =>
  fromClient(app, ip, {
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const quietLog = () => ({ warn: jest.fn(), info: jest.fn() });

describe('memory rate limiter', () => {
  it('counts per client in windows and starts over in the next one', async () => {
    const limiter = memoryRateLimiter({ max: 2, windowMs: 1000, keyPrefix: '' });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    const third = await limiter.hit('a');
    expect(third.allowed).toBe(false);
    expect(third.resetMs).toBeGreaterThan(0);
    expect(third.resetMs).toBeLessThanOrEqual(1000);
    expect((await limiter.hit('b')).allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, third.resetMs + 50));
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('admits exactly the limit of parallel calls', async () => {
    const limiter = memoryRateLimiter({ max: 10, windowMs: 60_000, keyPrefix: '' });
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('a')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });
});

describe.each(drivers)('rate limits on $name', (driver) => {
  let t: TestApp;
  let limited: FastifyInstance;
  beforeAll(async () => {
    t = await startApp(driver);
    limited = await sibling(t, { rateLimit: { max: 3, windowMs: 3_600_000 } });
  });
  afterAll(async () => {
    await limited.close();
    await t.close();
  });

  it('answers 429 once one IP has made too many writes, while others go on', async () => {
    const form = { appKey: 'x', time: '1', sign: 'y' };
    for (let i = 0; i < 3; i++) {
      expect((await postForm(limited, '/main/auth', form, '203.0.113.1')).http).toBe(200);
    }
    const refused = await postForm(limited, '/main/auth', form, '203.0.113.1');
    expect(refused.http).toBe(429);
    expect(refused.body).toEqual(tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postForm(limited, '/main/auth', form, '203.0.113.2')).http).toBe(200);
    // Reads are not limited.
    expect((await get(limited, '/main/serverTime', {}, '203.0.113.1')).body.status).toBe(0);
  });

  it('counts token issuing although it is a GET', async () => {
    const ip = '203.0.113.3';
    for (let i = 0; i < 3; i++) {
      expect((await get(limited, '/sso/anonymousToken', { device: 'xy-rl' }, ip)).body.status).toBe(0);
    }
    expect((await get(limited, '/sso/anonymousToken', { device: 'xy-rl' }, ip)).body).toEqual(tooMany);
  });

  it('limits failed ingest logins but not an authenticated CMS', async () => {
    const attempt = (token: string) =>
      fromClient(limited, '203.0.113.4', {
        method: 'PATCH',
        url: '/ingest/config',
        payload: {},
        headers: { authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(t.config.adminToken)).http).toBe(200);
    for (let i = 0; i < 3; i++) expect((await attempt('guess')).http).toBe(401);
    expect((await attempt('guess')).http).toBe(429);
  });
});

/** A port that refuses connections until `open`, then passes them on to `target`: Redis going down and up. */
async function switchableRedis(target: URL) {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  const sockets = new Set<Socket>();
  let relay: Server | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async open() {
      relay = createServer((socket) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const each of [socket, upstream]) {
          sockets.add(each);
          each.on('error', () => each.destroy());
          each.on('close', () => sockets.delete(each));
        }
        socket.pipe(upstream).pipe(socket);
      });
      await new Promise<void>((resolve) => relay?.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => (relay ? relay.close(resolve) : resolve(undefined)));
    },
  };
}

describe('an unreachable Redis', () => {
  it('keeps limiting writes from memory', async () => {
    const t = await startApp(drivers[0]!);
    // Port 1 refuses connections at once.
    const app = await sibling(t, { redisUrl: 'redis://127.0.0.1:1', rateLimit: { max: 2 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await get(app, '/sso/anonymousToken', { device: 'xy-no-redis' }, '192.0.2.9')).http);
      }
      expect(statuses).toEqual([200, 200, 429, 429]);
    } finally {
      await app.close();
      await t.close();
    }
  });

  it('is logged once when it starts, without a stack, and every call is decided', async () => {
    const log = quietLog();
    const limiter = redisRateLimiter(
      { max: 3, windowMs: 60_000, keyPrefix: 'xy-test:' },
      'redis://127.0.0.1:1',
      log,
    );
    await limiter.connect();
    try {
      const verdicts = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('192.0.2.10')));
      expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0]).toEqual([expect.stringMatching(/^Redis unavailable/)]);
      expect(log.info).not.toHaveBeenCalled();
    } finally {
      await limiter.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;

describeRedis('Redis rate limits', () => {
  const keyPrefix = `xy-test-${randomBytes(6).toString('hex')}:`;
  let t: TestApp;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await startApp(drivers[0]!);
    const shared = { redisUrl, rateLimit: { max: 3, windowMs: 3_600_000, keyPrefix } };
    first = await sibling(t, shared);
    second = await sibling(t, shared);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await t.close();
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('logs the end of the outage once, with the count of calls decided from memory', async () => {
    const redis = await switchableRedis(new URL(redisUrl ?? ''));
    const log = quietLog();
    const limiter = redisRateLimiter({ max: 100, windowMs: 60_000, keyPrefix }, redis.url, log);
    try {
      await limiter.connect();
      for (let i = 0; i < 5; i++) await limiter.hit('198.51.100.8');
      await redis.open();
      // ioredis reconnects on its own; the first call that reaches Redis ends the outage.
      for (let i = 0; i < 100 && log.info.mock.calls.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await limiter.hit('198.51.100.8');
      }
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.info).toHaveBeenCalledTimes(1);
      const [fields, message] = log.info.mock.calls[0] as [{ callsCountedInMemory: number }, string];
      expect(message).toMatch(/^Redis is back/);
      expect(fields.callsCountedInMemory).toBeGreaterThanOrEqual(5);
    } finally {
      await limiter.close();
      await redis.close();
    }
  });

  it('shares one count between instances', async () => {
    const ip = '198.51.100.7';
    expect((await get(first, '/sso/anonymousToken', { device: 'xy-r1' }, ip)).body.status).toBe(0);
    expect((await get(second, '/sso/anonymousToken', { device: 'xy-r1' }, ip)).body.status).toBe(0);
    expect((await get(first, '/sso/anonymousToken', { device: 'xy-r1' }, ip)).body.status).toBe(0);
    const refused = await get(second, '/sso/anonymousToken', { device: 'xy-r1' }, ip);
    expect(refused.http).toBe(429);
    expect(refused.body).toEqual(tooMany);
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${keyPrefix}ratelimit:198.51.100.7`);
    await redis.quit();
    expect(keys).toHaveLength(1);
  });
});
