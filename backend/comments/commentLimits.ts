// How fast comments may come, kept by the backend's rate limiter (core/rateLimit.ts): per member one comment per
// COMMENT_INTERVAL_MS (0: none) and COMMENT_MAX_PER_HOUR an hour, per client address COMMENT_MAX_PER_IP_HOUR an hour. In
// memory, or in Redis with REDIS_URL, shared by every instance.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../core/config.js';
import { appRateLimiter, type RateLimiter } from '../core/rateLimit.js';

export interface CommentLimits {
  /** Counts one comment of the member from the address; false when a limit refuses it. */
  admit(userId: number, ip: string): Promise<boolean>;
}

const limiter = (app: FastifyInstance, config: AppConfig, name: string, max: number, windowMs: number) =>
  appRateLimiter(app, config, `comments:${name}`, max, windowMs);

/** The limiters live as long as the app: closed with it. */
export function commentLimits(app: FastifyInstance, config: AppConfig): CommentLimits {
  const { memberIntervalMs, memberPerHour, ipPerHour } = config.comments;
  const hour = 3_600_000;
  const checks: [RateLimiter, (userId: number, ip: string) => string][] = [
    [limiter(app, config, 'member', memberPerHour, hour), (userId) => `m${userId}`],
    [limiter(app, config, 'address', ipPerHour, hour), (_userId, ip) => ip],
  ];
  if (memberIntervalMs > 0) {
    checks.unshift([limiter(app, config, 'interval', 1, memberIntervalMs), (userId) => `m${userId}`]);
  }
  return {
    async admit(userId, ip) {
      for (const [each, key] of checks) {
        if (!(await each.hit(key(userId, ip))).allowed) return false;
      }
      return true;
    },
  };
}
