import type { FastifyInstance } from 'fastify';
import { fail, InputError, ok } from '../core/envelope.js';
import { param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { findArticle } from '../reading/articleRepo.js';
import { memberId, serviceGuard } from '../sessions/serviceGuard.js';
import { readPaging } from './memberInput.js';
import {
  addPoints,
  type AddResult,
  EARNING_ACTIONS,
  type EarningAction,
  POINT_RULES,
  scoreDays,
  scoreStats,
} from './pointsRepo.js';

const memberRoute = { config: { member: true } };

function message(action: EarningAction, result: AddResult): string {
  if (result.outcome === 'duplicate') return `今天已获得过这篇稿件的${POINT_RULES[action].name}积分`;
  if (result.outcome === 'limit') return `今日${POINT_RULES[action].name}积分已达上限`;
  return `${POINT_RULES[action].name}积分+${result.added}`;
}

/** `score/add`, `score/stats` and `score/dayList` under `main`: the points page (积分明细). */
export function memberPointRoutes({ db, config }: RouteDeps) {
  return async function memberPoints(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    app.post(operationPath('score/add'), memberRoute, async (request) => {
      const params = requestParams(request);
      const action = params.action as EarningAction;
      if (!EARNING_ACTIONS.includes(action)) {
        throw new InputError(`参数 action 必须是 ${EARNING_ACTIONS.join('、')} 之一`);
      }
      const fileId = param.positiveInt(params, 'fileId');
      const article = await findArticle(db, fileId);
      if (!article || article.aStatus !== 1) return fail(STATUS.badInput, '稿件不存在');
      const result = await addPoints(db, memberId(request), action, fileId);
      return ok({ added: result.added, total: result.total, today: result.today }, message(action, result));
    });

    app.get(operationPath('score/stats'), memberRoute, async (request) =>
      ok(await scoreStats(db, memberId(request))),
    );

    app.get(operationPath('score/dayList'), memberRoute, async (request) => {
      const { page, pageSize } = readPaging(requestParams(request));
      return ok({ ...(await scoreDays(db, memberId(request), page, pageSize)), page, pageSize });
    });
  };
}
