import type { FastifyInstance } from 'fastify';
import { issueAnonymous, rotateRefreshToken } from '../db/tokenRepo.js';
import { fail, ok, statusCodes } from '../core/envelope.js';
import { devicePattern, param, requestParams } from '../core/params.js';
import { serviceGuard } from '../lib/serviceGuard.js';
import type { RouteDeps } from '../core/routeDeps.js';

// Token issuing counts against the write limit; a stale `token` header must not block its own renewal.
const tokenRoute = { config: { rateLimit: true, tokenExempt: true } };

/** The `sso` service: reader tokens. */
export function ssoRoutes({ db, config }: RouteDeps) {
  return async function sso(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: false }));

    app.get('/anonymousToken', tokenRoute, async (request) => {
      const device = param.string(requestParams(request), 'device', devicePattern);
      return ok(await issueAnonymous(db, device));
    });

    app.get('/refreshAccessToken', tokenRoute, async (request) => {
      const params = requestParams(request);
      const device = param.string(params, 'device', devicePattern);
      const refreshToken = param.string(params, 'refreshToken', /^[\w-]{16,256}$/);
      const result = await rotateRefreshToken(db, refreshToken, device);
      if (result.ok) return ok(result.pair);
      if (result.reason === 'disabled') return fail(statusCodes.memberDisabled, '账号已被停用，请重新登录');
      if (result.reason === 'reused') request.log.warn('refresh token reused; token family revoked');
      // Unknown, expired, foreign-device and reused tokens all send the reader back to sign in.
      return fail(statusCodes.loginExpired, '登录已失效，请重新登录');
    });
  };
}
