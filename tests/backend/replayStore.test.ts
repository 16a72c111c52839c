import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { memoryReplayStore, redisReplayStore } from '../../backend/core/replayStore';
import { get, sibling, signedContext, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

describe('the memory replay store', () => {
  it('knows a key until its time is up, then takes it as new', async () => {
    let now = 1_000;
    const store = memoryReplayStore(10, () => now);
    expect(await store.firstSeen('a', 100)).toBe(true);
    expect(await store.firstSeen('a', 100)).toBe(false);
    now += 99;
    expect(await store.firstSeen('a', 100)).toBe(false);
    now += 1;
    expect(await store.firstSeen('a', 100)).toBe(true);
  });

  it('holds at most its capacity, forgetting the oldest first', async () => {
    const now = 1_000;
    const store = memoryReplayStore(3, () => now);
    for (const key of ['a', 'b', 'c', 'd']) expect(await store.firstSeen(key, 60_000)).toBe(true);
    // 'a' went to make room for 'd'; the others are still known.
    expect(await store.firstSeen('b', 60_000)).toBe(false);
    expect(await store.firstSeen('d', 60_000)).toBe(false);
    expect(await store.firstSeen('a', 60_000)).toBe(true);
  });

  it('sweeps expired keys as new ones come', async () => {
    let now = 1_000;
    const store = memoryReplayStore(2, () => now);
    await store.firstSeen('a', 10);
    await store.firstSeen('b', 10);
    now += 10;
    await store.firstSeen('c', 60_000);
    await store.firstSeen('d', 60_000);
    expect(await store.firstSeen('c', 60_000)).toBe(false);
  });
});

describe('a Redis replay store that cannot reach Redis', () => {
  it('decides from memory meanwhile and says so once', async () => {
    const down = jest.fn();
    const store = redisReplayStore('redis://127.0.0.1:1', 'xy-test:', memoryReplayStore(), {
      down,
      up: jest.fn(),
    });
    try {
      expect(await store.firstSeen('k', 60_000)).toBe(true);
      expect(await store.firstSeen('k', 60_000)).toBe(false);
      expect(down).toHaveBeenCalledTimes(1);
    } finally {
      await store.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;

describeRedis('replayed signatures across instances sharing Redis', () => {
  let t: TestApp;
  const keyPrefix = `xy-test-${randomBytes(6).toString('hex')}:`;
  const shared = { redisUrl, apiVersion: 3, rateLimit: { keyPrefix } };
  beforeAll(async () => {
    t = await startApp(drivers[0]!, shared);
  });
  afterAll(async () => {
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await t.close();
  });

  it('refuses on one instance a signature the other accepted, and remembers it only while its t is good', async () => {
    const other = await sibling(t, shared);
    try {
      const query = signedContext({}, t.config.apiSignKey);
      expect((await get(t.app, '/main/serverTime', query)).body.status).toBe(0);
      expect((await get(other, '/main/serverTime', query)).body.status).toBe(-3);
      const redis = new Redis(redisUrl ?? '');
      const ttl = await redis.pttl(`${keyPrefix}replay:${query.signature}`);
      await redis.quit();
      expect(ttl).toBeGreaterThan(9 * 60_000);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1);
    } finally {
      await other.close();
    }
  });
});
