// The CMS side of circles: found a circle, publish its notices, and moderate members' posts in a queue (approve
// or remove; either drops the site's cached pages that list the post, through the `community` cache tag, and the
// backend's kept answers of the post's comments, which a removed post no longer has).
// Registered inside the ingest plugin (admin bearer, HTTP 400 validation answers).
import type { FastifyInstance } from 'fastify';
import { COMMENT_SOURCE } from '../../lib/contract/comments.js';
import { POST_STATUS } from '../../lib/contract/community.js';
import { STATUS } from '../../lib/contract/status.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { checkUrl, field, pathId, refuseUnknown, required, requireObject } from '../core/jsonFields.js';
import { param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { listCacheOf, targetKey } from '../comments/listCache.js';
import { findCircle, insertCircle, insertNotice } from './circleRepo.js';
import { moderatePost, postQueue } from './postRepo.js';

const VERDICTS: Record<string, number> = { approve: POST_STATUS.approved, remove: POST_STATUS.removed };

function readStatus(raw: string | undefined): number {
  if (raw === undefined || raw === '') return POST_STATUS.pending;
  const status = Number(raw);
  if (!(Object.values(POST_STATUS) as number[]).includes(status)) {
    throw new InputError('参数 status 必须是 0、1 或 2');
  }
  return status;
}

export function communityIngestRoutes(app: FastifyInstance, { db, config }: RouteDeps): void {
  const commentLists = listCacheOf(db, config.comments.listCacheMs);
  app.post('/circles', async (request) => {
    const body = requireObject(request.body);
    refuseUnknown(body, ['name', 'intro', 'cover']);
    return ok(
      await insertCircle(db, {
        name: required(field.string(body, 'name', { max: 40, nonEmpty: true }), 'name'),
        intro: field.string(body, 'intro', { max: 2000 }) ?? '',
        cover: body.cover === undefined ? '' : checkUrl(body.cover, 'cover'),
      }),
    );
  });

  app.post('/circles/:id/notices', async (request, reply) => {
    const circle = await findCircle(db, pathId(request));
    if (!circle) return reply.code(404).send(fail(STATUS.badInput, '圈子不存在'));
    const body = requireObject(request.body);
    refuseUnknown(body, ['title', 'content']);
    return ok(
      await insertNotice(db, circle.id, {
        title: required(field.string(body, 'title', { max: 100, nonEmpty: true }), 'title'),
        content: required(field.string(body, 'content', { max: 5000, nonEmpty: true }), 'content'),
      }),
    );
  });

  // The queue: `status` 0 pending (the default), 1 approved, 2 removed; the oldest first, `limit` at most 100.
  app.get('/circlePosts', async (request) => {
    const params = requestParams(request);
    const limit = Math.min(param.optionalPositiveInt(params, 'limit') ?? 50, 100);
    return ok({ list: await postQueue(db, readStatus(params.status), limit) });
  });

  for (const [verdict, status] of Object.entries(VERDICTS)) {
    app.post(`/circlePosts/:id/${verdict}`, async (request, reply) => {
      const id = pathId(request);
      const circleId = await moderatePost(db, id, status);
      if (circleId === null) return reply.code(404).send(fail(STATUS.badInput, '帖子不存在'));
      commentLists.forget(targetKey(COMMENT_SOURCE.post, id));
      return ok({ id, circleId, status });
    });
  }
}
