import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Envelope, fail, ok } from '../core/envelope.js';
import { urlPattern } from '../core/jsonFields.js';
import { param, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import { serviceGuard } from '../sessions/serviceGuard.js';
import { isSignableUrl } from '../wx/routes.js';
import { WxUnavailableError } from '../wx/wxJsapi.js';
import { memberForWechat } from './memberRepo.js';
import { spendNonce } from './nonceRepo.js';
import { issueOauthState, readOauthState } from './oauthState.js';
import { loginDevice, signIn } from './signIn.js';
import { authorizeUrl, userInfoByCode, type WxUserInfo } from './wxOauth.js';

const notConfigured = fail(STATUS.badInput, '微信登录未配置');
const codePattern = /^[\w-]{1,128}$/;
// Each call may cost a request to WeChat (whose quotas are per day), so the GETs count like writes.
const limited = { config: { rateLimit: true } };

/**
 * WeChat sign-in for the site (spec section 4): `wxOauthState` before the redirect to the authorize page,
 * then `getWxUserinfoByCode` (authLogin 1, followed by thirdLogin) or `oauthLogin` (authLogin 2).
 */
export function memberWechatRoutes({ db, config }: RouteDeps) {
  const { appId, secret } = config.wx;
  const wx = appId && secret ? { ...config.wx, appId, secret } : null;

  /** The state checked and spent, then the code exchanged: an envelope on any failure. */
  async function wechatIdentity(request: FastifyRequest): Promise<WxUserInfo | Envelope<null>> {
    const params = requestParams(request);
    const code = param.string(params, 'code', codePattern);
    const state = param.string(params, 'state', /^[0-9a-zA-Z]{1,128}$/);
    if (!wx) return notConfigured;
    const known = readOauthState(config.members.secret, state);
    if (!known) return fail(STATUS.badInput, '授权状态无效或已过期，请重新授权');
    if (!(await spendNonce(db, 'wx-state', known.nonce, known.expiresAt))) {
      request.log.warn('WeChat OAuth state replayed');
      return fail(STATUS.badInput, '授权状态已使用，请重新授权');
    }
    try {
      return await userInfoByCode(wx, code);
    } catch (error) {
      if (!(error instanceof WxUnavailableError)) throw error;
      request.log.warn({ err: error }, 'WeChat OAuth failed');
      return error.errcode === undefined
        ? fail(STATUS.badInput, '微信服务暂时不可用，请稍后再试')
        : fail(STATUS.badInput, `微信授权失败（错误码 ${error.errcode}）`);
    }
  }

  return async function memberWechat(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: false }));

    app.get(operationPath('wxOauthState'), limited, async (request) => {
      const redirectUri = param.string(requestParams(request), 'redirectUri', /^\S{1,2048}$/);
      if (!isSignableUrl(redirectUri)) return fail(STATUS.badInput, '参数 redirectUri 格式错误');
      if (!wx) return notConfigured;
      const { state, expiresAt } = issueOauthState(config.members.secret);
      return ok({
        state,
        expiresAt,
        authorizeUrl: authorizeUrl(config.members.wxOauthBase, wx.appId, redirectUri, state),
      });
    });

    app.get(operationPath('getWxUserinfoByCode'), limited, async (request) => {
      const identity = await wechatIdentity(request);
      return 'status' in identity ? identity : ok(identity);
    });

    app.post(operationPath('oauthLogin'), async (request) => {
      const device = loginDevice(request);
      const identity = await wechatIdentity(request);
      if ('status' in identity) return identity;
      if (identity.openid === '') return fail(STATUS.badInput, '微信授权失败');
      const found = await memberForWechat(db, {
        openid: identity.openid,
        unionid: identity.unionid,
        nickname: identity.nickname,
        // Kept only when it is a link the site may show.
        head: urlPattern.test(identity.headimgurl) ? identity.headimgurl : '',
      });
      return ok(await signIn(db, request, device, found), '登录成功');
    });
  };
}
