import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { memoryRateLimiter } from '../../backend/core/rateLimit';
import { drivers } from './testDb';
import { call, get, postForm, sibling, startApp, type TestApp } from './testApp';

const tooMany = { status: -429, message: '请求过于频繁，请稍后再试', data: null };
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('memory rate limiter', () => {
  it('counts per client in fixed windows and starts over in the next one', async () => {
    let now = 60_000;
    const limiter = memoryRateLimiter({ max: 2, windowMs: 60_000, keyPrefix: '' }, () => now);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    const third = await limiter.hit('a');
    expect(third).toEqual({ allowed: false, resetMs: 60_000 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    now += 60_000;
    expect((await limiter.hit('a')).allowed).toBe(true);
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
      expect((await postForm(limited, '/main/auth', form, from('203.0.113.1'))).http).toBe(200);
    }
    const refused = await postForm(limited, '/main/auth', form, from('203.0.113.1'));
    expect(refused.http).toBe(429);
    expect(refused.body).toEqual(tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postForm(limited, '/main/auth', form, from('203.0.113.2'))).http).toBe(200);
    // Reads are not limited.
    expect((await get(limited, '/main/serverTime', {}, from('203.0.113.1'))).body.status).toBe(0);
  });

  it('counts token issuing although it is a GET', async () => {
    const ip = from('203.0.113.3');
    for (let i = 0; i < 3; i++) {
      expect((await get(limited, '/sso/anonymousToken', { device: 'xy-rl' }, ip)).body.status).toBe(0);
    }
    expect((await get(limited, '/sso/anonymousToken', { device: 'xy-rl' }, ip)).body).toEqual(tooMany);
  });

  it('limits failed ingest logins but not an authenticated CMS', async () => {
    const ip = from('203.0.113.4');
    const attempt = (token: string) =>
      call(limited, {
        method: 'PATCH',
        url: '/ingest/config',
        payload: {},
        headers: { ...ip, authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(t.config.adminToken)).http).toBe(200);
    for (let i = 0; i < 3; i++) expect((await attempt('guess')).http).toBe(401);
    expect((await attempt('guess')).http).toBe(429);
  });
});

describe('an unreachable Redis', () => {
  it('lets writes through instead of failing them', async () => {
    const t = await startApp(drivers[0]!);
    // Port 1 refuses connections at once.
    const app = await sibling(t, { redisUrl: 'redis://127.0.0.1:1', rateLimit: { max: 1 } });
    try {
      for (let i = 0; i < 3; i++) {
        const answer = await get(app, '/sso/anonymousToken', { device: 'xy-no-redis' }, from('192.0.2.9'));
        expect(answer.http).toBe(200);
        expect(answer.body.status).toBe(0);
      }
    } finally {
      await app.close();
      await t.close();
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

  it('shares one count between instances', async () => {
    const ip = from('198.51.100.7');
    expect((await get(first, '/sso/anonymousToken', { device: 'xy-r1' }, ip)).body.status).toBe(0);
    expect((await get(second, '/sso/anonymousToken', { device: 'xy-r1' }, ip)).body.status).toBe(0);
    expect((await get(first, '/sso/anonymousToken', { device: 'xy-r1' }, ip)).body.status).toBe(0);
    const refused = await get(second, '/sso/anonymousToken', { device: 'xy-r1' }, ip);
    expect(refused.http).toBe(429);
    expect(refused.body).toEqual(tooMany);
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${keyPrefix}ratelimit:198.51.100.7:*`);
    await redis.quit();
    expect(keys).toHaveLength(1);
  });
});
