/**
 * URL checks for attributes of untrusted HTML (article bodies from the CMS). Pure and client-safe.
 *
 * The value checked is the one a browser would follow: attribute values arrive with entities already
 * decoded by the HTML parser, and browsers drop tabs and newlines anywhere in a URL and control characters
 * or spaces at its ends (WHATWG URL), so `jav&#x09;ascript:` and ` JAVASCRIPT:` are caught as scripts.
 */

export type SafeUrl =
  /** An absolute http(s) URL, normalised by the URL parser. */
  | { kind: 'http'; url: string; host: string }
  /** A path, query or fragment on this site. `rootRelative` when it starts with a single `/`. */
  | { kind: 'relative'; url: string; rootRelative: boolean }
  | { kind: 'mailto' | 'tel'; url: string };

const TAB_OR_NEWLINE = /[\t\n\r]/g;
const EDGE_CONTROLS_OR_SPACES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// A control character left inside a URL is either an attack or garbage; neither is worth keeping.
const CONTROL = /[\u0000-\u001f\u007f]/;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
// `//host`, and `/\host` or `\\host`, which browsers read the same way for http(s) pages.
const PROTOCOL_RELATIVE = /^[\\/]{2}/;

function parseHttp(value: string): SafeUrl | null {
  try {
    const url = new URL(value);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    return { kind: 'http', url: url.href, host: url.hostname };
  } catch {
    return null;
  }
}

/**
 * Classifies `raw` as http(s), relative, mailto or tel; anything else (javascript:, data:, vbscript:,
 * file:, blob: ...) and anything unparseable is null. Protocol-relative URLs become https, since the site
 * is served over https and an http page would block them as mixed content anyway.
 */
export function parseSafeUrl(raw: string | null | undefined): SafeUrl | null {
  if (typeof raw !== 'string') return null;
  const value = raw.replace(TAB_OR_NEWLINE, '').replace(EDGE_CONTROLS_OR_SPACES, '');
  if (value === '' || CONTROL.test(value)) return null;
  if (PROTOCOL_RELATIVE.test(value)) return parseHttp(`https://${value.replace(/^[\\/]+/, '')}`);
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return { kind: 'relative', url: value, rootRelative: value.startsWith('/') };
  if (scheme === 'http' || scheme === 'https') return parseHttp(value);
  if (scheme === 'mailto' || scheme === 'tel') return { kind: scheme, url: value };
  return null;
}

/** An image, video, audio or poster address: absolute http(s) or root-relative, else null. */
export function safeMediaSrc(raw: string | null | undefined): string | null {
  const parsed = parseSafeUrl(raw);
  if (parsed?.kind === 'http') return parsed.url;
  if (parsed?.kind === 'relative' && parsed.rootRelative) return parsed.url;
  return null;
}

/** `src` resolved against `base` when it is an http(s) URL; undefined otherwise. */
export function absoluteHttpUrl(src: string | null | undefined, base: string): string | undefined {
  if (!src?.trim()) return undefined;
  try {
    const url = new URL(src.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
