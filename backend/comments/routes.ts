import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import {
  AUDIT_TYPE,
  COMMENT_REFUSED,
  COMMENT_SOURCE,
  COMMENT_STATUS,
  type CommentSource,
  REPORT_REASONS,
} from '../../lib/contract/comments.js';
import { CACHE_TAGS } from '../../lib/contract/cacheTags.js';
import { type Envelope, fail, InputError, ok } from '../core/envelope.js';
import { bounded, param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { burstNotifier, notifySite } from '../core/siteNotifier.js';
import { addPoints } from '../members/pointsRepo.js';
import { memberId, requestSession, serviceGuard } from '../sessions/serviceGuard.js';
import { commentLimits } from './commentLimits.js';
import { listCacheOf, targetKey, targetOf } from './listCache.js';
import { readIdempotencyKey, readImages, readListPaging, readSource } from './commentInput.js';
import { apiComment, flatList, hotList, nestedList, threadReplies, visibleComment } from './commentLists.js';
import { findComment, moveComment, postMemberComment, reportComment } from './commentRepo.js';
import { bannedWordsIn, commentText } from './commentText.js';
import { bannedWords, discussSettings, isBanned } from './moderationRepo.js';
import { COMMENT_TARGETS } from './targets.js';

const memberRoute = { config: { member: true } };
const noComment = fail(STATUS.badInput, '评论不存在');

/** What Fastify itself sends JSON as. */
const JSON_TYPE = 'application/json; charset=utf-8';

const viewerOf = (request: FastifyRequest) => requestSession(request)?.userId ?? null;

/** What an answer depends on: the parameters but the request context's own (time, nonce, signature, device). */
const CONTEXT = new Set([
  't',
  'nonce',
  'signature',
  'device',
  'siteId',
  'appID',
  'apiVersion',
  'curVersions',
]);
const requestKey = (request: FastifyRequest) =>
  Object.entries(requestParams(request))
    .filter(([name]) => !CONTEXT.has(name))
    .sort(([a], [b]) => (a < b ? -1 : 1));

/** The two shapes of a target's comments: nested (each comment with its first replies) and flat. */
const LISTS = [
  ['discussView', nestedList],
  ['discussViewFlat', flatList],
] as const;

/**
 * Comments and replies under `main` (spec section 7): posting, the lists, deleting one's own, reporting. Each
 * names its target by `source` (COMMENT_SOURCE, 0 an article) and id; a target readers cannot see (unknown,
 * unpublished, pending, removed) is refused with its entry's words (targets.ts).
 */
export function commentRoutes({ db, config }: RouteDeps) {
  return async function commentOperations(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));
    const limits = commentLimits(app, config);
    const cache = listCacheOf(db, config.comments.listCacheMs);
    // A comment shown at once (or taken back by its author) changes the site's cached pages of its target, as an
    // editor's approval does.
    const tellSite = burstNotifier((tags) =>
      notifySite(config.siteRevalidateUrl, config.adminToken, tags, app.log),
    );
    /**
     * The same answer for every reader who did not sign in, kept a moment as the very bytes sent: serialising a page
     * of comments and encoding it took more of a cached answer's time than everything else together. A member's
     * own view is read fresh.
     */
    const shared = async (
      request: FastifyRequest,
      reply: FastifyReply,
      target: string,
      name: string,
      load: () => Promise<Envelope<unknown>>,
    ) => {
      if (viewerOf(request) !== null) return load();
      const key = `${name}?${JSON.stringify(requestKey(request))}`;
      const body = await cache.get(target, key, async () => Buffer.from(JSON.stringify(await load())));
      return reply.type(JSON_TYPE).send(body);
    };

    /** Loads the answer when the target is shown to readers; else its refusal. */
    const onTarget = async (
      source: CommentSource,
      id: number,
      load: () => Promise<unknown>,
    ): Promise<Envelope<unknown>> => {
      const target = COMMENT_TARGETS[source];
      return (await target.find(db, id)) ? ok(await load()) : fail(STATUS.badInput, target.missing);
    };

    app.post(operationPath('discuss'), memberRoute, async (request) => {
      const params = requestParams(request);
      const targetId = param.positiveInt(params, 'rootID');
      const parentId = param.optionalPositiveInt(params, 'parentID') ?? null;
      const source = readSource(params);
      const content = commentText(params.content);
      const images = readImages(params);
      const idempotencyKey = readIdempotencyKey(params);
      const userId = memberId(request);

      const entry = COMMENT_TARGETS[source];
      const target = await entry.find(db, targetId);
      if (!target) return fail(STATUS.badInput, entry.missing);
      const settings = await discussSettings(db);
      if (settings.auditType === AUDIT_TYPE.closed || target.closed) {
        return fail(COMMENT_REFUSED.closed, '评论功能已关闭');
      }
      if (await isBanned(db, userId)) return fail(COMMENT_REFUSED.banned, '您已被禁止评论');
      let topId: number | null = null;
      if (parentId !== null) {
        const parent = await findComment(db, parentId);
        if (!parent || parent.source !== source || parent.targetId !== targetId) return noComment;
        if (parent.status !== COMMENT_STATUS.approved)
          return fail(STATUS.badInput, '该评论已删除或未通过审核，无法回复');
        topId = parent.topId ?? parent.id;
      }
      const flaggedWords = bannedWordsIn(content, await bannedWords(db));
      const held = settings.auditType === AUDIT_TYPE.preModeration || flaggedWords.length > 0;
      const verdict = await postMemberComment(
        db,
        {
          targetId,
          source,
          parentId,
          topId,
          userId,
          content,
          images,
          ip: request.ip,
          device: params.device ?? '',
          idempotencyKey,
          flaggedWords,
          status: held ? COMMENT_STATUS.pending : COMMENT_STATUS.approved,
        },
        async () => ((await limits.admit(userId, request.ip)) ? null : 'limited'),
      );
      if (verdict.kind === 'duplicateText') return fail(COMMENT_REFUSED.tooOften, '请勿重复发表相同的评论');
      if (verdict.kind === 'refused') return fail(COMMENT_REFUSED.tooOften, '评论过于频繁，请稍后再试');
      const { comment, repeated } = verdict;
      cache.forget(targetKey(source, targetId));
      // Points are earned on articles (member_points counts them per article).
      const points =
        repeated || source !== COMMENT_SOURCE.article
          ? 0
          : (await addPoints(db, userId, 'comment', targetId)).added;
      const shown = comment.status === COMMENT_STATUS.approved;
      if (shown && !repeated) tellSite([CACHE_TAGS.comments]);
      return ok(
        { ...(await apiComment(db, comment.id)), points },
        shown ? '评论成功' : '评论已提交，审核通过后显示',
      );
    });

    for (const [name, list] of LISTS) {
      app.get(operationPath(name), async (request, reply) => {
        const params = requestParams(request);
        const targetId = param.positiveInt(params, 'id');
        const source = readSource(params);
        const query = { targetId, source, ...readListPaging(params), viewer: viewerOf(request) };
        return shared(request, reply, targetKey(source, targetId), name, () =>
          onTarget(source, targetId, () => list(db, query)),
        );
      });
    }

    app.get(operationPath('discussHot'), async (request, reply) => {
      const params = requestParams(request);
      const targetId = param.positiveInt(params, 'id');
      const source = readSource(params);
      const count = bounded(params, 'count', 5, 20);
      return shared(request, reply, targetKey(source, targetId), 'discussHot', () =>
        onTarget(source, targetId, () => hotList(db, targetId, source, count)),
      );
    });

    app.get(operationPath('discussReply'), async (request) => {
      const params = requestParams(request);
      const id = param.positiveInt(params, 'id');
      const { page, pageSize } = readListPaging(params);
      const viewer = viewerOf(request);
      const asked = await visibleComment(db, id, viewer);
      // A reply's page is its thread's: the thread's comment and every reply in it.
      const main = asked && asked.topID > 0 ? await visibleComment(db, asked.topID, viewer) : asked;
      if (!main || !(await COMMENT_TARGETS[main.source as CommentSource].find(db, main.rootID)))
        return noComment;
      return ok(await threadReplies(db, main, page, pageSize, viewer));
    });

    app.get(operationPath('discussCount'), async (request, reply) => {
      const params = requestParams(request);
      const targetId = param.positiveInt(params, 'id');
      const source = readSource(params);
      return shared(request, reply, targetKey(source, targetId), 'discussCount', () =>
        onTarget(source, targetId, async () => ({
          id: targetId,
          count: await COMMENT_TARGETS[source].counter.read(db, targetId),
        })),
      );
    });

    app.post(operationPath('delMyDiscuss'), memberRoute, async (request) => {
      const id = param.positiveInt(requestParams(request), 'id');
      const comment = await findComment(db, id);
      if (!comment || comment.userId !== memberId(request)) return noComment;
      const moved = await moveComment(
        db,
        id,
        [COMMENT_STATUS.pending, COMMENT_STATUS.approved, COMMENT_STATUS.rejected],
        COMMENT_STATUS.deletedByAuthor,
      );
      cache.forget(targetOf(comment));
      if (moved?.before === COMMENT_STATUS.approved) tellSite([CACHE_TAGS.comments]);
      return moved ? ok({ id }, '删除成功') : noComment;
    });

    app.post(operationPath('expose'), memberRoute, async (request) => {
      const params = requestParams(request);
      const id = param.positiveInt(params, 'id');
      const reason = param.optionalPositiveInt(params, 'reason');
      if (reason === undefined || !(reason in REPORT_REASONS)) throw new InputError('请选择举报原因');
      const detail = (params.detail ?? '').trim();
      if ([...detail].length > 200) throw new InputError('举报说明不能超过200个字');
      const userId = memberId(request);
      const comment = await visibleComment(db, id, null);
      if (!comment) return noComment;
      if (comment.userID === userId) throw new InputError('不能举报自己的评论');
      const counted = await reportComment(db, { commentId: id, userId, reason, detail });
      return ok({ id }, counted ? '举报成功，我们会尽快处理' : '您已举报过该评论');
    });
  };
}
