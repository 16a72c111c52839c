// The mark of a page whose guard the site server's front door worked out (lib/server/frontDoor.mjs), so Next's
// proxy is not invoked for it (proxy.ts's matcher skips requests that carry the header) and the page trusts the
// guard it was given. The value is the site server's token (lib/guard/siteServerToken.mjs); the front door drops
// the header from whatever a client sends, and a page given a header without the token (a client's, under
// `next dev`) takes none of the guard headers as given.
import { siteServerToken } from './siteServerToken.mjs';

export const FRONT_DOOR_HEADER = 'x-xy-front-door';

/**
 * Whether the guard headers of a request whose front-door header is `mark` may be trusted: the proxy set them
 * (no mark: the proxy runs for every page request without one), or the front door did (this process's token).
 *
 * @param {string | null} mark
 */
export function guardHeadersTrusted(mark, token = siteServerToken()) {
  return mark === null || (token !== null && mark === token);
}
