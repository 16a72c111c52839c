// The CMS side of comments, as Coral's moderation has it: the queues (pending, reported, approved, rejected),
// approving, rejecting and removing with a reason, topping and excellent marks, the newsroom's official comments
// and replies, members banned from commenting and the banned words. Registered inside the ingest plugin: the
// admin bearer, HTTP 400 validation answers, and the site told to drop its `comments` tag after each write under
// /ingest/comments. Every target kind (targets.ts) shares the queues; a comment names its target by `source` and
// `targetId`.
import type { FastifyInstance } from 'fastify';
import { COMMENT_SOURCE, COMMENT_STATUS, type CommentSource } from '../../lib/contract/comments.js';
import { STATUS } from '../../lib/contract/status.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { field, type JsonObject, pathId, refuseUnknown, requireObject } from '../core/jsonFields.js';
import { INT4_MAX, type Params, paging, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { LIVE_ARTICLE_TYPE } from '../reading/articleListRepo.js';
import { findArticle } from '../reading/articleRepo.js';
import { apiComment, OFFICIAL_NAME } from './commentLists.js';
import { type CommentStatus, findComment, insertComment, moveComment } from './commentRepo.js';
import { commentText } from './commentText.js';
import { listCacheOf, targetOf } from './listCache.js';
import {
  banMember,
  bannedWords,
  cmsComment,
  markComment,
  QUEUES,
  type Queue,
  queue,
  setBannedWords,
  unbanMember,
} from './moderationRepo.js';
import { commentTarget, COMMENT_TARGETS } from './targets.js';

const { pending, approved, rejected, removedByEditor } = COMMENT_STATUS;
/** An author's own deletion is final; editors move a comment between every other state. */
const moderated: readonly CommentStatus[] = [pending, approved, rejected, removedByEditor];

function flagField(body: JsonObject, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new InputError(`字段 ${key} 必须是 true 或 false`);
  return value;
}

/** A query's whole number, positive and int4, when it is given. */
function queryId(params: Params, name: string, min = 1): number | undefined {
  if (params[name] === undefined || params[name] === '') return undefined;
  const value = Number(params[name]);
  if (!(Number.isInteger(value) && value >= min && value <= INT4_MAX)) {
    throw new InputError(`参数 ${name} 必须是${min === 0 ? '非负' : '正'}整数`);
  }
  return value;
}

/** `source` (COMMENT_SOURCE, 0 an article by default) of a body or a query, checked against the targets. */
function checkSource(source: number | undefined): CommentSource {
  if (source !== undefined && !commentTarget(source)) throw new InputError('参数 source 不支持');
  return (source ?? COMMENT_SOURCE.article) as CommentSource;
}

/** The reason is optional and so is a body; a body that is there (even JSON `null`) must be an object. */
function readReason(raw: unknown): string {
  const body = requireObject(raw === undefined ? {} : raw);
  refuseUnknown(body, ['reason']);
  return field.string(body, 'reason', { max: 200 }) ?? '';
}

export function commentIngestRoutes(app: FastifyInstance, { db, config }: RouteDeps): void {
  // A comment readers now see on a live goes to the live's open pages too (live_discuss).
  const toLiveReaders = async (comment: { id: number; source: number; targetId: number }) => {
    if (comment.source !== COMMENT_SOURCE.article) return;
    if ((await findArticle(db, comment.targetId))?.articleType !== LIVE_ARTICLE_TYPE) return;
    await app.liveHub.publish(comment.targetId, 'live_discuss', await apiComment(db, comment.id));
  };
  // What this instance keeps of the lists goes at once; other instances' copies within COMMENT_LIST_CACHE_MS.
  const lists = listCacheOf(db, config.comments.listCacheMs);
  app.get('/comments', async (request) => {
    const params = requestParams(request);
    const name = (params.queue ?? 'pending') as Queue;
    if (!QUEUES.includes(name)) throw new InputError(`参数 queue 必须是 ${QUEUES.join('、')} 之一`);
    // One target's comments: `source` and `targetId`, or an article's `fileId`.
    const source = checkSource(queryId(params, 'source', 0));
    const targetId = queryId(params, 'targetId') ?? queryId(params, 'fileId');
    const { page, size } = paging(params);
    return ok(await queue(db, name, targetId === undefined ? undefined : { source, targetId }, page, size));
  });

  // The newsroom's own comment on a target (`source` and `targetId`, or an article's `fileId`), or its official
  // reply to a comment (`parentID`): shown at once.
  app.post('/comments', async (request, reply) => {
    const body = requireObject(request.body);
    refuseUnknown(body, ['fileId', 'source', 'targetId', 'parentID', 'content', 'authorName']);
    const named = field.int(body, 'source', 0, 32767);
    const source = checkSource(named);
    const given = field.int(body, 'targetId', 1, INT4_MAX) ?? field.int(body, 'fileId', 1, INT4_MAX);
    const parentId = field.int(body, 'parentID', 1, INT4_MAX) ?? null;
    const content = commentText(field.string(body, 'content', { max: 5000 }));
    const authorName = field.string(body, 'authorName', { max: 40 }) || OFFICIAL_NAME;
    const parent = parentId === null ? null : await findComment(db, parentId);
    if (parentId !== null && (!parent || parent.status !== approved)) {
      return reply.code(404).send(fail(STATUS.badInput, '评论不存在'));
    }
    const on = (parent?.source ?? source) as CommentSource;
    const targetId = parent?.targetId ?? given;
    if (targetId === undefined) throw new InputError('缺少字段 fileId 或 targetId');
    const elsewhere =
      (given !== undefined && given !== parent?.targetId) ||
      (named !== undefined && named !== parent?.source);
    if (parent && elsewhere) throw new InputError('评论不属于该稿件');
    if (!(await COMMENT_TARGETS[on].find(db, targetId))) {
      return reply.code(404).send(fail(STATUS.badInput, COMMENT_TARGETS[on].missing));
    }
    const comment = await insertComment(db, {
      targetId,
      source: on,
      parentId,
      topId: parent ? (parent.topId ?? parent.id) : null,
      userId: null,
      content,
      images: [],
      ip: '',
      device: '',
      idempotencyKey: null,
      flaggedWords: [],
      status: approved,
      official: true,
      authorName,
    });
    lists.forget(targetOf(comment));
    await toLiveReaders(comment);
    return ok(cmsComment(comment));
  });

  const transitions: [string, CommentStatus, boolean][] = [
    ['approve', approved, false],
    ['reject', rejected, true],
    ['remove', removedByEditor, true],
  ];
  for (const [action, to, withReason] of transitions) {
    app.post(`/comments/:id/${action}`, async (request, reply) => {
      const id = pathId(request);
      const reason = readReason(request.body);
      const moved = await moveComment(db, id, moderated, to, {
        reason: withReason ? reason : '',
        reviewedAt: new Date(),
      });
      if (moved) {
        lists.forget(targetOf(moved.comment));
        if (to === approved) await toLiveReaders(moved.comment);
        return ok(cmsComment(moved.comment));
      }
      const exists = await findComment(db, id);
      return exists
        ? reply.code(409).send(fail(STATUS.badInput, '评论已被作者删除'))
        : reply.code(404).send(fail(STATUS.badInput, '评论不存在'));
    });
  }

  app.patch('/comments/:id', async (request, reply) => {
    const id = pathId(request);
    const body = requireObject(request.body);
    refuseUnknown(body, ['topping', 'excellent']);
    const marks = { topping: flagField(body, 'topping'), excellent: flagField(body, 'excellent') };
    if (marks.topping === undefined && marks.excellent === undefined)
      throw new InputError('缺少字段 topping 或 excellent');
    const comment = await markComment(db, id, marks);
    if (comment) lists.forget(targetOf(comment));
    return comment ? ok(cmsComment(comment)) : reply.code(404).send(fail(STATUS.badInput, '评论不存在'));
  });

  app.put('/comment-bans/:id', async (request, reply) => {
    const userId = pathId(request);
    const reason = readReason(request.body);
    if (!(await banMember(db, userId, reason)))
      return reply.code(404).send(fail(STATUS.badInput, '用户不存在'));
    return ok({ userid: userId, banned: true });
  });

  app.delete('/comment-bans/:id', async (request) => {
    const userId = pathId(request);
    await unbanMember(db, userId);
    return ok({ userid: userId, banned: false });
  });

  app.get('/comment-settings', async () => ok({ bannedWords: await bannedWords(db) }));

  app.put('/comment-settings', async (request) => {
    const body = requireObject(request.body);
    refuseUnknown(body, ['bannedWords']);
    const words = field.stringList(body, 'bannedWords', 1000, 50);
    if (words === undefined) throw new InputError('缺少字段 bannedWords');
    const cleaned = [...new Set(words.map((word) => word.trim()).filter(Boolean))];
    return ok({ bannedWords: await setBannedWords(db, cleaned) });
  });
}
