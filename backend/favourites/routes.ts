import type { FastifyInstance } from 'fastify';
import { fail, InputError, ok } from '../core/envelope.js';
import { param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { readIdList, readPaging } from '../members/memberInput.js';
import { PUBLISHED } from '../reading/articleListRepo.js';
import { findArticle } from '../reading/articleRepo.js';
import { memberId, requestSession, serviceGuard } from '../sessions/serviceGuard.js';
import { listCacheOf } from '../comments/listCache.js';
import { praise } from '../comments/praiseRoute.js';
import { PRAISE_APP_ID } from '../../lib/contract/comments.js';
import { addFavourite, favouredIds, myFavourites, removeFavourite } from './favouriteRepo.js';

const memberRoute = { config: { member: true } };
const noArticle = fail(STATUS.badInput, '稿件不存在');

/** Favourites (收藏) under `main`: `fav`, `favStatus` and `myFavs`, all for a signed-in member; `fav` praises too. */
export function favouriteRoutes({ db, config }: RouteDeps) {
  return async function favouriteOperations(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    // Not a member route as a whole: praise may be anonymous where the site allows it; a favourite needs a member.
    app.post(operationPath('fav'), async (request) => {
      const params = requestParams(request);
      if (params.appId !== undefined) {
        if (params.appId !== PRAISE_APP_ID) throw new InputError('参数 appId 无效');
        return praise(db, request, params, listCacheOf(db, config.comments.listCacheMs));
      }
      if (!requestSession(request)?.userId) return fail(STATUS.notSignedIn, '请先登录');
      const fileId = param.positiveInt(params, 'fileId');
      const type = params.type;
      if (type !== '0' && type !== '1') throw new InputError('参数 type 必须是 0 或 1');
      const userId = memberId(request);
      const isPublished = async () => (await findArticle(db, fileId))?.aStatus === PUBLISHED;
      if (type === '1') {
        if (!(await isPublished())) return noArticle;
        const added = await addFavourite(db, userId, fileId);
        return ok({ fileId, faved: 1 }, added ? '收藏成功' : '已经收藏过了');
      }
      // A favourite of an article unpublished since may still be removed.
      if (await removeFavourite(db, userId, fileId)) return ok({ fileId, faved: 0 }, '已取消收藏');
      return (await isPublished()) ? ok({ fileId, faved: 0 }, '没有收藏过这篇稿件') : noArticle;
    });

    app.get(operationPath('favStatus'), memberRoute, async (request) => {
      const fileIds = readIdList(requestParams(request), 'fileIds');
      const faved = await favouredIds(db, memberId(request), fileIds);
      return ok({ list: fileIds.map((fileId) => ({ fileId, faved: faved.has(fileId) ? 1 : 0 })) });
    });

    app.get(operationPath('myFavs'), memberRoute, async (request) => {
      const { page, pageSize } = readPaging(requestParams(request));
      return ok({ ...(await myFavourites(db, memberId(request), page, pageSize)), page, pageSize });
    });
  };
}
