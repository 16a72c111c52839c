// The server half of WeChat sign-in (spec section 4; backend/README.md "WeChat sign-in"): the code and state
// WeChat returned become a member's tokens. authLogin 1: getWxUserinfoByCode, then thirdLogin with the signed
// header set; authLogin 2: oauthLogin, which does both on the backend. Server only (the program-sign key).
import 'server-only';
import type { ApiClient } from '@/lib/api/createApiClient';
import { isApiError } from '@/lib/api/apiError';
import { asObject, asString } from '@/lib/api/mapping';
import { programHeaders } from '@/lib/auth/programSign';
import { readerAddress } from '@/lib/auth/wechatAuthorize';
import type { AuthLogin } from '@/lib/api/siteConfig';

/** LoginResult's tokens and member (backend/README.md "Members"). */
export interface SignInResult {
  token: string;
  accessToken: string;
  refreshToken: string;
  userid: string;
}

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
  forwardedFor: string | null;
}

export interface WeChatLoginDeps {
  api: ApiClient;
  programSignKey: string;
}

/** oauthLogin's answer when WeChat gave no openid (the backend's documented cue, as getWxUserinfoByCode's ''). */
const OAUTH_NO_OPENID = '微信授权失败';
/** The head addresses thirdLogin accepts (http(s), at most 512 characters); others are left out. */
const HEAD = /^https?:\/\/[^\s<>"']{1,504}$/;

export function signInResultFrom(reply: unknown): SignInResult | null {
  const data = asObject(reply);
  const accessToken = asString(data.accessToken);
  const token = asString(data.token) || accessToken;
  const refreshToken = asString(data.refreshToken);
  const userid = asString(data.userid);
  if (!token || !accessToken || !refreshToken || !/^\d+$/.test(userid)) return null;
  return { token, accessToken, refreshToken, userid };
}

const failed = (stage: LoginStage, error: unknown): WeChatLoginOutcome => ({
  kind: 'failed',
  stage,
  message: error instanceof Error ? error.message : String(error),
});

function signedIn(reply: unknown): WeChatLoginOutcome {
  const result = signInResultFrom(reply);
  return result ? { kind: 'signedIn', result } : failed('login', 'the login answered no tokens');
}

/**
 * A login call with the reader's token, and once more without it if the backend no longer knows that token
 * (10111): a stale token must not cost the reader their sign-in.
 */
async function login(token: string | null, send: (token: string | null) => Promise<unknown>) {
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
  const address = readerAddress(request.forwardedFor);
  let info;
  try {
    const params = { code: request.code, state: request.state };
    info = asObject(await deps.api.call('getWxUserinfoByCode', params, undefined, address));
  } catch (error) {
    return failed('userInfo', error);
  }
  const openid = asString(info.openid);
  if (!openid) return { kind: 'noOpenid' };
  const head = asString(info.headimgurl);
  const fields = {
    provider: 'tencent_wechat',
    oid: openid,
    nickname: asString(info.nickname).trim(),
    devid: request.device,
    head: HEAD.test(head) ? head : '',
    unionid: asString(info.unionid),
  };
  try {
    const reply = await login(request.token, (token) =>
      deps.api.call('thirdLogin', { ...fields, device: request.device }, undefined, {
        ...address,
        ...programHeaders(fields, { key: deps.programSignKey, token }),
      }),
    );
    return signedIn(reply);
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
    const reply = await login(request.token, (token) =>
      deps.api.call('oauthLogin', params, undefined, {
        ...readerAddress(request.forwardedFor),
        ...(token ? { token } : {}),
      }),
    );
    return signedIn(reply);
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
