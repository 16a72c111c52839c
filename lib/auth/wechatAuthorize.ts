// The proxy's half of WeChat sign-in: whether the site has it on, and where to send the reader. Server only.
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { serverApi } from '@/lib/api/serverApi';
import { readerHeaders } from '@/lib/api/readerHeaders';
import { asObject, asString } from '@/lib/api/mapping';
import { wechatLoginFrom, type WeChatLogin } from '@/lib/api/siteConfig';
import { isWeChat } from '@/lib/device/environment.mjs';
import { readSession, SESSION_COOKIE, sessionPassword } from '@/lib/auth/readerSession';
import {
  readStateCookie,
  shouldAuthorizeWithWeChat,
  stateCookieValue,
  WECHAT_STATE_COOKIE,
  WECHAT_STATE_TTL_SECONDS,
  WEIXIN_INIT,
  WEIXIN_INIT_COOKIE,
  withoutWeChatReturn,
} from '@/lib/auth/wechatOauth';
import { readerAddressFrom } from '@/lib/config/forwarding.mjs';
import { originFromHeaders } from '@/lib/config/siteOrigin';
import { isValidHttpUrl } from '@/lib/format/videoSource';
import type { PageFlags } from '@/lib/guard/flags.mjs';
import { PRIVATE_PAGE_CACHE_CONTROL } from '@/lib/config/cacheControl.mjs';
import { isClientRouterRequest } from '@/lib/server/pageCacheKey.mjs';

/**
 * Site config's WeChat sign-in settings, asked for each request that would be redirected. Not kept between
 * requests: the page cache keeps what the proxy let through, so a switch must show on the next request it
 * sees (the CMS's config change purges that cache). A backend that cannot answer means no redirect: the reader
 * reads on.
 */
export async function fetchWeChatLogin(): Promise<WeChatLogin | null> {
  try {
    return wechatLoginFrom(await serverApi.call('getConfig'));
  } catch (error) {
    console.error(`WeChat sign-in settings unavailable: ${(error as Error).message}`);
    return null;
  }
}

export interface AuthorizeTarget {
  state: string;
  authorizeUrl: string;
}

/** wxOauthState for this return address; null (logged) when the backend refuses or cannot be reached. */
export async function requestAuthorizeTarget(
  redirectUri: string,
  readerAddress: string | null,
): Promise<AuthorizeTarget | null> {
  try {
    const reply = asObject(
      await serverApi.call('wxOauthState', { redirectUri }, undefined, readerHeaders(readerAddress)),
    );
    const state = asString(reply.state);
    const authorizeUrl = asString(reply.authorizeUrl);
    if (/^[0-9A-Za-z]{1,128}$/.test(state) && isValidHttpUrl(authorizeUrl)) return { state, authorizeUrl };
    console.error('wxOauthState answered without a usable state and authorize URL');
  } catch (error) {
    console.error(`wxOauthState failed: ${(error as Error).message}`);
  }
  return null;
}

/** Client-router, prefetch and speculative requests: the redirect is for the page load only. */
function routerRequest({ headers, nextUrl }: NextRequest): boolean {
  const purpose = `${headers.get('purpose') ?? ''} ${headers.get('sec-purpose') ?? ''}`;
  return (
    isClientRouterRequest({ url: nextUrl.pathname + nextUrl.search, headers: Object.fromEntries(headers) }) ||
    /prefetch/i.test(purpose)
  );
}

/**
 * The redirect to WeChat's authorize page for a signed-out WeChat reader of a share-mode page (spec section 4),
 * with the state kept in an httpOnly cookie and weixinInit 0 (in progress); null when this request stays.
 */
export async function wechatAuthorizeRedirect(
  request: NextRequest,
  flags: PageFlags,
): Promise<NextResponse | null> {
  const { cookies, headers, nextUrl } = request;
  const userAgent = headers.get('user-agent') ?? '';
  if (!isWeChat(userAgent)) return null;
  const stateCookie = cookies.get(WECHAT_STATE_COOKIE)?.value;
  const session = await readSession(cookies.get(SESSION_COOKIE)?.value, sessionPassword());
  const candidate = shouldAuthorizeWithWeChat({
    method: request.method,
    userAgent,
    routerRequest: routerRequest(request),
    flags,
    signedIn: session.signedIn === true,
    query: nextUrl.searchParams,
    weixinInitCookie: cookies.get(WEIXIN_INIT_COOKIE)?.value,
    stateCookie,
  });
  if (!candidate || !(await fetchWeChatLogin())) return null;

  const page = new URL(nextUrl.basePath + nextUrl.pathname + nextUrl.search, originFromHeaders(headers));
  const target = await requestAuthorizeTarget(
    withoutWeChatReturn(page).href,
    readerAddressFrom((name) => headers.get(name)),
  );
  if (!target) return null;
  const secure = process.env.NODE_ENV === 'production';
  const redirects = (readStateCookie(stateCookie)?.redirects ?? 0) + 1;
  const response = NextResponse.redirect(target.authorizeUrl);
  response.cookies.set(WECHAT_STATE_COOKIE, stateCookieValue(redirects, target.state), {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: WECHAT_STATE_TTL_SECONDS,
  });
  response.cookies.set(WEIXIN_INIT_COOKIE, String(WEIXIN_INIT.inProgress), {
    secure,
    sameSite: 'lax',
    path: '/',
  });
  response.headers.set('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
  return response;
}
