// The route guard's server half (spec section 2): unknown paths go home, and every page learns its route,
// flags, theme and title before rendering; a signed-out WeChat reader goes to WeChat's authorize page first
// (spec section 4). Also sets the per-request CSP nonce. The site server's own render of the not-found page for
// an unknown id (lib/server/notFoundRender.mjs) gets the guard of the page it stands in for. Behind the site
// server, the front door (lib/server/frontDoor.mjs) decides the pages that need neither the session nor WeChat
// the same way (lib/server/pageHeaders.mjs), and Next does not invoke the proxy for those (the matcher's
// `missing`).
import { NextResponse, type NextRequest } from 'next/server';
import { matchRoute } from '@/lib/routing/routePatterns.mjs';
import { buildGuardState, type GuardState } from '@/lib/guard/guardState.mjs';
import { THEME_COOKIE, themeQuery } from '@/lib/guard/theme.mjs';
import { readSession, SESSION_COOKIE, sessionPassword } from '@/lib/auth/readerSession';
import { appUserIdFromUserAgent } from '@/lib/device/environment.mjs';
import { wechatAuthorizeRedirect } from '@/lib/auth/wechatAuthorize';
import { isWeChatReturn } from '@/lib/auth/wechatOauth';
import { notFoundRenderOf } from '@/lib/server/notFoundRender.mjs';
import { pageHeaders } from '@/lib/server/pageHeaders.mjs';

/** Signed in on the site, or a member the app webview vouches for (spec section 6: native-app user). */
async function isMember(request: NextRequest, userAgent: string) {
  if (appUserIdFromUserAgent(userAgent)) return true;
  const session = await readSession(request.cookies.get(SESSION_COOKIE)?.value, sessionPassword());
  return session.signedIn === true;
}

export async function proxy(request: NextRequest) {
  const notFoundOf = notFoundRenderOf(request.headers);
  if (notFoundOf !== null) return notFoundPage(request, notFoundOf);
  const { nextUrl } = request;
  const path = nextUrl.pathname;
  const found = matchRoute(path);
  if (!found) {
    // A clone of nextUrl keeps the base path apart and writes it before the pathname itself.
    const home = nextUrl.clone();
    home.pathname = '/home.html';
    home.search = '';
    return NextResponse.redirect(home);
  }

  const userAgent = request.headers.get('user-agent') ?? '';
  const guard = buildGuardState(
    found.route,
    found.params,
    nextUrl.searchParams,
    userAgent,
    request.cookies.get(THEME_COOKIE)?.value,
  );
  const toWeChat = await wechatAuthorizeRedirect(request, guard.flags);
  if (toWeChat) return toWeChat;
  // Back from WeChat with a code, the page's island signs the reader in and loads the page again.
  const signingInWithWeChat = isWeChatReturn(userAgent, nextUrl.searchParams);
  if (found.route.requiresAuth && !signingInWithWeChat && !(await isMember(request, userAgent))) {
    const login = nextUrl.clone();
    login.pathname = '/login.html';
    // The login page in the look the reader asked for (?theme=dark …), which the page they asked for would have had.
    const look = themeQuery(nextUrl.searchParams).toString();
    login.search = `?redirect=${encodeURIComponent(nextUrl.basePath + path + nextUrl.search)}${look ? `&${look}` : ''}`;
    return NextResponse.redirect(login);
  }
  return renderPage(request, guard, path + nextUrl.search);
}

/**
 * Next's not-found route drawn for a page of `of` (its URL with the base path), which called notFound(): the
 * page's own guard, so the screen has the look, the title and the bars the page would have had. The page's reader
 * passed the sign-in checks already.
 */
function notFoundPage(request: NextRequest, of: string) {
  const { basePath } = request.nextUrl;
  const page = new URL(of, request.url);
  const path = page.pathname.startsWith(basePath) ? page.pathname.slice(basePath.length) : page.pathname;
  const found = matchRoute(path);
  if (!found) return NextResponse.next();
  const guard = buildGuardState(
    found.route,
    found.params,
    page.searchParams,
    request.headers.get('user-agent') ?? '',
    request.cookies.get(THEME_COOKIE)?.value,
  );
  return renderPage(request, guard, path + page.search);
}

/** The page of `url` (its path and query) rendered with `guard`, its nonce, and its caching. */
function renderPage(request: NextRequest, guard: GuardState, url: string) {
  const decided = pageHeaders(
    { method: request.method, url, headers: Object.fromEntries(request.headers) },
    guard,
    process.env.NODE_ENV !== 'production',
  );
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(decided.request)) headers.set(name, value);
  const response = NextResponse.next({ request: { headers } });
  for (const [name, value] of decided.response) response.headers.append(name, value);
  return response;
}

export const config = {
  // Everything but Next's assets, the API rewrites, the demo media (its H5 page is a static .html), files with an
  // extension other than .html, and the pages the front door decided (the header is FRONT_DOOR_HEADER of
  // lib/guard/frontDoor.mjs: Next reads this config as written, so it names it itself).
  matcher: [
    {
      source: '/((?!_next/|api/|demo/|.*\\.(?!html$)[^/]+$).*)',
      missing: [{ type: 'header', key: 'x-xy-front-door' }],
    },
  ],
};
