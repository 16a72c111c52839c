// The CMS side of circles: found a circle, publish its notices, and moderate members' posts in a queue (approve
// or remove; either drops the site's cached pages that list the post, through the `community` cache tag, and the
// backend's kept answers of the post's comments, which a removed post no longer has); and the friends circle:
// create, edit and remove moments in a member's name (the same tag drops their cached pages).
// Registered inside the ingest plugin (admin bearer, HTTP 400 validation answers).
import type { FastifyInstance } from 'fastify';
import { COMMENT_SOURCE } from '../../lib/contract/comments.js';
import { CIRCLE_LIMITS, POST_STATUS } from '../../lib/contract/community.js';
import { STATUS } from '../../lib/contract/status.js';
import { fail, InputError, ok } from '../core/envelope.js';
import {
  checkUrl,
  definedOnly,
  field,
  optionalUrl,
  pathId,
  refuseUnknown,
  required,
  requireObject,
} from '../core/jsonFields.js';
import { INT4_MAX } from '../core/params.js';
import { param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { listCacheOf, targetKey } from '../comments/listCache.js';
import { findMember } from '../members/memberRepo.js';
import { findCircle, insertCircle, insertNotice } from './circleRepo.js';
import { insertMoment, momentMedia, updateMoment } from './momentRepo.js';
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

const MOMENT_FIELDS = ['userId', 'content', 'pictures', 'videoUrl', 'videoPoster', 'status'];
const noMoment = fail(STATUS.badInput, '动态不存在');

/** A moment's fields as the CMS sends them: absent ones are left out (an edit keeps what it does not name). */
function readMoment(raw: unknown) {
  const body = requireObject(raw);
  refuseUnknown(body, MOMENT_FIELDS);
  return definedOnly({
    userId: field.int(body, 'userId', 1, INT4_MAX),
    content: field.string(body, 'content', { max: CIRCLE_LIMITS.maxChars, nonEmpty: true }),
    pictures: field.urlList(body, 'pictures', CIRCLE_LIMITS.maxPictures),
    videoUrl: optionalUrl(body, 'videoUrl'),
    videoPoster: optionalUrl(body, 'videoPoster'),
    status: field.oneOf(body, 'status', Object.values(POST_STATUS)),
  });
}

/** A moment shows pictures or a video, never both (the table's check says so too). */
function checkMedia(pictures: string[], videoUrl: string): void {
  if (pictures.length > 0 && videoUrl !== '') throw new InputError('图片和视频只能选一种');
}

async function requireMember(db: RouteDeps['db'], userId: number | undefined): Promise<void> {
  if (userId !== undefined && !(await findMember(db, userId))) throw new InputError('会员不存在');
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

  app.post('/moments', async (request) => {
    const input = readMoment(request.body);
    const userId = required(input.userId, 'userId');
    await requireMember(db, userId);
    const moment = {
      userId,
      content: required(input.content, 'content'),
      pictures: input.pictures ?? [],
      videoUrl: input.videoUrl ?? '',
      videoPoster: input.videoPoster ?? '',
      status: input.status ?? POST_STATUS.approved,
    };
    checkMedia(moment.pictures, moment.videoUrl);
    return ok(await insertMoment(db, moment));
  });

  app.patch('/moments/:id', async (request, reply) => {
    const id = pathId(request);
    const patch = readMoment(request.body);
    const current = await momentMedia(db, id);
    if (!current) return reply.code(404).send(noMoment);
    await requireMember(db, patch.userId);
    checkMedia(patch.pictures ?? current.pictures, patch.videoUrl ?? current.videoUrl);
    const row = await updateMoment(db, id, patch);
    return row ? ok(row) : reply.code(404).send(noMoment);
  });

  // Removing keeps the row (and its praise) as removed posts are kept: it no longer lists or opens.
  app.delete('/moments/:id', async (request, reply) => {
    const row = await updateMoment(db, pathId(request), { status: POST_STATUS.removed });
    return row ? ok(row) : reply.code(404).send(noMoment);
  });
}
