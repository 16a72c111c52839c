import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../core/envelope.js';
import { devicePattern, param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { safeEqual } from '../core/secrets.js';
import { md5 } from '../core/signature.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { serviceGuard } from './serviceGuard.js';
import { issueAnonymous, issueAuthToken, rotateRefreshToken } from './tokenRepo.js';
import { encrypt3des } from './tripleDes.js';

// Token issuing counts against the write limit; a stale `token` header must not block its own renewal.
const tokenRoute = { config: { rateLimit: true, tokenExempt: true } };

/** The `sso` service: reader tokens. */
export function ssoRoutes({ db, config }: RouteDeps) {
  return async function sso(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: false }));

    app.get(operationPath('anonymousToken'), tokenRoute, async (request) => {
      const device = param.string(requestParams(request), 'device', devicePattern);
      return ok(await issueAnonymous(db, device));
    });

    app.get(operationPath('refreshAccessToken'), tokenRoute, async (request) => {
      const params = requestParams(request);
      const device = param.string(params, 'device', devicePattern);
      const refreshToken = param.string(params, 'refreshToken', /^[\w-]{16,256}$/);
      const result = await rotateRefreshToken(db, refreshToken, device);
      if (result.ok) return ok(result.pair);
      if (result.reason === 'disabled') return fail(STATUS.memberDisabled, '账号已被停用，请重新登录');
      if (result.reason === 'reused') request.log.warn('refresh token reused; token family revoked');
      // Unknown, expired, foreign-device and reused tokens all send the reader back to sign in.
      return fail(STATUS.loginExpired, '登录已失效，请重新登录');
    });
  };
}

/** The xyAuth handshake on the `main` service: how a site obtains the auth headers XY_AUTH=2 asks for. */
export function xyAuthRoutes({ db, config }: RouteDeps) {
  return async function xyAuth(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    // authinfo and auth are how a site obtains the xyAuth headers, so they cannot demand them.
    app.get(operationPath('authinfo'), { config: { xyAuthExempt: true } }, async (_request, reply) => {
      const credentials = JSON.stringify({ appKey: config.appKey, appSecret: config.appSecret });
      reply.header('api-data', encrypt3des(credentials, config.authinfo3desKey));
      return ok({});
    });

    app.post(operationPath('auth'), { config: { xyAuthExempt: true } }, async (request) => {
      const params = requestParams(request);
      const appKey = param.string(params, 'appKey', /^[\w.-]{1,64}$/);
      const time = param.string(params, 'time', /^\d{1,15}$/);
      const sign = param.string(params, 'sign', /^[0-9a-fA-F]{32}$/);
      if (!safeEqual(appKey, config.appKey)) return fail(STATUS.badInput, 'appKey 无效');
      if (!safeEqual(sign.toLowerCase(), md5(appKey + config.appSecret + time))) {
        return fail(STATUS.badSignature, '签名错误');
      }
      return ok(await issueAuthToken(db, appKey));
    });
  };
}
