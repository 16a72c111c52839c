// The token of this site server process: made once, before Next loads, so the server's own pipeline and the Next
// it runs (the proxy, the pages) share it, and no client can know it. The front door's mark (lib/guard/frontDoor.mjs)
// and the site server's own not-found renders (lib/server/notFoundRender.mjs) carry it.
import { randomBytes } from 'node:crypto';

const TOKEN_ENV = 'XY_SITE_SERVER_TOKEN';

/** Made by the site server before Next loads. */
export function makeSiteServerToken() {
  process.env[TOKEN_ENV] = randomBytes(24).toString('base64url');
}

/** This process's token: none under `next dev`, which has no site server. */
export const siteServerToken = () => process.env[TOKEN_ENV] || null;
