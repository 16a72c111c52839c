import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS } from '../../lib/contract/status.js';
import { fail, InputError } from './envelope.js';
import { type RateLimiter, refuseTooMany } from './rateLimit.js';
import type { RouteDeps } from './routeDeps.js';
import { safeEqual } from './secrets.js';
import { notifySite, tagsForIngestPath } from './siteNotifier.js';

/** What a domain adds to the CMS's API: its routes, registered on the ingest plugin below. */
export type IngestRoutes = (app: FastifyInstance, deps: RouteDeps) => void;

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/**
 * The CMS side. Only the holder of ADMIN_TOKEN may call it; failed attempts count against the per-IP
 * limit (so the token cannot be guessed at speed) while an authenticated CMS may publish in bulk.
 */
export function ingestPlugin(deps: RouteDeps & { limiter: RateLimiter }, routes: IngestRoutes[]) {
  const { config, limiter } = deps;
  return async function ingest(app: FastifyInstance) {
    // Opts these routes out of the global write limit; the hook below limits failed attempts instead.
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, rateLimit: false };
    });
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (safeEqual(bearer(request), config.adminToken)) return;
      const verdict = await limiter.hit(request.ip);
      if (!verdict.allowed) return refuseTooMany(reply, verdict);
      return reply.code(401).send(fail(STATUS.unauthorized, '未授权'));
    });
    // The site hears of a write before the CMS gets its answer, so whatever the CMS opens next is fresh.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && reply.statusCode === 200) {
        await notifySite(
          config.siteRevalidateUrl,
          config.adminToken,
          tagsForIngestPath(request.url),
          request.log,
        );
      }
      return payload;
    });
    // The CMS API speaks JSON: a form body (which the reader operations take) is answered 415 here.
    app.removeContentTypeParser('application/x-www-form-urlencoded');
    // Validation errors of the CMS API are HTTP 400; the reader-facing services keep HTTP 200 for them.
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof InputError) return reply.code(400).send(fail(error.status, error.message));
      throw error;
    });

    for (const register of routes) register(app, deps);
  };
}
