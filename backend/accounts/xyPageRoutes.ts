import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_RANK_PERIOD,
  DYNAMIC_PAGE_SIZE,
  isRankPeriod,
  CHEERS_PER_DAY,
  XY_REFUSED,
} from '../../lib/contract/accountPages.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { paging, param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { accountArticles } from '../reading/articleListRepo.js';
import { memberId, requestSession, serviceGuard } from '../sessions/serviceGuard.js';
import { findXy, isVisibleXy } from './accountRepo.js';
import { cheer, rankRules, storedRanking } from './rankRepo.js';
import {
  answerPage,
  dynamicDetail,
  praiseDynamic,
  questionShown,
  recommendedXys,
  xyDynamicPage,
  xyInfo,
  xyQuestionPage,
} from './xyPageRepo.js';

const memberRoute = { config: { member: true } };
const noXy = fail(STATUS.badInput, '订阅号不存在');

/**
 * An account's page under `main` (spec sections 2, 3, 7): the account (getXyInfo), its articles, dynamics and
 * questions with their answers, recommended accounts; one dynamic and its praise; the influence ranking (xyRank,
 * as last computed), the member's cheer (hitXyBulletin, limited a day) and the ranking's rules (xyRules).
 * Lists of an account that counts as empty are empty; a page past the end is an empty list.
 */
export function xyPageRoutes({ db, config }: RouteDeps) {
  return async function xyPages(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    app.get(operationPath('getXyInfo'), async (request) => {
      const userId = requestSession(request)?.userId ?? null;
      const info = await xyInfo(db, param.positiveInt(requestParams(request), 'xyID'), userId);
      return info ? ok(info) : noXy;
    });

    app.get(operationPath('getXyArticles'), async (request) => {
      const params = requestParams(request);
      const xyId = param.positiveInt(params, 'xyID');
      const { page, size } = paging(params);
      const account = await findXy(db, xyId);
      if (!account) return noXy;
      if (!isVisibleXy(account)) return ok({ list: [], hasMore: false, page, pageSize: size });
      return ok({ ...(await accountArticles(db, xyId, page, size)), page, pageSize: size });
    });

    app.get(operationPath('getXyDynamic'), async (request) => {
      const params = requestParams(request);
      const xyId = param.positiveInt(params, 'xyID');
      const { page, size } = paging(params, 'pageSize', DYNAMIC_PAGE_SIZE);
      if (!(await findXy(db, xyId))) return noXy;
      const list = await xyDynamicPage(db, xyId, page, size);
      // Spec section 4: more when a full page (10 or more) came back.
      return ok({ list, hasMore: list.length >= size, page, pageSize: size });
    });

    app.get(operationPath('getDynamicDetail'), async (request) => {
      const dynamic = await dynamicDetail(db, param.positiveInt(requestParams(request), 'id'));
      return dynamic ? ok(dynamic) : fail(STATUS.badInput, '动态不存在');
    });

    app.post(operationPath('dynamicPraise'), memberRoute, async (request) => {
      const id = param.positiveInt(requestParams(request), 'id');
      const praised = await praiseDynamic(db, id, memberId(request));
      if (!praised) return fail(STATUS.badInput, '动态不存在');
      if (!praised.added) return fail(XY_REFUSED.alreadyPraised, '已经点过赞了哦!');
      return ok({ id, praiseCount: praised.praiseCount }, '点赞成功');
    });

    app.get(operationPath('getXyArticlesQuestion'), async (request) => {
      const params = requestParams(request);
      const xyId = param.positiveInt(params, 'xyID');
      const { page, size } = paging(params);
      if (!(await findXy(db, xyId))) return noXy;
      const list = await xyQuestionPage(db, xyId, page, size);
      return ok({ list, hasMore: list.length >= size, page, pageSize: size });
    });

    app.get(operationPath('question/answerList'), async (request) => {
      const params = requestParams(request);
      const questionId = param.positiveInt(params, 'questionID');
      const { page, size } = paging(params);
      if (!(await questionShown(db, questionId))) return fail(STATUS.badInput, '问题不存在');
      const list = await answerPage(db, questionId, page, size);
      return ok({ list, hasMore: list.length >= size, page, pageSize: size });
    });

    // Beside an account (`xyID`), or for the account directory (no `xyID`).
    app.get(operationPath('recommendXys'), async (request) => {
      const xyId = param.optionalPositiveInt(requestParams(request), 'xyID') ?? null;
      if (xyId !== null && !(await findXy(db, xyId))) return noXy;
      const userId = requestSession(request)?.userId ?? null;
      return ok({ list: await recommendedXys(db, xyId, userId) });
    });

    app.get(operationPath('xyRank'), async (request) => {
      const period = requestParams(request).period || DEFAULT_RANK_PERIOD;
      if (!isRankPeriod(period)) throw new InputError('参数 period 格式错误');
      return ok({ period, ...(await storedRanking(db, period)) });
    });

    // A GET, as the spec lists it; a member's, counted against their day in one statement.
    app.get(operationPath('hitXyBulletin'), memberRoute, async (request) => {
      const xyId = param.positiveInt(requestParams(request), 'xyID');
      const account = await findXy(db, xyId);
      if (!account || !isVisibleXy(account)) return noXy;
      const used = await cheer(db, memberId(request), xyId);
      if (used === null)
        return fail(XY_REFUSED.cheerLimit, `今天的 ${CHEERS_PER_DAY} 次打榜已用完，明天再来吧`);
      return ok({ xyID: xyId, used, remaining: CHEERS_PER_DAY - used }, '打榜成功');
    });

    app.get(operationPath('xyRules'), async () => ok(await rankRules(db)));
  };
}
