// The site server's front door: the guard of a page request worked out before Next sees it, with the same
// decision as proxy.ts (lib/server/pageHeaders.mjs), so Next does not invoke its proxy for it. Invoking the proxy
// costs Next a request object, its adapter and a second pass over the headers, whatever the proxy does: about a
// seventh of an uncached article's time (README.md, "Benchmarks"). The door decides only what needs neither the
// session nor the backend: a known page of a route open to everyone, for a reader outside WeChat. Everything else
// (an unknown path sent home, a member page's sign-in, WeChat's sign-in, the not-found render, whose `/_not-found`
// is no route of the site's) is left to the proxy, which still runs for every request that does not carry the
// door's mark (lib/guard/frontDoor.mjs).
import { cookieValue } from '../config/cookieNames.mjs';
import { isWeChat } from '../device/environment.mjs';
import { FRONT_DOOR_HEADER } from '../guard/frontDoor.mjs';
import { buildGuardState } from '../guard/guardState.mjs';
import { siteServerToken } from '../guard/siteServerToken.mjs';
import { THEME_COOKIE } from '../guard/theme.mjs';
import { targetUrl } from '../routing/requestTarget.mjs';
import { matchRoute } from '../routing/routePatterns.mjs';
import { headerValue } from './headerValue.mjs';
import { pageHeaders } from './pageHeaders.mjs';

/**
 * The headers of the page `request` asks for, when the door decides it; null when the proxy should.
 *
 * @param {{ method: string, url: string, headers: Record<string, string | string[] | undefined> }} request
 *   the request's target (with the base path) and headers
 * @param {string} [basePath]
 * @returns {import('./pageHeaders.mjs').PageHeaders | null}
 */
export function frontDoorDecision({ method, url, headers }, basePath = '') {
  const { pathname, search, searchParams } = targetUrl(url);
  if (basePath && !pathname.startsWith(`${basePath}/`)) return null;
  const path = pathname.slice(basePath.length);
  const found = matchRoute(path);
  if (!found || found.route.requiresAuth) return null;
  const userAgent = headerValue(headers, 'user-agent');
  if (isWeChat(userAgent)) return null;
  const guard = buildGuardState(
    found.route,
    found.params,
    searchParams,
    userAgent,
    cookieValue(headerValue(headers, 'cookie'), THEME_COOKIE) || undefined,
  );
  return pageHeaders({ method, url: path + search, headers }, guard, false);
}

/**
 * `handle` behind the front door: the mark dropped from every request, as a client may have sent it, then set
 * (with this process's token) on the pages the door decided, with their headers.
 *
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {{ basePath?: string, token?: string | null }} [options]
 */
export function frontDoor(handle, { basePath = '', token = siteServerToken() } = {}) {
  return (req, res) => {
    delete req.headers[FRONT_DOOR_HEADER];
    const decided = token
      ? frontDoorDecision(
          { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers },
          basePath,
        )
      : null;
    if (decided) {
      Object.assign(req.headers, decided.request, { [FRONT_DOOR_HEADER]: token });
      for (const [name, value] of decided.response) {
        // As Next applies a proxy's answer: each header set, but cookies added to any already set.
        const had = name === 'set-cookie' ? res.getHeader(name) : undefined;
        res.setHeader(name, had === undefined ? value : [had, value].flat().map(String));
      }
    }
    return handle(req, res);
  };
}
