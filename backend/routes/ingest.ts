import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findArticle, insertArticle, updateArticle } from '../db/articleRepo.js';
import { columnExists, insertColumn, isSelfOrDescendant, updateColumn } from '../db/columnRepo.js';
import { deepMerge, readSiteConfig, writeSiteConfig } from '../db/configRepo.js';
import { writeLive, type LiveStatus } from '../db/liveRepo.js';
import type { JsonObject } from '../core/jsonFields.js';
import { fail, InputError, ok, statusCodes } from '../core/envelope.js';
import { hitOrPass, refuseTooMany, type RateLimiter } from '../core/rateLimit.js';
import { safeEqual } from '../core/secrets.js';
import { countWords } from '../core/text.js';
import { notifySite, tagsForIngestPath } from '../core/siteNotifier.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { accountIngestRoutes } from './ingestAccounts.js';
import { pathId, readArticleInput, readColumnInput, readConfigPatch } from './ingestInput.js';
import { liveIngestRoutes } from './ingestLive.js';
import { memberIngestRoutes } from './ingestMembers.js';
import { paperAdIngestRoutes } from './ingestPaperAds.js';
import { readingIngestRoutes, withTags } from './ingestReading.js';
import { sitePageIngestRoutes } from './ingestSitePages.js';

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

async function existingParent(deps: RouteDeps, parentId: number | undefined): Promise<void> {
  if (parentId !== undefined && parentId !== 0 && !(await columnExists(deps.db, parentId))) {
    throw new InputError('上级栏目不存在');
  }
}

/** Keeps the keys whose value is not null: null in an update body clears that extra field. */
function withoutNulls(obj: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(obj).filter(([, value]) => value !== null));
}

/**
 * The CMS side. Only the holder of ADMIN_TOKEN may call it; failed attempts count against the per-IP
 * limit (so the token cannot be guessed at speed) while an authenticated CMS may publish in bulk.
 */
export function ingestRoutes(deps: RouteDeps & { limiter: RateLimiter }) {
  const { db, config, limiter } = deps;
  return async function ingest(app: FastifyInstance) {
    // Opts these routes out of the global write limit; the hook below limits failed attempts instead.
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, rateLimit: false };
    });
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (safeEqual(bearer(request), config.adminToken)) return;
      const verdict = await hitOrPass(limiter, request);
      if (!verdict.allowed) return refuseTooMany(reply, verdict);
      return reply.code(401).send(fail(statusCodes.unauthorized, '未授权'));
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
    // Validation errors of the CMS API are HTTP 400; the reader-facing services keep HTTP 200 for them.
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof InputError) return reply.code(400).send(fail(error.status, error.message));
      throw error;
    });

    app.patch('/config', async (request) => {
      const patch = readConfigPatch(request.body);
      const merged = deepMerge((await readSiteConfig(db)) ?? {}, patch);
      await writeSiteConfig(db, merged);
      return ok(merged);
    });

    app.post('/columns', async (request) => {
      const input = readColumnInput(request.body, true);
      await existingParent(deps, input.parentId);
      return ok(await insertColumn(db, { ...input, name: input.name ?? '' }));
    });

    app.put('/columns/:id', async (request, reply) => {
      const id = pathId(request);
      const input = readColumnInput(request.body, false);
      if (!(await columnExists(db, id)))
        return reply.code(404).send(fail(statusCodes.badInput, '栏目不存在'));
      await existingParent(deps, input.parentId);
      if (input.parentId !== undefined && (await isSelfOrDescendant(db, id, input.parentId))) {
        throw new InputError('上级栏目不能是该栏目自身或其下级栏目');
      }
      return ok(await updateColumn(db, id, input));
    });

    app.post('/articles', async (request) => {
      const { core, credits, extra, tags } = readArticleInput(request.body, true);
      if (!(await columnExists(db, core.columnId ?? 0))) throw new InputError('栏目不存在');
      const content = core.content ?? '';
      const article = await insertArticle(db, {
        ...core,
        title: core.title ?? '',
        columnId: core.columnId ?? 0,
        articleType: core.articleType ?? 0,
        wordCount: core.wordCount ?? countWords(content),
        credits,
        extra: withoutNulls(extra),
      });
      return ok(await withTags(db, article, tags));
    });

    app.put('/articles/:id', async (request, reply) => {
      const id = pathId(request);
      const { core, credits, extra, tags } = readArticleInput(request.body, false);
      const current = await findArticle(db, id);
      if (!current) return reply.code(404).send(fail(statusCodes.badInput, '稿件不存在'));
      if (core.columnId !== undefined && !(await columnExists(db, core.columnId))) {
        throw new InputError('栏目不存在');
      }
      const recount = core.content !== undefined && core.wordCount === undefined;
      const article = await updateArticle(db, id, {
        ...core,
        ...(recount ? { wordCount: countWords(core.content ?? '') } : {}),
        credits: { ...current.credits, ...credits },
        extra: withoutNulls({ ...current.extra, ...extra }),
      });
      // A live article's status set here is its live's status too, so the live screen says what lists say.
      const written = typeof extra.liveStatus === 'number' ? await findArticle(db, id) : null;
      if (written?.articleType === 6)
        await writeLive(db, written, { status: extra.liveStatus as LiveStatus });
      return ok(article && (await withTags(db, article, tags)));
    });

    readingIngestRoutes(app, deps);
    liveIngestRoutes(app, deps);
    paperAdIngestRoutes(app, deps);
    memberIngestRoutes(app, deps);
    sitePageIngestRoutes(app, deps);
    accountIngestRoutes(app, deps);
  };
}
