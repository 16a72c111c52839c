// The live socket through the site (spec section 7: socket URL plus /ws/{token}): a reader's page opens it on the
// site's own origin, as it does every other call, and this hands the upgrade to the backend's hub byte for byte.
// The backend's port is for the site alone (the launchers bind it to loopback); only this path goes through.
// The reader's address goes with it, vouched for by SITE_FORWARD_SECRET as lib/api/readerHeaders.ts does, so the
// hub's per-address cap counts readers rather than the site.
import { connect } from 'node:net';
import { backendUrlFrom, basePathFrom } from '../config/env.mjs';
import { settleForwardedHeaders, trustedProxyHops } from '../config/forwarding.mjs';

/** lib/contract/forwarding.ts's SITE_FORWARD_SECRET_HEADER and liveSocket.ts's LIVE_SOCKET_PATH (tested equal). */
export const FORWARD_SECRET_HEADER = 'x-site-forward-secret';
export const SOCKET_PATH = '/ws/';

/** The raw request the backend gets: the reader's upgrade, path without the base path, host and vouching ours. */
export function relayedHead(req, path, backendHost, secret) {
  const headers = { ...req.headers, host: backendHost };
  delete headers[FORWARD_SECRET_HEADER];
  if (!secret) delete headers['x-forwarded-for'];
  else headers[FORWARD_SECRET_HEADER] = secret;
  const lines = Object.entries(headers).flatMap(([name, value]) =>
    [value].flat().map((each) => `${name}: ${each}`),
  );
  return [`GET ${path} HTTP/1.1`, ...lines, '', ''].join('\r\n');
}

/** The site server's `upgrade` listener: /ws/... goes to the backend, anything else is refused. */
export function liveSocketRelay(env = process.env) {
  const backend = new URL(backendUrlFrom(env));
  const basePath = basePathFrom(env);
  const hops = trustedProxyHops(env);
  return (req, socket, head) => {
    const url = req.url ?? '';
    if (
      req.method !== 'GET' ||
      !url.startsWith(`${basePath}${SOCKET_PATH}`) ||
      backend.protocol !== 'http:'
    ) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    settleForwardedHeaders(req.headers, req.socket.remoteAddress, hops);
    const upstream = connect(Number(backend.port || 80), backend.hostname);
    upstream.once('connect', () => {
      upstream.write(relayedHead(req, url.slice(basePath.length), backend.host, env.SITE_FORWARD_SECRET));
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
  };
}
