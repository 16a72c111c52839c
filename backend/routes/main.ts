import type { FastifyInstance } from 'fastify';
import { childColumns, columnTree } from '../db/columnRepo.js';
import { readSiteConfig } from '../db/configRepo.js';
import type { JsonObject } from '../core/jsonFields.js';
import { issueAuthToken } from '../db/tokenRepo.js';
import { fail, ok, statusCodes } from '../core/envelope.js';
import { isPlainObject } from '../core/jsonFields.js';
import { param, requestParams } from '../core/params.js';
import { safeEqual } from '../core/secrets.js';
import { serviceGuard } from '../lib/serviceGuard.js';
import { md5 } from '../core/signature.js';
import { sm2PublicKeyOf } from '../lib/sm2UserIds.js';
import { encrypt3des } from '../lib/tripleDes.js';
import type { RouteDeps } from '../core/routeDeps.js';

/**
 * The stored config, with what this backend actually does: xyApi.xyAuth the mode it enforces, and
 * sm2PublicKey the key whose private half (SM2_PRIVATE_KEY) it decrypts user ids with.
 */
function publicConfig(stored: JsonObject, xyAuth: number, sm2PublicKey: string | null): JsonObject {
  const xyApi = isPlainObject(stored.xyApi) ? stored.xyApi : {};
  return { ...stored, xyApi: { ...xyApi, xyAuth }, ...(sm2PublicKey ? { sm2PublicKey } : {}) };
}

/** The `main` service: site config, columns, server time and the xyAuth handshake. */
export function mainRoutes({ db, config }: RouteDeps) {
  const { sm2PrivateKey } = config.members;
  const sm2PublicKey = sm2PrivateKey ? sm2PublicKeyOf(sm2PrivateKey) : null;
  return async function main(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    app.get('/getConfig', async (request) => {
      const appID = param.optionalPositiveInt(requestParams(request), 'appID');
      const stored = await readSiteConfig(db);
      if (!stored) return fail(statusCodes.badInput, '站点尚未配置');
      if (appID !== undefined && stored.appID !== appID) return fail(statusCodes.badInput, '应用不存在');
      return ok(publicConfig(stored, config.xyAuth, sm2PublicKey));
    });

    app.get('/getColumns', async (request) => {
      const parentId = param.optionalNonNegativeInt(requestParams(request), 'parentColumnId') ?? 0;
      const list = await childColumns(db, parentId);
      return list ? ok({ list }) : fail(statusCodes.badInput, '栏目不存在');
    });

    app.get('/getColumn', async (request) => {
      const column = await columnTree(db, param.positiveInt(requestParams(request), 'columnId'));
      return column ? ok(column) : fail(statusCodes.badInput, '栏目不存在');
    });

    app.get('/serverTime', async () => ok({ serverTime: Date.now() }));

    // authinfo and auth are how a site obtains the xyAuth headers, so they cannot demand them.
    app.get('/authinfo', { config: { xyAuthExempt: true } }, async (_request, reply) => {
      const credentials = JSON.stringify({ appKey: config.appKey, appSecret: config.appSecret });
      reply.header('api-data', encrypt3des(credentials, config.authinfo3desKey));
      return ok({});
    });

    app.post('/auth', { config: { xyAuthExempt: true } }, async (request) => {
      const params = requestParams(request);
      const appKey = param.string(params, 'appKey', /^[\w.-]{1,64}$/);
      const time = param.string(params, 'time', /^\d{1,15}$/);
      const sign = param.string(params, 'sign', /^[0-9a-fA-F]{32}$/);
      if (!safeEqual(appKey, config.appKey)) return fail(statusCodes.badInput, 'appKey 无效');
      if (!safeEqual(sign.toLowerCase(), md5(appKey + config.appSecret + time))) {
        return fail(statusCodes.badSignature, '签名错误');
      }
      return ok(await issueAuthToken(db, appKey));
    });
  };
}
