/**
 * URL checks for media and paper-edition links (spec section 5).
 *
 * A "secure" video source is one the site must not hand to the player as it is: an opaque id or encrypted
 * token that is resolved to a playable address through the video-on-demand service. Anything that parses
 * as an http, https or ftp URL is a plain address. Other schemes (javascript:, data:) count as secure for
 * the same reason: they are then never used as a player address directly.
 */

const PLAIN_VIDEO_PROTOCOLS = new Set(['http:', 'https:', 'ftp:']);
const HTTP_PROTOCOLS = new Set(['http:', 'https:']);

// The WHATWG parser lower-cases the scheme and host (HTTP://X.COM is http://x.com/), so the sets above
// need only the lower-case forms. It also rejects http:// and ftp:// without a host.
function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function isUrlWithHost(value: string, protocols: ReadonlySet<string>): boolean {
  const url = parse(value.trim());
  return url !== null && protocols.has(url.protocol) && url.hostname !== '';
}

/** True for an absolute http or https URL with a host, as required before opening the paper edition. */
export function isValidHttpUrl(url: string | null | undefined): boolean {
  return typeof url === 'string' && isUrlWithHost(url, HTTP_PROTOCOLS);
}

/** True when `src` is non-blank and not an http, https or ftp URL, i.e. an id or token to resolve first. */
export function isSecureVideoSource(src: string | null | undefined): boolean {
  if (typeof src !== 'string' || src.trim() === '') return false;
  return !isUrlWithHost(src, PLAIN_VIDEO_PROTOCOLS);
}

/**
 * A same-site path or an http(s) address: what a player or frame may load directly. `//host` and `/\host` are
 * another host's (browsers read both as protocol-relative), so neither counts as a path here.
 */
export const isPlayableSource = (src: string) => /^\/(?![\\/])/.test(src) || /^https?:\/\//i.test(src);
