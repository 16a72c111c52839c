// Whose word about a client's address the backend takes. The site relays its readers' calls and makes calls on
// their behalf, so it names the reader in X-Forwarded-For and proves it is the site with the shared secret header
// (SITE_FORWARD_SECRET). A proxy at a configured address (TRUST_PROXY) is believed too. From anyone else the
// forwarded headers are dropped and the socket's address is the client: a header a client makes up never counts,
// so no per-address limit (writes, tokens, SMS codes, verify images) can be dodged with a new one each time.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { SITE_FORWARD_SECRET_HEADER } from '../../lib/contract/forwarding.js';
import { safeEqual } from './secrets.js';

const FORWARDED_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
  'x-real-ip',
];

export interface ForwardingConfig {
  /** proxy-addr names or ranges (`loopback`, `10.0.0.0/8`), comma or space separated; empty: none. */
  trustProxy: string;
  siteForwardSecret: string;
}

const lastEntry = (header: string | string[] | undefined) =>
  [header ?? []].flat().join(',').split(',').pop()?.trim() || undefined;

/**
 * Settles a request's forwarded headers before anything reads them: afterwards X-Forwarded-For is absent or
 * holds one address, the client's, as a believed sender named it. Fastify's `request.ip` then reads it with
 * `trustForwardedClient`.
 */
export function forwardingSettler({ trustProxy, siteForwardSecret }: ForwardingConfig) {
  const trusted = proxyAddr.compile(trustProxy.split(/[\s,]+/).filter(Boolean));
  return (raw: IncomingMessage): void => {
    const secret = raw.headers[SITE_FORWARD_SECRET_HEADER];
    delete raw.headers[SITE_FORWARD_SECRET_HEADER];
    const fromSite = typeof secret === 'string' && safeEqual(secret, siteForwardSecret);
    const viaProxy = !fromSite && trusted(raw.socket.remoteAddress ?? '', 0);
    // The site states the reader alone; a configured proxy's chain is walked through the proxies it trusts.
    const client = fromSite
      ? lastEntry(raw.headers['x-forwarded-for'])
      : viaProxy
        ? proxyAddr(raw, trusted)
        : undefined;
    for (const name of fromSite || viaProxy ? ['forwarded', 'x-real-ip'] : FORWARDED_HEADERS) {
      delete raw.headers[name];
    }
    if (client) raw.headers['x-forwarded-for'] = client;
    else delete raw.headers['x-forwarded-for'];
  };
}

/** Fastify's `trustProxy` once the headers are settled: the one forwarded address is the client. */
export const trustForwardedClient = (_address: string, hop: number) => hop === 0;
