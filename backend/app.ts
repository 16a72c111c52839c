import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppConfig } from './core/config.js';
import type { Db } from './core/database.js';
import { fail, InputError } from './core/envelope.js';
import { registerFormParser } from './core/formBody.js';
import { forwardingSettler, trustForwardedClient } from './core/forwarding.js';
import { memoryReplayStore, redisReplayStore, type ReplayStore } from './core/replayStore.js';
import { MalformedBody, registerInputChecks } from './core/requestInput.js';
import { ingestPlugin } from './core/ingest.js';
import { type LogStream, loggerOptions, QuietRequestLog } from './core/logging.js';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter, refuseTooMany } from './core/rateLimit.js';
import './core/fastifyTypes.js';
import { STATUS } from '../lib/contract/status.js';
import { ingestRoutes, serviceRoutes } from './domains.js';
import { memoryBus, redisBus } from './live/liveBus.js';
import { DEFAULT_HUB_LIMITS, liveHub, type LiveHubLimits } from './live/liveHub.js';
import { outboxSmsSender, type SmsSender } from './members/smsSender.js';

export interface BuildOptions {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: AppConfig;
  /** How SMS codes are delivered; the embedded outbox sender (log + ingest-only outbox) by default. */
  smsSender?: SmsSender;
  /** Where the log goes; stdout by default. */
  logStream?: LogStream;
  /** The live hub's limits (tests make them small). */
  hubLimits?: Partial<LiveHubLimits>;
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH']);

const clientErrorMessages: Record<number, string> = {
  400: '请求格式错误',
  404: '接口不存在',
  405: '接口不存在',
  413: '请求内容过大',
  415: '不支持的请求格式',
};

function createLimiter(app: FastifyInstance, config: AppConfig): RateLimiter {
  if (!config.redisUrl) return memoryRateLimiter(config.rateLimit);
  const limiter = redisRateLimiter(config.rateLimit, config.redisUrl, app.log);
  app.addHook('onReady', () => limiter.connect());
  return limiter;
}

function createReplayStore(app: FastifyInstance, config: AppConfig): ReplayStore {
  const memory = memoryReplayStore();
  if (!config.redisUrl) return memory;
  const store = redisReplayStore(config.redisUrl, config.rateLimit.keyPrefix, memory, {
    down: (error) =>
      app.log.warn({ err: error }, 'Redis unavailable; replayed signatures are told from memory'),
    up: () => app.log.info('Redis answers again; replayed signatures are told from Redis'),
  });
  app.addHook('onReady', async () => {
    await store.connect().catch((error: unknown) => app.log.warn({ err: error }, 'Redis unavailable'));
  });
  return store;
}

/** The live hub on the in-process bus, or on Redis pub/sub with REDIS_URL; app.liveHub publishes to it. */
function registerLiveHub(app: FastifyInstance, db: Db, config: AppConfig, limits?: Partial<LiveHubLimits>) {
  const bus = config.redisUrl
    ? redisBus(config.redisUrl, config.rateLimit.keyPrefix, {
        warn: (message) => app.log.warn(message),
        info: (message) => app.log.info(message),
      })
    : memoryBus();
  const hub = liveHub(db, bus, { ...DEFAULT_HUB_LIMITS, ...limits });
  app.decorate('liveHub', hub);
  app.addHook('onReady', () => bus.connect());
  app.addHook('onClose', () => bus.close());
  // Node hands every request that asks to upgrade to the socket plugin, which answers one no route takes (a wrong
  // path, /ws without a token, a refusal before routing) over HTTP on a connection Node no longer looks after:
  // closed once answered, or each would stay open for good (no HTTP timeout guards it) and hold up shutdown.
  app.addHook('onResponse', async (request) => {
    if (request.headers.upgrade) request.raw.socket?.destroy();
  });
  app.register(hub.routes);
}

function registerRateLimit(app: FastifyInstance, limiter: RateLimiter): void {
  app.addHook('onRequest', async (request, reply) => {
    const limited = request.routeOptions.config.rateLimit ?? writeMethods.has(request.method);
    if (!limited) return;
    const verdict = await limiter.hit(request.ip);
    if (!verdict.allowed) return refuseTooMany(reply, verdict);
  });
}

function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof InputError) return reply.code(200).send(fail(error.status, error.message));
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      request.log.info({ err: error }, 'malformed request');
      return reply
        .code(statusCode)
        .send(
          fail(
            STATUS.badInput,
            error instanceof MalformedBody ? error.message : (clientErrorMessages[statusCode] ?? '请求无效'),
          ),
        );
    }
    // The detail goes to the log only; callers learn nothing about the internals.
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(fail(STATUS.serverError, '服务器错误'));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(fail(STATUS.badInput, '接口不存在')));
}

/** The whole HTTP API on one database; `app.inject` drives it in tests, server.ts puts it on a port. */
export function buildApp({
  db,
  dbKind,
  config,
  smsSender,
  logStream,
  hubLimits,
}: BuildOptions): FastifyInstance {
  const settleForwarding = forwardingSettler(config);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    logController: new QuietRequestLog(),
    trustProxy: trustForwardedClient,
    // The first step Fastify takes with a request, before routing and its log line: the URL is left as it is.
    rewriteUrl: (raw) => {
      settleForwarding(raw);
      return raw.url ?? '/';
    },
    bodyLimit: 2 * 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  registerFormParser(app);
  registerInputChecks(app);
  registerErrorHandling(app);
  const limiter = createLimiter(app, config);
  app.addHook('onClose', () => limiter.close());
  registerRateLimit(app, limiter);
  const replays = createReplayStore(app, config);
  app.decorate('replays', replays);
  app.addHook('onClose', () => replays.close());
  registerLiveHub(app, db, config, hubLimits);

  app.get('/health', async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok', db: dbKind };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'error', db: dbKind });
    }
  });

  const deps = { db, config, smsSender: smsSender ?? outboxSmsSender(db) };
  for (const plugin of serviceRoutes) app.register(plugin(deps));
  app.register(ingestPlugin({ ...deps, limiter }, ingestRoutes), { prefix: '/ingest' });
  return app;
}
