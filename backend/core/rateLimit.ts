// Per-client limits on writes, tokens and failed CMS logins, kept by rate-limiter-flexible: in this process's
// memory, or in Redis (one atomic script per call) so that every instance shares the count. While Redis is
// unreachable the limits go on from memory, and the outage is logged once when it starts and once when it ends.
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';
import { STATUS } from '../../lib/contract/status.js';
import type { AppConfig, RateLimitConfig } from './config.js';
import { fail } from './envelope.js';

export interface RateLimitVerdict {
  allowed: boolean;
  /** Milliseconds until the client's current window ends. */
  resetMs: number;
}

export interface RateLimiter {
  /** Counts one call of this client (its address) and says whether it is within the limit. */
  hit(client: string): Promise<RateLimitVerdict>;
  close(): Promise<void>;
}

export type OutageLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** A window starts at a client's first counted call; Redis keeps whole seconds, so a window is rounded up to one. */
const limits = (config: RateLimitConfig): IRateLimiterOptions => ({
  points: config.max,
  duration: Math.ceil(config.windowMs / 1000),
});

/** The library resolves a counted call and rejects one over the limit with the same result type. */
async function verdictOf(consumption: Promise<RateLimiterRes>): Promise<RateLimitVerdict> {
  try {
    return { allowed: true, resetMs: (await consumption).msBeforeNext };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return { allowed: false, resetMs: refusal.msBeforeNext };
    throw refusal;
  }
}

export function memoryRateLimiter(config: RateLimitConfig): RateLimiter {
  const limiter = new RateLimiterMemory(limits(config));
  return {
    hit: (client) => verdictOf(limiter.consume(client)),
    async close() {},
  };
}

/** Shared by every backend instance using the same Redis and key prefix; `connect` once the app is ready. */
export function redisRateLimiter(config: RateLimitConfig, redisUrl: string, log: OutageLog) {
  // Without the offline queue a Redis outage fails fast instead of stalling every write.
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // ioredis prints every failed reconnection when nobody listens; the outage is reported once, below.
  redis.on('error', () => {});

  /** Set while Redis cannot be reached: how many calls were counted in memory meanwhile. */
  let outage: { calls: number } | null = null;
  const down = () => {
    if (outage) return outage;
    log.warn('Redis unavailable: rate limits are counted in memory until it is back');
    outage = { calls: 0 };
    return outage;
  };
  const insuranceLimiter = new (class OutageLimiter extends RateLimiterMemory {
    override consume(key: string | number, points?: number, options?: Record<string, unknown>) {
      down().calls += 1;
      return super.consume(key, points, options);
    }
  })(limits(config));
  const limiter = new RateLimiterRedis({
    ...limits(config),
    storeClient: redis,
    keyPrefix: `${config.keyPrefix}ratelimit`,
    insuranceLimiter,
    // Not connected: straight to memory rather than a command that can only fail.
    rejectIfRedisNotReady: true,
  });

  return {
    /** A missing Redis must not keep the backend down: ioredis keeps reconnecting, limits count in memory. */
    connect: () =>
      redis.connect().catch(() => {
        down();
      }),
    async hit(client: string): Promise<RateLimitVerdict> {
      const before = outage?.calls;
      const verdict = await verdictOf(limiter.consume(client));
      // This call went to Redis and nothing reached memory meanwhile: the outage is over.
      if (before !== undefined && outage?.calls === before) {
        log.info({ callsCountedInMemory: before }, 'Redis is back: rate limits are shared again');
        outage = null;
      }
      return verdict;
    },
    async close() {
      // quit() waits for a connection that may never come; disconnect() also stops the reconnect timer.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

export function refuseTooMany(reply: FastifyReply, verdict: RateLimitVerdict): FastifyReply {
  reply.header('retry-after', Math.max(1, Math.ceil(verdict.resetMs / 1000)));
  return reply.code(429).send(fail(STATUS.tooManyRequests, '请求过于频繁，请稍后再试'));
}

/**
 * A limiter of one app's own (a domain's: comments, uploads), named for its Redis keys, in memory or in Redis with
 * REDIS_URL, connected when the app is ready and closed with it.
 */
export function appRateLimiter(
  app: FastifyInstance,
  config: AppConfig,
  name: string,
  max: number,
  windowMs: number,
): RateLimiter {
  const limits = { max, windowMs, keyPrefix: `${config.rateLimit.keyPrefix}${name}:` };
  let limiter: RateLimiter = memoryRateLimiter(limits);
  if (config.redisUrl) {
    const shared = redisRateLimiter(limits, config.redisUrl, app.log);
    app.addHook('onReady', () => shared.connect());
    limiter = shared;
  }
  app.addHook('onClose', () => limiter.close());
  return limiter;
}
