// The signatures already seen, so a signed call sent again (captured and replayed) is refused: in Redis when
// REDIS_URL is set, so every backend instance knows what the others have seen, else in this process's memory.
import { Redis } from 'ioredis';

export interface ReplayStore {
  /** True the first time `key` is offered within `ttlMs`, false for every repeat. */
  firstSeen(key: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Enough for the calls of the clock-skew window at some hundreds a second; past it the oldest are forgotten. */
export const MEMORY_REPLAY_CAPACITY = 200_000;

/**
 * A map from key to expiry, in the order keys arrived. Expired keys are swept from the front as new ones come;
 * when it is full of live keys the oldest goes, so memory stays bounded whatever the traffic (the window a
 * replay is caught in then shrinks to what the capacity holds; Redis has no such bound).
 */
export function memoryReplayStore(
  capacity = MEMORY_REPLAY_CAPACITY,
  clock: () => number = Date.now,
): ReplayStore {
  const seen = new Map<string, number>();
  return {
    async firstSeen(key, ttlMs) {
      const now = clock();
      const expiresAt = seen.get(key);
      if (expiresAt !== undefined && expiresAt > now) return false;
      seen.delete(key);
      for (const [oldest, until] of seen) {
        if (until > now && seen.size < capacity) break;
        seen.delete(oldest);
      }
      seen.set(key, now + ttlMs);
      return true;
    },
    async close() {},
  };
}

/** Told once when Redis stops answering (with the first error) and once when it answers again. */
export interface OutageLog {
  down(error: unknown): void;
  up(): void;
}

/**
 * `SET key 1 NX PX ttl`: one atomic command, so of two instances offered the same key at once only one
 * succeeds. While Redis cannot answer, `fallback` (this process's memory) decides.
 */
export function redisReplayStore(
  redisUrl: string,
  keyPrefix: string,
  fallback: ReplayStore,
  log: OutageLog,
): ReplayStore & { connect(): Promise<void> } {
  // Without the offline queue a Redis outage fails fast instead of stalling every signed call.
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let down = false;
  return {
    connect: () => redis.connect(),
    async firstSeen(key, ttlMs) {
      try {
        const set = await redis.set(`${keyPrefix}replay:${key}`, '1', 'PX', Math.max(1, ttlMs), 'NX');
        if (down) log.up();
        down = false;
        return set === 'OK';
      } catch (error) {
        if (!down) log.down(error);
        down = true;
        return fallback.firstSeen(key, ttlMs);
      }
    },
    async close() {
      // quit() waits for a connection that may never come; disconnect() also stops the reconnect timer.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
