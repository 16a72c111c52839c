import type { FastifyInstance } from 'fastify';
import { fail, InputError, ok } from '../core/envelope.js';
import { param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { columnExists } from '../reading/columnRepo.js';
import { AD_POSITIONS, type AdPosition, columnAds, countAdEvent, findAd, toReaderAd } from './adRepo.js';

const noSuchAd = () => fail(STATUS.badInput, '广告不存在');
const positionPattern = new RegExp(`^(${AD_POSITIONS.join('|')})$`);

/**
 * The `advertising` service: the ads of a column, one ad, and show/click events. Not signed (spec section 7
 * signs main and nis only) and without the reader's token: ads look the same to everyone.
 */
export function advertisingRoutes({ db }: RouteDeps) {
  return async function advertising(app: FastifyInstance) {
    app.get(operationPath('getAdvList'), async (request) => {
      const params = requestParams(request);
      const columnId = param.positiveInt(params, 'columnId');
      const position = params.position
        ? (param.string(params, 'position', positionPattern) as AdPosition)
        : undefined;
      if (!(await columnExists(db, columnId))) return fail(STATUS.badInput, '栏目不存在');
      return ok({ list: (await columnAds(db, columnId, position)).map(toReaderAd) });
    });

    app.get(operationPath('getAdv'), async (request) => {
      const ad = await findAd(db, param.positiveInt(requestParams(request), 'advId'));
      return ad?.enabled ? ok(toReaderAd(ad)) : noSuchAd();
    });

    // A POST, so the per-IP write limit applies: shows and clicks cannot be inflated at speed.
    app.post(operationPath('advEvent'), async (request) => {
      const params = requestParams(request);
      const advId = param.positiveInt(params, 'advId');
      const type = param.positiveInt(params, 'type');
      if (type !== 1 && type !== 2) throw new InputError('参数 type 必须是 1、2 之一');
      return (await countAdEvent(db, advId, type === 1 ? 'show' : 'click')) ? ok({}) : noSuchAd();
    });
  };
}
