import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../core/envelope.js';
import { isPlainObject, type JsonObject } from '../core/jsonFields.js';
import { param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { serviceGuard } from '../sessions/serviceGuard.js';
import { sm2PublicKeyOf } from '../sessions/sm2UserIds.js';
import { readSiteConfig } from './configRepo.js';

/**
 * The stored config, with what this backend actually does: xyApi.xyAuth the mode it enforces, and
 * sm2PublicKey the key whose private half (SM2_PRIVATE_KEY) it decrypts user ids with.
 */
function publicConfig(stored: JsonObject, xyAuth: number, sm2PublicKey: string | null): JsonObject {
  const xyApi = isPlainObject(stored.xyApi) ? stored.xyApi : {};
  return { ...stored, xyApi: { ...xyApi, xyAuth }, ...(sm2PublicKey ? { sm2PublicKey } : {}) };
}

/** The site config and the server time, on the `main` service. */
export function siteConfigRoutes({ db, config }: RouteDeps) {
  const { sm2PrivateKey } = config.members;
  const sm2PublicKey = sm2PrivateKey ? sm2PublicKeyOf(sm2PrivateKey) : null;
  return async function siteConfig(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    app.get(operationPath('getConfig'), async (request) => {
      const appID = param.optionalPositiveInt(requestParams(request), 'appID');
      const stored = await readSiteConfig(db);
      if (!stored) return fail(STATUS.badInput, '站点尚未配置');
      if (appID !== undefined && stored.appID !== appID) return fail(STATUS.badInput, '应用不存在');
      return ok(publicConfig(stored, config.xyAuth, sm2PublicKey));
    });

    app.get(operationPath('serverTime'), async () => ok({ serverTime: Date.now() }));
  };
}
