/**
 * WeChat sign-in in the browser (spec section 4): back from WeChat's authorize page with `code` and `state`, the
 * code is held and, 200 ms later, traded for a member's tokens through the site's route (app/api/wechat-login).
 * No openid: below 2 retries the code is dropped and the reader sent to authorize again, else 微信授权失败. A
 * rejected fetch: 微信授权获取用户信息失败. Authorization status 0/1/2/-1 (1 shows the 授权中... popup) and the
 * stored weixinInit 0/1/-1 (the proxy sends nobody whose authorization failed to WeChat again) follow along.
 *
 * The flow is a function of its effects (deps) so its timing is tested with fake timers; the browser's effects are
 * lib/auth/wechatSignInBrowser.ts.
 */
import {
  AUTH_STATUS,
  WECHAT_CODE_DELAY_MS,
  WECHAT_MAX_RETRIES,
  WECHAT_WAIT_POLL_MS,
  WEIXIN_INIT,
  type AuthStatus,
} from '@/lib/auth/wechatOauth';
import type { WeChatLoginAnswer } from '@/lib/auth/wechatLoginRoute';
import type { LoginResult } from '@/lib/auth/signIn';

export type WeixinInit = (typeof WEIXIN_INIT)[keyof typeof WEIXIN_INIT];

export type WeChatFailureKey = 'errors.wxAuthFailed' | 'errors.wxUserInfoFailed';

export interface WeChatFlowDeps {
  /** The page's query as WeChat returned it. */
  query: URLSearchParams;
  /** Re-authorizations so far, kept for the browser session. */
  readRetries(): number;
  writeRetries(count: number): void;
  setWeixinInit(value: WeixinInit): void;
  setStatus(status: AuthStatus): void;
  /** The site's route: rejects when it cannot be reached or refuses the request. */
  exchange(code: string, state: string): Promise<WeChatLoginAnswer>;
  /** lib/auth/signIn.ts's completeSignIn: local tokens and the server's session. */
  completeSignIn(result: LoginResult): Promise<void>;
  toast(messageKey: WeChatFailureKey): void;
  /** Drops code and state from the address bar, staying on the page (history.replaceState). */
  forgetReturn(): void;
  /** Loads the page again without code and state; the proxy sends the reader to WeChat's authorize page. */
  reauthorize(): void;
  sleep(ms: number): Promise<void>;
}

let status: AuthStatus = AUTH_STATUS.initial;

/** The page's authorization status (spec section 4). */
export const wechatAuthStatus = (): AuthStatus => status;

/** Sets the status; only the flow and its tests call it. */
export function recordWechatAuthStatus(next: AuthStatus) {
  status = next;
}

/**
 * The wait loop of spec section 4 for whatever needs the reader's authorization settled first: polls every
 * 300 ms while it is authorizing, then says how it ended (2 success, -1 failure, 0 nothing to do).
 */
export async function waitForWeChatAuthorization(
  read: () => AuthStatus = wechatAuthStatus,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<AuthStatus> {
  while (read() === AUTH_STATUS.authorizing) await sleep(WECHAT_WAIT_POLL_MS);
  return read();
}

function fail(deps: WeChatFlowDeps, messageKey: WeChatFailureKey): AuthStatus {
  deps.setWeixinInit(WEIXIN_INIT.failure);
  deps.setStatus(AUTH_STATUS.failure);
  deps.forgetReturn();
  deps.toast(messageKey);
  return AUTH_STATUS.failure;
}

/** Runs the flow for a page WeChat returned to; resolves with the status it left (initial when there was none). */
export async function runWeChatSignIn(deps: WeChatFlowDeps): Promise<AuthStatus> {
  const code = deps.query.get('code');
  const state = deps.query.get('state');
  if (!code && state === null) return AUTH_STATUS.initial;
  // A state without a code: the reader refused the authorization.
  if (!code || !state) return fail(deps, 'errors.wxAuthFailed');

  deps.setWeixinInit(WEIXIN_INIT.inProgress);
  deps.setStatus(AUTH_STATUS.authorizing);
  await deps.sleep(WECHAT_CODE_DELAY_MS);

  let answer: WeChatLoginAnswer;
  try {
    answer = await deps.exchange(code, state);
  } catch {
    return fail(deps, 'errors.wxUserInfoFailed');
  }
  if (answer.result === 'failed') {
    return fail(deps, answer.stage === 'userInfo' ? 'errors.wxUserInfoFailed' : 'errors.wxAuthFailed');
  }
  if (answer.result === 'noOpenid') {
    const retries = deps.readRetries();
    if (retries >= WECHAT_MAX_RETRIES) return fail(deps, 'errors.wxAuthFailed');
    deps.writeRetries(retries + 1);
    // Still authorizing: the popup stays up while the page leaves for WeChat.
    deps.reauthorize();
    return AUTH_STATUS.authorizing;
  }
  try {
    await deps.completeSignIn({
      token: answer.token,
      accessToken: answer.accessToken,
      refreshToken: answer.refreshToken,
      userid: answer.userid,
    });
  } catch {
    return fail(deps, 'errors.wxAuthFailed');
  }
  deps.writeRetries(0);
  deps.setWeixinInit(WEIXIN_INIT.success);
  deps.setStatus(AUTH_STATUS.success);
  deps.forgetReturn();
  return AUTH_STATUS.success;
}
