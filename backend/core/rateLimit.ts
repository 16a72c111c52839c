import type { FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { STATUS } from '../../lib/contract/status.js';
import type { RateLimitConfig } from './config.js';
import { fail } from './envelope.js';

export interface RateLimitVerdict {
  allowed: boolean;
  /** Milliseconds until the current window ends. */
  resetMs: number;
}

export interface RateLimiter {
  hit(client: string): Promise<RateLimitVerdict>;
  close(): Promise<void>;
}

/** Fixed windows aligned to the clock, so every instance agrees on where a window starts. */
function windowOf(now: number, windowMs: number) {
  const index = Math.floor(now / windowMs);
  return { index, resetMs: (index + 1) * windowMs - now };
}

export function memoryRateLimiter(config: RateLimitConfig, clock: () => number = Date.now): RateLimiter {
  let currentWindow = -1;
  let counts = new Map<string, number>();
  return {
    async hit(client) {
      const { index, resetMs } = windowOf(clock(), config.windowMs);
      // Counts of a finished window are worthless; dropping them all keeps memory bounded.
      if (index !== currentWindow) {
        currentWindow = index;
        counts = new Map();
      }
      const count = (counts.get(client) ?? 0) + 1;
      counts.set(client, count);
      return { allowed: count <= config.max, resetMs };
    },
    async close() {},
  };
}

/** Shared by every backend instance using the same Redis and key prefix. */
export function redisRateLimiter(config: RateLimitConfig, redisUrl: string, clock: () => number = Date.now) {
  // Without the offline queue a Redis outage fails fast instead of stalling every write.
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  const limiter: RateLimiter & { connect(): Promise<void> } = {
    connect: () => redis.connect(),
    async hit(client) {
      const { index, resetMs } = windowOf(clock(), config.windowMs);
      const key = `${config.keyPrefix}ratelimit:${client}:${index}`;
      const results = await redis
        .multi()
        .incr(key)
        .pexpire(key, resetMs + 1000)
        .exec();
      const incr = results?.[0];
      if (!incr || incr[0]) throw incr?.[0] ?? new Error('Redis discarded the rate-limit transaction');
      const count = Number(incr[1]);
      return { allowed: count <= config.max, resetMs };
    },
    async close() {
      // quit() waits for a connection that may never come; disconnect() also stops the reconnect timer.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
  return limiter;
}

/** Counts the request's client IP; a failing store (Redis down) lets the request through rather than block all writes. */
export async function hitOrPass(limiter: RateLimiter, request: FastifyRequest): Promise<RateLimitVerdict> {
  try {
    return await limiter.hit(request.ip);
  } catch (error) {
    request.log.warn({ err: error }, 'rate limiter failed; request let through');
    return { allowed: true, resetMs: 0 };
  }
}

export function refuseTooMany(reply: FastifyReply, verdict: RateLimitVerdict): FastifyReply {
  reply.header('retry-after', Math.max(1, Math.ceil(verdict.resetMs / 1000)));
  return reply.code(429).send(fail(STATUS.tooManyRequests, '请求过于频繁，请稍后再试'));
}
