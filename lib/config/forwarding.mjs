// Who the reader is and which address they asked for, decided in one place. The site server settles a request's
// forwarded headers before anything reads them (settleForwardedHeaders, from lib/server/siteHandler.mjs): the
// reader is the address of the socket it accepted, or what TRUST_PROXY_HOPS trusted proxies in front of the site
// say (default 0: no client header counts), and X-Forwarded-Host/-Proto are kept only from those proxies. Pages and
// routes then read the reader's address with readerAddressFrom and the site's origin with publicOrigin: SITE_URL
// when set, else the host asked for if it is one of SITE_HOSTS (default loopback). Plain JS: the site server
// imports it before Next is loaded.

const FORWARDED_FOR = 'x-forwarded-for';
const FORWARDED_HOST = 'x-forwarded-host';
const FORWARDED_PROTO = 'x-forwarded-proto';
/** Other ways a client may name an address; the site believes none of them and passes none on. */
const NEVER_BELIEVED = ['forwarded', 'x-real-ip', 'x-forwarded-port'];
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** TRUST_PROXY_HOPS: how many proxies in front of the site (a CDN, a load balancer) append to forwarded headers. */
export function trustedProxyHops(env = process.env) {
  const raw = env.TRUST_PROXY_HOPS ?? '';
  const hops = raw.trim() === '' ? 0 : Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUST_PROXY_HOPS must be an integer from 0 to 10, got "${raw}"`);
  }
  return hops;
}

const entries = (value) =>
  [value ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * What the trusted proxies say in a forwarded header: each appends, so the entry `hops` from the end is the one the
 * farthest of them wrote, about the client it saw; entries before it are the client's own claims. A shorter header
 * is all written by trusted proxies: its first entry. None with no trusted proxy.
 */
export function trustedEntry(value, hops) {
  const list = entries(value);
  if (hops === 0 || list.length === 0) return undefined;
  return list[Math.max(0, list.length - hops)];
}

/**
 * Settles the forwarded headers of a request the site server accepted, in place (Node's lower-case header object):
 * afterwards X-Forwarded-For holds the reader's one address, and X-Forwarded-Host/-Proto are there only as the
 * trusted proxies gave them.
 */
export function settleForwardedHeaders(headers, socketAddress, hops) {
  const reader = trustedEntry(headers[FORWARDED_FOR], hops) ?? socketAddress;
  const host = trustedEntry(headers[FORWARDED_HOST], hops);
  const proto = trustedEntry(headers[FORWARDED_PROTO], hops);
  for (const name of [FORWARDED_FOR, FORWARDED_HOST, FORWARDED_PROTO, ...NEVER_BELIEVED])
    delete headers[name];
  if (reader) headers[FORWARDED_FOR] = reader;
  if (host) headers[FORWARDED_HOST] = host;
  if (proto === 'http' || proto === 'https') headers[FORWARDED_PROTO] = proto;
}

/** The reader's address as the site server settled it (the last entry, should anything have appended since). */
export function readerAddressFrom(header) {
  return entries(header(FORWARDED_FOR)).at(-1) ?? null;
}

/** SITE_HOSTS: the hosts the site answers as, with or without a port (without: any port); loopback by default. */
export function allowedHosts(env = process.env) {
  const configured = (env.SITE_HOSTS ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  return configured.length > 0 ? configured : LOOPBACK_HOSTS;
}

const withoutPort = (host) => host.replace(/:\d+$/, '');

/**
 * The origin the request was sent to, never one a client made up: the host from the trusted proxies or the Host
 * header when it is allowed, else the first allowed host; the scheme from the trusted proxies, else http for
 * loopback and https for anything else.
 */
export function requestOrigin(header, env = process.env) {
  const hops = trustedProxyHops(env);
  const allowed = allowedHosts(env);
  const asked = (trustedEntry(header(FORWARDED_HOST), hops) ?? header('host') ?? '').toLowerCase();
  const host =
    HOST.test(asked) && allowed.some((entry) => entry === asked || entry === withoutPort(asked))
      ? asked
      : allowed[0];
  const forwardedProto = trustedEntry(header(FORWARDED_PROTO), hops);
  const proto =
    forwardedProto === 'http' || forwardedProto === 'https'
      ? forwardedProto
      : LOOPBACK_HOSTS.includes(withoutPort(host))
        ? 'http'
        : 'https';
  return `${proto}://${host}`;
}

/** The site's public origin, for canonical URLs, sitemaps, share links and the page cache: SITE_URL when set. */
export function publicOrigin(header, env = process.env) {
  return env.SITE_URL?.trim().replace(/\/+$/, '') || requestOrigin(header, env);
}
