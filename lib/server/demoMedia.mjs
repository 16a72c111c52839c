// The demo content (the backend's seed) names its media site-relative: `/demo/rain.svg`, files of public/demo. Next
// serves public/ below the base path, so on a site with one (`/wap/default`) such an address answered 404 and the
// demo's pictures, HLS clips and H5 page were missing. The site server hands it on below the base path, where Next
// serves the file (its type, ranges and caching as for any public file). The CMS's own media are absolute.

import { targetUrl } from '../routing/requestTarget.mjs';

const DEMO_MEDIA = '/demo/';

/**
 * `req.url` below `basePath` when it names the demo media; as it was otherwise. Judged on the normalised path, so
 * `/demo/../home.html` (the home page) is left alone.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {string} basePath
 */
export function demoMediaUnderBase(req, basePath) {
  if (!basePath || !req.url?.startsWith(DEMO_MEDIA)) return;
  const { pathname, search } = targetUrl(req.url);
  if (pathname.startsWith(DEMO_MEDIA)) req.url = basePath + pathname + search;
}
