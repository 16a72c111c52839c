import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../core/envelope.js';
import { paging, param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { columnAndDescendantIds } from '../reading/columnRepo.js';
import { serviceGuard } from '../sessions/serviceGuard.js';
import { comingLives, findLive, liveCountClick, liveReportPage } from './liveRepo.js';

const noSuchLive = () => fail(STATUS.badInput, '直播不存在');

/**
 * The live screen's operations on the `main` service (spec section 7: liveView, liveComing, live count). A live
 * is its published live article's; its socket and comments come with the live hub.
 */
export function liveRoutes({ db, config }: RouteDeps) {
  return async function live(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    // The Live entity of spec section 3 with a page of its reports, newest first.
    app.get(operationPath('liveView'), async (request) => {
      const params = requestParams(request);
      const fileId = param.positiveInt(params, 'id');
      const { page, size } = paging(params);
      const main = await findLive(db, fileId, 'published');
      if (!main) return noSuchLive();
      const [reports, countClick] = await Promise.all([
        liveReportPage(db, fileId, page, size),
        liveCountClick(db, fileId),
      ]);
      return ok({ main, ...reports, countClick });
    });

    app.get(operationPath('liveComing'), async (request) => {
      const params = requestParams(request);
      const columnId = param.optionalPositiveInt(params, 'columnId');
      const { page, size } = paging(params);
      const columnIds = columnId === undefined ? null : await columnAndDescendantIds(db, columnId);
      if (columnId !== undefined && !columnIds) return fail(STATUS.badInput, '栏目不存在');
      return ok(await comingLives(db, columnIds, page, size));
    });

    app.get(operationPath('liveCount'), async (request) => {
      const fileId = param.positiveInt(requestParams(request), 'id');
      const main = await findLive(db, fileId, 'published');
      if (!main) return noSuchLive();
      return ok({ fileId, status: main.status, countClick: await liveCountClick(db, fileId) });
    });
  };
}
