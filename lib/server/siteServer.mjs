// The production site server: Next's request handler inside the site's pipeline (lib/server/siteHandler.mjs:
// compression, the HTML micro-cache, scripts after the first paint). `npm start` runs this instead of
// `next start`; `npm run dev` keeps Next's own dev server, uncompressed, with no cache and no rewriting.
import { createServer } from 'node:http';
import { basePathFrom } from '../config/env.mjs';
import { siteHandler } from './siteHandler.mjs';

process.env.NODE_ENV = 'production';
const { default: next } = await import('next');
const port = Number(process.env.PORT || 3000);
const app = next({
  dev: false,
  dir: new URL('../..', import.meta.url).pathname,
  hostname: 'localhost',
  port,
});
await app.prepare();
const handle = app.getRequestHandler();
const server = createServer(
  siteHandler((req, res) => handle(req, res), { basePath: basePathFrom(), selfPort: () => port }),
);
server.keepAliveTimeout = 65_000;
server.listen(port, () => console.log(`Site ready on http://localhost:${port}`));
const stop = () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
