// The production site server: Next's request handler inside the site's pipeline (lib/server/siteHandler.mjs:
// compression, the HTML micro-cache, scripts after the first paint), in a worker per core (`SITE_WORKERS`,
// default the machine's available parallelism; node:cluster shares the port). `npm start` runs this instead of
// `next start`; `npm run dev` keeps Next's own dev server, uncompressed, with no cache and no rewriting.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { basePathFrom } from '../config/env.mjs';
import { startWithSecrets } from '../contract/secrets.mjs';
import { makeSiteServerToken } from '../guard/siteServerToken.mjs';
import { revalidateFanOut } from './revalidateFanOut.mjs';
import { siteHandler } from './siteHandler.mjs';
import { liveSocketRelay } from './socketRelay.mjs';
import { clientErrorHandler } from './tooLarge.mjs';

const PEERS_MESSAGE = 'xy:site-peers';
const LISTENING_MESSAGE = 'xy:site-listening';
const STOP_GRACE_MS = 10_000;

const port = Number(process.env.PORT || 3000);
const workers = Math.max(1, Math.floor(Number(process.env.SITE_WORKERS)) || availableParallelism());

/** The primary: starts the workers, tells each where the others listen, restarts one that dies, stops them all. */
function runPrimary() {
  const peers = new Map();
  let stopping = false;
  const fork = () => cluster.fork({ SITE_WORKER: '1' });
  cluster.on('message', (worker, message) => {
    if (message?.type !== LISTENING_MESSAGE) return;
    peers.set(worker.id, message.privatePort);
    const ports = [...peers.values()];
    for (const each of Object.values(cluster.workers ?? {})) each?.send({ type: PEERS_MESSAGE, ports });
    if (peers.size === workers) console.log(`Site ready on http://localhost:${port} (${workers} workers)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    const started = peers.delete(worker.id);
    if (!started && !stopping) {
      // One that never came up (a port taken, a build missing) would fail again: stop rather than loop.
      console.error(`site worker ${worker.process.pid} failed to start (${signal ?? code})`);
      process.exitCode = 1;
      stop();
    }
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    console.error(`site worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(), STOP_GRACE_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < workers; i += 1) fork();
}

/**
 * One server: the shared port, and (in a worker) a loopback port of its own, through which the page cache
 * refreshes stale pages in this worker and other workers hand on a publish's revalidation.
 */
async function runServer() {
  process.env.NODE_ENV = 'production';
  makeSiteServerToken();
  const { default: next } = await import('next');
  const app = next({
    dev: false,
    dir: new URL('../..', import.meta.url).pathname,
    hostname: 'localhost',
    port,
  });
  await app.prepare();
  const handle = app.getRequestHandler();
  let peers = [];
  const own = createServer();
  const site = siteHandler((req, res) => handle(req, res), {
    basePath: basePathFrom(),
    staticDir: new URL('../../.next/static', import.meta.url).pathname,
    publicDir: new URL('../../public', import.meta.url).pathname,
    selfPort: () => (cluster.isWorker ? own.address().port : port),
    fanOut: cluster.isWorker ? revalidateFanOut(() => peers) : undefined,
  });
  const server = createServer(site);
  server.keepAliveTimeout = 65_000;
  // A head over Node's limit is refused before `site` sees it: with a page in the reader's language, not empty.
  server.on('clientError', clientErrorHandler(basePathFrom()));
  // The live socket's upgrades go on to the backend's hub.
  server.on('upgrade', liveSocketRelay());
  const servers = [server];
  if (cluster.isWorker) {
    own.on('request', site);
    servers.push(own);
    process.on('message', (message) => {
      if (message?.type === PEERS_MESSAGE) peers = message.ports;
    });
    // Exclusive: a worker's listen(0) otherwise gets the port the cluster shares, the same for every worker, and
    // its own requests (a refresh, a publish handed on, a not-found page) would land on any of them.
    await new Promise((resolve) => own.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve));
  }
  server.listen(port, () => {
    if (cluster.isWorker) process.send?.({ type: LISTENING_MESSAGE, privatePort: own.address().port });
    else console.log(`Site ready on http://localhost:${port}`);
  });
  const stop = () => {
    let open = servers.length;
    for (const each of servers) {
      each.close(() => {
        open -= 1;
        if (open === 0) process.exit(0);
      });
      each.closeIdleConnections();
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// Started by a launcher, the environment has every secret; started alone, the primary takes the kept ones (the
// backend meets the same files), and the workers inherit them.
if (cluster.isPrimary) startWithSecrets();
if (cluster.isPrimary && workers > 1) runPrimary();
else await runServer();
