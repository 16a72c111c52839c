import type { FastifyInstance } from 'fastify';
import { fail, InputError, ok } from '../core/envelope.js';
import { paging, param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { serviceGuard } from '../sessions/serviceGuard.js';
import { categoryShortVideos, findShortVideo } from './vodRepo.js';

/** A category's node code in the asset system: letters, digits, dot, dash and underscore. */
const NODE_CODE = /^[A-Za-z0-9._-]{1,64}$/;
/** clientType: 1 a phone's browser or app, 2 a computer (spec section 7); either sees every clip here. */
const CLIENT_TYPES = [1, 2];

/**
 * The video-on-demand service (`vod`, spec section 7): a short video (`vodArticle`) and a category's short videos
 * a page at a time (`vodCategoryList`: categoryId, nodeCode, clientType, page, size). Not signed: only main and
 * nis calls are.
 */
export function vodRoutes({ db, config }: RouteDeps) {
  return async function vod(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: false }));

    app.get(operationPath('vodArticle'), async (request) => {
      const video = await findShortVideo(db, param.positiveInt(requestParams(request), 'id'));
      return video ? ok(video) : fail(STATUS.badInput, '视频不存在');
    });

    app.get(operationPath('vodCategoryList'), async (request) => {
      const params = requestParams(request);
      const categoryId = param.positiveInt(params, 'categoryId');
      const nodeCode = params.nodeCode ? param.string(params, 'nodeCode', NODE_CODE) : undefined;
      const clientType = param.optionalPositiveInt(params, 'clientType');
      if (clientType !== undefined && !CLIENT_TYPES.includes(clientType)) {
        throw new InputError('参数 clientType 必须是 1 或 2');
      }
      const { page, size } = paging(params, 'size');
      return ok(await categoryShortVideos(db, { categoryId, nodeCode, page, size }));
    });
  };
}
