import type { FastifyInstance } from 'fastify';
import { CIRCLE_LIMITS, LIST_TYPE, type ListType } from '../../lib/contract/community.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { hasImageExtension, IMAGE_TYPE_MESSAGE } from '../comments/commentInput.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { urlPattern } from '../core/jsonFields.js';
import { param, type Params, requestParams } from '../core/params.js';
import { appRateLimiter } from '../core/rateLimit.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { memberId, serviceGuard } from '../sessions/serviceGuard.js';
import { circleDetail, findCircle, isMember, joinCircle, leaveCircle, listCircles } from './circleRepo.js';
import { findApprovedMoment, latestMoments } from './momentRepo.js';
import { findApprovedPost, insertPost, listPosts } from './postRepo.js';
import { praiseOnce } from './praiseOnce.js';

const memberRoute = { config: { member: true } };
const noCircle = fail(STATUS.badInput, '圈子不存在');
const noPost = fail(STATUS.badInput, '帖子不存在');
const notMember = fail(STATUS.badInput, '请先加入圈子');
const noMoment = fail(STATUS.badInput, '动态不存在');

/** `listType`: 1 newest (the default), 2 hot. */
function readListType(params: Params): ListType {
  const value = param.optionalPositiveInt(params, 'listType') ?? LIST_TYPE.newest;
  if (value !== LIST_TYPE.newest && value !== LIST_TYPE.hot)
    throw new InputError('参数 listType 必须是 1 或 2');
  return value;
}

/** A post's text and pictures (the upload service's addresses, comma separated), checked before anything else. */
function readPost(params: Params) {
  const content = (params.content ?? '').trim();
  if (content === '') throw new InputError('请输入内容');
  if ([...content].length > CIRCLE_LIMITS.maxChars) {
    throw new InputError(`内容不能超过${CIRCLE_LIMITS.maxChars}个字`);
  }
  const raw = (params.pictures ?? '').trim();
  const pictures = raw === '' ? [] : raw.split(',').map((part) => part.trim());
  if (pictures.length > CIRCLE_LIMITS.maxPictures) {
    throw new InputError(`最多上传${CIRCLE_LIMITS.maxPictures}张图片`);
  }
  for (const picture of pictures) {
    if (picture.length > 1000 || !urlPattern.test(picture)) throw new InputError('参数 pictures 格式错误');
    if (!hasImageExtension(picture)) throw new InputError(IMAGE_TYPE_MESSAGE);
  }
  return { content, pictures };
}

/**
 * Circles under `main` (spec section 7): the circle list, one circle with its notices, its posts (listType 1
 * newest, 2 hot), one post; a member's membership, joining and leaving, posting (form-encoded, pending until an
 * editor approves it; one post per member every CIRCLE_POST_INTERVAL_MS, 30 s unless configured) and praising a post; a
 * friends-circle post (moments detail) and its praise.
 */
export function communityRoutes({ db, config }: RouteDeps) {
  return async function communityOperations(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));
    const { postIntervalMs } = config.community;
    // The limiter counts each member's post in one atomic step (in memory, or one Redis script shared by every
    // instance), so posts arriving together are held to one however they interleave.
    const flooding =
      postIntervalMs > 0 ? appRateLimiter(app, config, 'community:post', 1, postIntervalMs) : null;

    app.get(operationPath('circleList'), async () => ok({ list: await listCircles(db) }));

    app.get(operationPath('circleDetail'), async (request) => {
      const circle = await findCircle(db, param.positiveInt(requestParams(request), 'id'));
      return circle ? ok(await circleDetail(db, circle)) : noCircle;
    });

    app.get(operationPath('postList'), async (request) => {
      const params = requestParams(request);
      const circle = await findCircle(db, param.positiveInt(params, 'id'));
      if (!circle) return noCircle;
      const page = param.optionalPositiveInt(params, 'page') ?? 1;
      return ok(await listPosts(db, circle.id, readListType(params), page));
    });

    app.get(operationPath('postDetail'), async (request) => {
      const post = await findApprovedPost(db, param.positiveInt(requestParams(request), 'id'));
      return post ? ok(post) : noPost;
    });

    app.get(operationPath('circleMembership'), memberRoute, async (request) => {
      const circle = await findCircle(db, param.positiveInt(requestParams(request), 'id'));
      if (!circle) return noCircle;
      return ok({
        joined: await isMember(db, circle.id, memberId(request)),
        memberCount: circle.memberCount,
      });
    });

    app.post(operationPath('circleJoin'), memberRoute, async (request) => {
      const circle = await findCircle(db, param.positiveInt(requestParams(request), 'id'));
      if (!circle) return noCircle;
      return ok({ joined: true, memberCount: await joinCircle(db, circle.id, memberId(request)) }, '已加入');
    });

    app.post(operationPath('circleLeave'), memberRoute, async (request) => {
      const circle = await findCircle(db, param.positiveInt(requestParams(request), 'id'));
      if (!circle) return noCircle;
      return ok(
        { joined: false, memberCount: await leaveCircle(db, circle.id, memberId(request)) },
        '已退出',
      );
    });

    app.post(operationPath('createPost'), memberRoute, async (request) => {
      const params = requestParams(request);
      const circleId = param.positiveInt(params, 'id');
      const input = readPost(params);
      const userId = memberId(request);
      if (!(await findCircle(db, circleId))) return noCircle;
      if (!(await isMember(db, circleId, userId))) return notMember;
      if (flooding && !(await flooding.hit(`m${userId}`)).allowed) {
        return fail(STATUS.tooManyRequests, '发帖过于频繁，请稍后再试');
      }
      const id = await insertPost(db, { circleId, userId, ...input });
      return id === null ? notMember : ok({ id }, '发布成功，审核通过后显示');
    });

    // 点赞 of a post or a moment (`praise` 0 takes it back); a repeat is refused as praise of articles is.
    for (const [name, kind, missing] of [
      ['postPraise', 'post', noPost],
      ['momentPraise', 'moment', noMoment],
    ] as const) {
      app.post(operationPath(name), memberRoute, async (request) => {
        const params = requestParams(request);
        const praised = (params.praise ?? '1') !== '0';
        const id = param.positiveInt(params, 'id');
        const result = await praiseOnce(db, kind, id, memberId(request), praised);
        if (!result) return missing;
        if (praised && !result.changed) return fail(STATUS.badInput, '请不要重复点赞');
        return ok({ praised, praiseCount: result.praiseCount });
      });
    }

    app.get(operationPath('momentList'), async () => ok({ list: await latestMoments(db) }));

    app.get(operationPath('momentsDetail'), async (request) => {
      const moment = await findApprovedMoment(db, param.positiveInt(requestParams(request), 'id'));
      return moment ? ok(moment) : noMoment;
    });
  };
}
