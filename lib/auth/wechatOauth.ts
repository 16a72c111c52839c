/**
 * WeChat sign-in (spec section 4), the rules the proxy, the site's route handler and the browser share. The proxy
 * sends a signed-out WeChat reader in share mode to WeChat's authorize page (snsapi_userinfo, a state the backend
 * signs); WeChat sends them back with `code` and `state`; a client island trades those for a member session
 * through app/api/wechat-login. Pure and client-safe.
 */
import { isAppWebview, isCrawler, isWeChat } from '@/lib/device/environment.mjs';
import type { PageFlags } from '@/lib/guard/flags.mjs';
import { COOKIE_NAMES } from '@/lib/config/cookieNames.mjs';

/** Spec section 9: code handling starts 200 ms after reading; re-authorization stops after 2 retries. */
export const WECHAT_CODE_DELAY_MS = 200;
export const WECHAT_MAX_RETRIES = 2;
/** The authorization wait loop polls every 300 ms (spec section 4). */
export const WECHAT_WAIT_POLL_MS = 300;

/** The stored flag weixinInit of spec section 4. */
export const WEIXIN_INIT = { inProgress: 0, success: 1, failure: -1 } as const;
/** Authorization status of spec section 4: 1 shows the 授权中... popup. */
export const AUTH_STATUS = { initial: 0, authorizing: 1, success: 2, failure: -1 } as const;
export type AuthStatus = (typeof AUTH_STATUS)[keyof typeof AUTH_STATUS];

/** weixinInit, readable by the proxy and written by the browser; a session cookie so a failed reader reads on. */
export const WEIXIN_INIT_COOKIE = COOKIE_NAMES.weixinInit;
/** The same flag in the query (`weixinInit=-1`) also stops the redirect, for links out of a failed session. */
export const WEIXIN_INIT_PARAM = 'weixinInit';
/**
 * httpOnly: `<redirects>.<state>`, the state wxOauthState issued for this reader (only that one may be traded for
 * a session, so nobody can sign a reader in with their own code) and how many times the proxy sent them to WeChat.
 */
export const WECHAT_STATE_COOKIE = COOKIE_NAMES.wechatState;
/** The backend's states live 10 minutes. */
export const WECHAT_STATE_TTL_SECONDS = 600;
/** The first redirect and the two retries; a reader WeChat keeps sending back without a code reads on. */
export const MAX_AUTHORIZE_REDIRECTS = 1 + WECHAT_MAX_RETRIES;
/** What WeChat adds to the page address on the way back. */
export const WECHAT_RETURN_PARAMS = ['code', 'state'] as const;

export const stateCookieValue = (redirects: number, state: string) => `${redirects}.${state}`;

export function readStateCookie(value: string | undefined): { redirects: number; state: string } | null {
  const match = /^(\d)\.([0-9A-Za-z]{1,128})$/.exec(value ?? '');
  return match ? { redirects: Number(match[1]), state: match[2] ?? '' } : null;
}

/** The pages WeChat sign-in runs on: share mode, never while previewing, viewing, in the CMS or as a poster. */
export const wechatSignInApplies = (flags: PageFlags) =>
  flags.share && !flags.preview && !flags.view && !flags.cms && !flags.poster;

export interface AuthorizeRequest {
  method: string;
  userAgent: string;
  /** A client-router or prefetch request: only a page load may leave for WeChat. */
  routerRequest: boolean;
  flags: PageFlags;
  signedIn: boolean;
  query: URLSearchParams;
  weixinInitCookie: string | undefined;
  stateCookie: string | undefined;
}

/**
 * Whether this request is one the proxy sends to WeChat's authorize page (site config permitting): a page load
 * in the WeChat browser (never a crawler, never the app) in share mode (never preview, view, CMS or poster), by a
 * signed-out reader who is not coming back from WeChat (no code, nor a state without one: a refusal), whose
 * authorization did not fail (weixinInit -1) and who was not sent there three times in the last ten minutes.
 */
export function shouldAuthorizeWithWeChat(request: AuthorizeRequest): boolean {
  const { flags, query, userAgent } = request;
  if (request.method !== 'GET' || request.routerRequest || request.signedIn) return false;
  if (!isWeChat(userAgent) || isAppWebview(userAgent) || isCrawler(userAgent)) return false;
  if (!wechatSignInApplies(flags)) return false;
  if (isWeChatReturn(userAgent, query)) return false;
  const failed = String(WEIXIN_INIT.failure);
  if (request.weixinInitCookie === failed || query.get(WEIXIN_INIT_PARAM) === failed) return false;
  return (readStateCookie(request.stateCookie)?.redirects ?? 0) < MAX_AUTHORIZE_REDIRECTS;
}

/** A WeChat page load WeChat sent back (with a code, or only a state when the reader refused). */
export const isWeChatReturn = (userAgent: string, query: URLSearchParams) =>
  isWeChat(userAgent) && WECHAT_RETURN_PARAMS.some((name) => query.has(name));

/** The address WeChat returns to: this page without what an earlier return left in its query. */
export function withoutWeChatReturn(url: URL): URL {
  const clean = new URL(url.href);
  for (const name of WECHAT_RETURN_PARAMS) clean.searchParams.delete(name);
  clean.hash = '';
  return clean;
}
