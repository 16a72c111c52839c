// The CMS side of comments, as Coral's moderation has it: the queues (pending, reported, approved, rejected),
// approving, rejecting and removing with a reason, topping and excellent marks, the newsroom's official comments
// and replies, members banned from commenting and the banned words. Registered inside the ingest plugin: the
// admin bearer, HTTP 400 validation answers, and the site told to drop its `comments` tag after each write under
// /ingest/comments.
import type { FastifyInstance } from 'fastify';
import { COMMENT_STATUS } from '../../lib/contract/comments.js';
import { STATUS } from '../../lib/contract/status.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { field, type JsonObject, pathId, refuseUnknown, requireObject } from '../core/jsonFields.js';
import { INT4_MAX, paging, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { LIVE_ARTICLE_TYPE, PUBLISHED } from '../reading/articleListRepo.js';
import { findArticle } from '../reading/articleRepo.js';
import { apiComment, OFFICIAL_NAME } from './commentLists.js';
import { type CommentStatus, findComment, insertComment, moveComment } from './commentRepo.js';
import { commentText } from './commentText.js';
import { listCacheOf } from './listCache.js';
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

const { pending, approved, rejected, removedByEditor } = COMMENT_STATUS;
/** An author's own deletion is final; editors move a comment between every other state. */
const moderated: readonly CommentStatus[] = [pending, approved, rejected, removedByEditor];

function flagField(body: JsonObject, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new InputError(`字段 ${key} 必须是 true 或 false`);
  return value;
}

/** The reason is optional and so is a body; a body that is there (even JSON `null`) must be an object. */
function readReason(raw: unknown): string {
  const body = requireObject(raw === undefined ? {} : raw);
  refuseUnknown(body, ['reason']);
  return field.string(body, 'reason', { max: 200 }) ?? '';
}

export function commentIngestRoutes(app: FastifyInstance, { db, config }: RouteDeps): void {
  // A comment readers now see on a live goes to the live's open pages too (live_discuss).
  const toLiveReaders = async (id: number, fileId: number) => {
    if ((await findArticle(db, fileId))?.articleType !== LIVE_ARTICLE_TYPE) return;
    await app.liveHub.publish(fileId, 'live_discuss', await apiComment(db, id));
  };
  // What this instance keeps of the lists goes at once; other instances' copies within COMMENT_LIST_CACHE_MS.
  const lists = listCacheOf(db, config.comments.listCacheMs);
  app.get('/comments', async (request) => {
    const params = requestParams(request);
    const name = (params.queue ?? 'pending') as Queue;
    if (!QUEUES.includes(name)) throw new InputError(`参数 queue 必须是 ${QUEUES.join('、')} 之一`);
    const fileId = params.fileId ? Number(params.fileId) : undefined;
    if (fileId !== undefined && !(Number.isInteger(fileId) && fileId > 0 && fileId <= INT4_MAX)) {
      throw new InputError('参数 fileId 必须是正整数');
    }
    const { page, size } = paging(params);
    return ok(await queue(db, name, fileId, page, size));
  });

  // The newsroom's own comment on an article, or its official reply to a comment (`parentID`): shown at once.
  app.post('/comments', async (request, reply) => {
    const body = requireObject(request.body);
    refuseUnknown(body, ['fileId', 'parentID', 'content', 'authorName']);
    const fileId = field.int(body, 'fileId', 1, INT4_MAX);
    const parentId = field.int(body, 'parentID', 1, INT4_MAX) ?? null;
    const content = commentText(field.string(body, 'content', { max: 5000 }));
    const authorName = field.string(body, 'authorName', { max: 40 }) || OFFICIAL_NAME;
    const parent = parentId === null ? null : await findComment(db, parentId);
    if (parentId !== null && (!parent || parent.status !== approved)) {
      return reply.code(404).send(fail(STATUS.badInput, '评论不存在'));
    }
    const articleId = parent?.fileId ?? fileId;
    if (articleId === undefined) throw new InputError('缺少字段 fileId');
    if (parent && fileId !== undefined && fileId !== parent.fileId) throw new InputError('评论不属于该稿件');
    if ((await findArticle(db, articleId))?.aStatus !== PUBLISHED) {
      return reply.code(404).send(fail(STATUS.badInput, '稿件不存在'));
    }
    const comment = await insertComment(db, {
      fileId: articleId,
      source: parent?.source ?? 0,
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
    lists.forget(comment.fileId);
    await toLiveReaders(comment.id, comment.fileId);
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
        lists.forget(moved.comment.fileId);
        if (to === approved) await toLiveReaders(moved.comment.id, moved.comment.fileId);
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
    if (comment) lists.forget(comment.fileId);
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
