// The server half of WeChat sign-in (spec section 4; backend/README.md "WeChat sign-in"): the code and state
// WeChat returned become a member's tokens. authLogin 1: getWxUserinfoByCode, then thirdLogin with the signed
// header set; authLogin 2: oauthLogin, which does both on the backend. Server only (the program-sign key).
import 'server-only';
import type { ApiClient } from '@/lib/api/createApiClient';
import { isApiError } from '@/lib/api/apiError';
import {
  oauthLogin,
  thirdLogin,
  wechatUserInfo,
  type SignInResult,
  type WeChatUser,
} from '@/lib/api/wechatLoginActions';
import { programHeaders } from '@/lib/auth/programSign';
import { readerHeaders } from '@/lib/api/readerHeaders';
import type { AuthLogin } from '@/lib/api/siteConfig';

export type LoginStage = 'userInfo' | 'login';

export type WeChatLoginOutcome =
  | { kind: 'signedIn'; result: SignInResult }
  /** WeChat gave no openid: the reader may be sent to authorize again (spec section 4). */
  | { kind: 'noOpenid' }
  | { kind: 'failed'; stage: LoginStage; message: string };

export interface WeChatLoginRequest {
  authLogin: AuthLogin;
  code: string;
  state: string;
  /** The reader's device: the new tokens are issued for it. */
  device: string;
  /** The reader's current token, whose family the backend revokes at login. */
  token: string | null;
  /** The reader's address (lib/config/forwarding.mjs), which the backend's per-address limits count. */
  readerAddress: string | null;
}

export interface WeChatLoginDeps {
  api: ApiClient;
  programSignKey: string;
}

/** oauthLogin's answer when WeChat gave no openid (the backend's documented cue, as getWxUserinfoByCode's ''). */
const OAUTH_NO_OPENID = '微信授权失败';
/** The head addresses thirdLogin accepts (http(s), at most 512 characters); others are left out. */
const HEAD = /^https?:\/\/[^\s<>"']{1,504}$/;

const failed = (stage: LoginStage, error: unknown): WeChatLoginOutcome => ({
  kind: 'failed',
  stage,
  message: error instanceof Error ? error.message : String(error),
});

const signedIn = (result: SignInResult | null): WeChatLoginOutcome =>
  result ? { kind: 'signedIn', result } : failed('login', 'the login answered no tokens');

/**
 * A login call with the reader's token, and once more without it if the backend no longer knows that token
 * (10111): a stale token must not cost the reader their sign-in.
 */
async function login(
  token: string | null,
  send: (token: string | null) => Promise<SignInResult | null>,
): Promise<SignInResult | null> {
  try {
    return await send(token);
  } catch (error) {
    if (token && isApiError(error) && error.kind === 'tokenExpired') return send(null);
    throw error;
  }
}

async function viaThirdLogin(
  request: WeChatLoginRequest,
  deps: WeChatLoginDeps,
): Promise<WeChatLoginOutcome> {
  const address = readerHeaders(request.readerAddress);
  let info: WeChatUser;
  try {
    info = await wechatUserInfo(deps.api, { code: request.code, state: request.state }, address);
  } catch (error) {
    return failed('userInfo', error);
  }
  if (!info.openid) return { kind: 'noOpenid' };
  const fields = {
    provider: 'tencent_wechat',
    oid: info.openid,
    nickname: info.nickname.trim(),
    devid: request.device,
    head: HEAD.test(info.headimgurl) ? info.headimgurl : '',
    unionid: info.unionid,
  };
  try {
    const result = await login(request.token, (token) =>
      thirdLogin(deps.api, fields, request.device, {
        ...address,
        ...programHeaders(fields, { key: deps.programSignKey, token }),
      }),
    );
    return signedIn(result);
  } catch (error) {
    return failed('login', error);
  }
}

async function viaOauthLogin(
  request: WeChatLoginRequest,
  deps: WeChatLoginDeps,
): Promise<WeChatLoginOutcome> {
  const params = { code: request.code, state: request.state, device: request.device };
  try {
    const result = await login(request.token, (token) =>
      oauthLogin(deps.api, params, {
        ...readerHeaders(request.readerAddress),
        ...(token ? { token } : {}),
      }),
    );
    return signedIn(result);
  } catch (error) {
    if (isApiError(error) && error.kind === 'status' && error.message === OAUTH_NO_OPENID) {
      return { kind: 'noOpenid' };
    }
    // One step on the backend: a refusal here is the user-information step failing.
    return failed('userInfo', error);
  }
}

export function wechatLogin(request: WeChatLoginRequest, deps: WeChatLoginDeps) {
  return request.authLogin === 1 ? viaThirdLogin(request, deps) : viaOauthLogin(request, deps);
}
