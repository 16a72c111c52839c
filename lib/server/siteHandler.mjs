// The site's request pipeline around Next's handler, outermost first: a URL too long refused with its page
// (lib/server/tooLarge.mjs), the demo media's site-relative addresses below the base path (lib/server/demoMedia.mjs),
// the build's scripts and stylesheets in the encodings made at build time
// (lib/server/staticAssets.mjs; other files, the build's and public/'s, go to Next past the page cache and its
// render gate), the forwarded headers settled (lib/config/forwarding.mjs: the reader's address from
// the socket or the trusted proxies, never from a client's header), compression (gzip or brotli, as the reader
// takes), the HTML micro-cache (lib/server/cachingHandler.mjs) with its render gate (lib/server/renderGate.mjs),
// scripts loaded after the first paint (lib/server/lateScripts.mjs), and the front door, which works out a page's
// guard instead of Next's proxy where it can (lib/server/frontDoor.mjs). The cache keeps pages as rewritten and
// before compression; Next itself is built with `compress: false`, since its pages are rewritten after it renders
// them.
import compression from 'compression';
import { settleForwardedHeaders, trustedProxyHops } from '../config/forwarding.mjs';
import { cachingHandler } from './cachingHandler.mjs';
import { demoMediaUnderBase } from './demoMedia.mjs';
import { frontDoor } from './frontDoor.mjs';
import { lateScriptsHandler } from './lateScripts.mjs';
import { renderConcurrency, RenderGate } from './renderGate.mjs';
import { fileRequests, staticAssetHandler } from './staticAssets.mjs';
import { refuseLongUrl } from './tooLarge.mjs';

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {Parameters<typeof cachingHandler>[1] & { staticDir?: string, publicDir?: string }} [options]
 *   `staticDir`: the build's `.next/static`, whose precompressed copies are served without Next; `publicDir`: the
 *   site's `public/`, whose files Next serves past the page cache.
 */
export function siteHandler(handle, { staticDir, publicDir, ...options } = {}) {
  // Read once, at start: a bad value stops the server rather than failing each request.
  const hops = trustedProxyHops();
  const gate = new RenderGate({ concurrency: renderConcurrency() });
  const compress = compression();
  const door = frontDoor(handle, { basePath: options.basePath });
  const site = cachingHandler(lateScriptsHandler(door), { gate, ...options });
  const serveStatic = staticDir
    ? staticAssetHandler({ dir: staticDir, basePath: options.basePath })
    : () => false;
  const isFile = fileRequests({ publicDir, basePath: options.basePath });
  return (req, res) => {
    if (refuseLongUrl(req, res, options.basePath)) return;
    demoMediaUnderBase(req, options.basePath ?? '');
    if (serveStatic(req, res)) return;
    settleForwardedHeaders(req.headers, req.socket.remoteAddress, hops);
    const answer = isFile(req) ? door : site;
    compress(req, res, () => answer(req, res));
  };
}
