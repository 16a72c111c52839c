// `npm run bench:live`: the live hub's fan-out. It builds the backend, runs it on a fresh in-memory database of the
// demo on port 4360 + BENCH_PORT_OFFSET, connects LIVE_CLIENTS sockets (default 10,000) subscribed to one live,
// changes the live's status through the ingest API and reports how long after the ingest call returned every
// socket had the message (p50, p99, max), and the process's memory per connection (server and clients both live
// in this process, so the figure is an upper bound for the hub). With REDIS_URL it repeats the round with a second
// instance on the same database and Redis, half the sockets on each, the status changed through the first.
// Figures, not a test: exits 1 only when a socket never heard the message. The file-descriptor limit is raised
// (`ulimit -n` up to its hard limit) by re-running itself under a shell.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import { benchSecrets } from './benchSecrets.mjs';

const CLIENTS = Number(process.env.LIVE_CLIENTS || 10_000);
if (!process.env.LIVE_BENCH_CHILD) {
  const result = spawnSync(
    'sh',
    [
      '-c',
      `ulimit -n $(ulimit -Hn) 2>/dev/null; exec "${process.execPath}" ${process.execArgv.join(' ')} "$0"`,
      process.argv[1],
    ],
    { stdio: 'inherit', env: { ...process.env, LIVE_BENCH_CHILD: '1' } },
  );
  process.exit(result.status ?? 1);
}

const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const PORTS = [4360 + OFFSET, 4361 + OFFSET];
const TOKEN = 'linjiang-live-demo';

execFileSync('npm', ['run', '--silent', 'build:backend'], { stdio: 'inherit' });
const dist = new URL('../../backend/dist/backend/', import.meta.url);
const load = (path) => import(new URL(path, dist).href);
const { buildApp } = await load('app.js');
const { loadConfig } = await load('core/config.js');
const { openDatabase } = await load('core/database.js');
const { seedIfEmpty } = await load('domains.js');

const env = {
  LOG_LEVEL: 'warn',
  API_VERSION: '2',
  RATE_LIMIT_MAX: '1000000',
  REDIS_KEY_PREFIX: `bench-live-${randomBytes(4).toString('hex')}:`,
  ...benchSecrets(),
};
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
await seedIfEmpty(database.db);

async function start(port, redisUrl) {
  const config = { ...loadConfig(env), redisUrl };
  // Every bench socket comes from 127.0.0.1: the per-address cap is lifted, the rest stays as deployed.
  const app = buildApp({
    db: database.db,
    dbKind: database.kind,
    config,
    hubLimits: { perAddress: CLIENTS + 10 },
  });
  await app.listen({ host: '127.0.0.1', port, backlog: 4096 });
  return { app, config };
}

const ingest = (port, method, path, body) =>
  fetch(`http://127.0.0.1:${port}/ingest${path}`, {
    method,
    headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((answer) => answer.json());

/** Opens `count` sockets on `port`, subscribed to `fileId`, a few hundred at a time. */
async function connectAll(port, fileId, count, onStatus) {
  const sockets = [];
  for (let opened = 0; opened < count;) {
    const batch = Math.min(500, count - opened);
    await Promise.all(
      Array.from({ length: batch }, () => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/${TOKEN}`);
        sockets.push(socket);
        return new Promise((resolve, reject) => {
          socket.on('message', (raw) => {
            const text = raw.toString();
            if (text.includes('"live_status_subscribe"')) resolve();
            else if (text.includes('"live_status"')) onStatus();
          });
          socket.once('open', () =>
            socket.send(JSON.stringify({ type: 'live_status_subscribe', data: { fileId } })),
          );
          socket.once('error', reject);
        });
      }),
    );
    opened += batch;
  }
  return sockets;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const ms = (value) => `${value.toFixed(1)} ms`;

async function round(label, ports, fileId) {
  const arrivals = [];
  const heard = () => arrivals.push(performance.now());
  global.gc?.();
  const before = process.memoryUsage();
  const sockets = [];
  const share = Math.ceil(CLIENTS / ports.length);
  for (const port of ports) sockets.push(...(await connectAll(port, fileId, share, heard)));
  await new Promise((resolve) => setTimeout(resolve, 500));
  global.gc?.();
  const after = process.memoryUsage();
  const perConnection = (after.rss - before.rss) / sockets.length / 1024;
  const heapPerConnection = (after.heapUsed - before.heapUsed) / sockets.length / 1024;
  const status = arrivals.length % 2 === 0 ? 1 : 2;
  const answer = await ingest(ports[0], 'PUT', `/lives/${fileId}`, { status });
  const returnedAt = performance.now();
  if (answer.status !== 0) throw new Error(`ingest answered ${JSON.stringify(answer)}`);
  const deadline = Date.now() + 10_000;
  while (arrivals.length < sockets.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const delays = arrivals.map((at) => Math.max(0, at - returnedAt)).sort((a, b) => a - b);
  console.log(
    `${label}: ${arrivals.length}/${sockets.length} sockets heard the status; after the ingest call returned ` +
      `p50 ${ms(percentile(delays, 50) ?? 0)}, p99 ${ms(percentile(delays, 99) ?? 0)}, max ${ms(delays.at(-1) ?? 0)}; ` +
      `memory per connection (hub and client together) ${perConnection.toFixed(1)} KB RSS, ${heapPerConnection.toFixed(1)} KB heap`,
  );
  for (const socket of sockets) socket.terminate();
  await new Promise((resolve) => setTimeout(resolve, 500));
  return arrivals.length === sockets.length;
}

const first = await start(PORTS[0], undefined);
const article = await ingest(PORTS[0], 'POST', '/articles', {
  title: '直播｜压测直播',
  columnID: 1,
  articleType: 6,
});
const fileId = article.data.fileId;
let complete = await round(`one instance, ${CLIENTS} sockets`, [PORTS[0]], fileId);
await first.app.close();

if (process.env.REDIS_URL) {
  const [a, b] = [await start(PORTS[0], process.env.REDIS_URL), await start(PORTS[1], process.env.REDIS_URL)];
  complete = (await round(`two instances through Redis, ${CLIENTS} sockets`, PORTS, fileId)) && complete;
  await Promise.all([a.app.close(), b.app.close()]);
} else {
  console.log('REDIS_URL is not set: the two-instance round is skipped');
}
await database.close();
process.exit(complete ? 0 : 1);
