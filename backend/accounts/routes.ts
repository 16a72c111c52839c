import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../core/envelope.js';
import { param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { readIdList, readPaging } from '../members/memberInput.js';
import { memberId, requestSession, serviceGuard } from '../sessions/serviceGuard.js';
import { catAndDescendantIds, catXys, findXy, isVisibleXy, subCats, topCats } from './accountRepo.js';
import { mySubscriptions, subscribe, subscribedIds, unsubscribe } from './subscriptionRepo.js';

const memberRoute = { config: { member: true } };
const noCat = fail(STATUS.badInput, '分类不存在');

/**
 * Accounts (订阅号) under `main`: the categories and their accounts for everyone (isSub for a signed-in member),
 * the member's subscriptions (statusXys, topicSub, topicSubCancel, mySubXys).
 */
export function subscriptionRoutes({ db, config }: RouteDeps) {
  return async function subscriptions(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    app.get(operationPath('getCats'), async (request) => {
      const code = param.string(requestParams(request), 'code', /^[\w-]{1,64}$/);
      return ok({ list: await topCats(db, code) });
    });

    app.get(operationPath('getSubCats'), async (request) => {
      const list = await subCats(db, param.positiveInt(requestParams(request), 'catID'));
      return list ? ok({ list }) : noCat;
    });

    app.get(operationPath('getCatXys'), async (request) => {
      const params = requestParams(request);
      const catId = param.positiveInt(params, 'catID');
      const { page, pageSize } = readPaging(params);
      const catIds = await catAndDescendantIds(db, catId);
      if (!catIds) return noCat;
      // Anonymous readers (or none) see isSub 0 everywhere.
      const userId = requestSession(request)?.userId ?? null;
      return ok({ ...(await catXys(db, catIds, userId, page, pageSize)), page, pageSize });
    });

    app.get(operationPath('statusXys'), memberRoute, async (request) => {
      const xyIds = readIdList(requestParams(request), 'xyIDs');
      const subscribed = await subscribedIds(db, memberId(request), xyIds);
      return ok({ list: xyIds.map((xyID) => ({ xyID, isSub: subscribed.has(xyID) ? 1 : 0 })) });
    });

    app.post(operationPath('topicSub'), memberRoute, async (request) => {
      const xyId = param.positiveInt(requestParams(request), 'xyID');
      const account = await findXy(db, xyId);
      if (!account || !isVisibleXy(account)) return fail(STATUS.badInput, '订阅号不存在');
      const { added, subCount } = await subscribe(db, memberId(request), xyId);
      return ok({ xyID: xyId, isSub: 1, subCount }, added ? '订阅成功' : '已订阅');
    });

    // An account that became empty (or is gone) can still be left.
    app.post(operationPath('topicSubCancel'), memberRoute, async (request) => {
      const xyId = param.positiveInt(requestParams(request), 'xyID');
      const { removed, subCount } = await unsubscribe(db, memberId(request), xyId);
      return ok({ xyID: xyId, isSub: 0, subCount }, removed ? '已取消订阅' : '未订阅');
    });

    app.get(operationPath('mySubXys'), memberRoute, async (request) => {
      const { page, pageSize } = readPaging(requestParams(request));
      return ok({ ...(await mySubscriptions(db, memberId(request), page, pageSize)), page, pageSize });
    });
  };
}
