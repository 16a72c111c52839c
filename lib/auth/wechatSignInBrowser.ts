// The browser's effects of the WeChat sign-in flow (lib/auth/wechatAuthorization.ts): the address bar, the
// weixinInit cookie, the retry counter, the site's login route, the popup and toasts. Browser only.
import { browserIdentity, storage } from '@/lib/auth/browserSession';
import type { DeviceIdStyle } from '@/lib/config/publicConfig';
import { completeSignIn } from '@/lib/auth/signIn';
import { readToken } from '@/lib/auth/tokens';
import { recordWechatAuthStatus, runWeChatSignIn, type WeChatFlowDeps } from '@/lib/auth/wechatAuthorization';
import type { WeChatLoginAnswer } from '@/lib/auth/wechatLoginRoute';
import {
  AUTH_STATUS,
  WEIXIN_INIT_COOKIE,
  withoutWeChatReturn,
  type AuthStatus,
} from '@/lib/auth/wechatOauth';
import { setAuthorizing, showToast } from '@/lib/shellEvents';

export const WECHAT_LOGIN_ROUTE = '/api/wechat-login';
/** Re-authorizations in this browser session (spec section 4: at most 2). */
export const WECHAT_RETRIES_KEY = 'xy_wx_retries';

const isText = (value: unknown) => typeof value === 'string' && value !== '';

function isAnswer(body: unknown): body is WeChatLoginAnswer {
  const answer = (body ?? {}) as Record<string, unknown>;
  if (answer.result === 'noOpenid') return true;
  if (answer.result === 'failed') return answer.stage === 'userInfo' || answer.stage === 'login';
  return (
    answer.result === 'signedIn' &&
    [answer.token, answer.accessToken, answer.refreshToken, answer.userid].every(isText)
  );
}

async function exchange(basePath: string, body: Record<string, string>): Promise<WeChatLoginAnswer> {
  const response = await fetch(`${basePath}${WECHAT_LOGIN_ROUTE}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const answer: unknown = response.ok ? await response.json() : null;
  if (!isAnswer(answer)) throw new Error(`${WECHAT_LOGIN_ROUTE} answered ${response.status}`);
  return answer;
}

const returnlessUrl = () => withoutWeChatReturn(new URL(window.location.href)).href;

let started: Promise<AuthStatus> | null = null;

export interface WeChatSignInOptions {
  basePath: string;
  deviceIdStyle: DeviceIdStyle;
  /** A page only members see (requires-auth routes): loaded again, for the server to render it for the member. */
  reloadAfter: boolean;
}

/** Runs the flow once per page load (a second mount, as in React's strict mode, gets the same run). */
export function startWeChatSignIn({
  basePath,
  deviceIdStyle,
  reloadAfter,
}: WeChatSignInOptions): Promise<AuthStatus> {
  const session = storage('sessionStorage');
  const local = storage('localStorage');
  const deps: WeChatFlowDeps = {
    query: new URLSearchParams(window.location.search),
    readRetries: () => Number(session.getItem(WECHAT_RETRIES_KEY)) || 0,
    writeRetries: (count) => session.setItem(WECHAT_RETRIES_KEY, String(count)),
    setWeixinInit: (value) => {
      const secure = window.location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${WEIXIN_INIT_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
    },
    setStatus: (status) => {
      recordWechatAuthStatus(status);
      setAuthorizing(status === AUTH_STATUS.authorizing);
    },
    exchange: (code, state) =>
      exchange(basePath, {
        code,
        state,
        device: browserIdentity(deviceIdStyle).deviceId,
        token: readToken(local, 'security') ?? '',
      }),
    completeSignIn,
    toast: (messageKey) => showToast({ messageKey }),
    forgetReturn: () =>
      reloadAfter
        ? window.location.replace(returnlessUrl())
        : window.history.replaceState(window.history.state, '', returnlessUrl()),
    reauthorize: () => window.location.replace(returnlessUrl()),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  started ??= runWeChatSignIn(deps);
  return started;
}
