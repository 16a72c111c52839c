import type { LiveHub } from '../live/liveHub.js';
import type { ReplayStore } from './replayStore.js';

// Per-route switches read by the hooks in app.ts and serviceGuard.ts, and what buildApp decorates the app with.
declare module 'fastify' {
  interface FastifyInstance {
    /** The signatures main and nis have accepted, so serviceGuard refuses one sent again. */
    replays: ReplayStore;
    /** The live hub: ingest publishes a live's status, reports and approved comments to its readers. */
    liveHub: LiveHub;
  }

  interface FastifyContextConfig {
    /** Counts against the per-IP write limit even when the method is GET (token issuing). */
    rateLimit?: boolean;
    /** Callable without the xyAuth headers (the calls that obtain them). */
    xyAuthExempt?: boolean;
    /** Ignores the `token` header (the calls that renew it). */
    tokenExempt?: boolean;
    /** Needs a signed-in member's `token` (10102 otherwise); the handler reads it with memberId(). */
    member?: boolean;
  }
}

export {};
