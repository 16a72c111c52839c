// `npm run bench:live`: the live hub's fan-out. It builds the backend, runs it on a fresh in-memory database of the
// demo on port 4360 + BENCH_PORT_OFFSET, connects LIVE_CLIENTS sockets (default 10,000) subscribed to one live,
// changes the live's status through the ingest API and reports how long after the ingest call returned every
// socket had the message (p50, p99, max), and the hub's memory per connection (the readers run in a process of
// their own, tests/bench/liveClients.mjs). With REDIS_URL it repeats the round with a second
// instance on the same database and Redis, half the sockets on each, the status changed through the first.
// Figures, not a test: exits 1 only when a socket never heard the message. The file-descriptor limit is raised
// (`ulimit -n` up to its hard limit) by re-running itself under a shell.
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { benchSecrets } from './benchSecrets.mjs';
import { builtBackend } from './builtBackend.mjs';

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

const load = builtBackend();
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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const ms = (value) => `${value.toFixed(1)} ms`;

/** Readers on `ports` (tests/bench/liveClients.mjs), then one status change: when did each hear it. */
async function round(label, ports, fileId) {
  global.gc?.();
  const before = process.memoryUsage();
  const clients = fork(new URL('./liveClients.mjs', import.meta.url), [
    ports.join(','),
    String(fileId),
    String(CLIENTS),
    TOKEN,
  ]);
  const heard = (key) =>
    new Promise((resolve) => clients.once('message', (message) => resolve(message[key])));
  const connected = await heard('ready');
  await new Promise((resolve) => setTimeout(resolve, 500));
  global.gc?.();
  const after = process.memoryUsage();
  const perConnection = (after.rss - before.rss) / connected / 1024;
  const heapPerConnection = (after.heapUsed - before.heapUsed) / connected / 1024;
  const sentAt = performance.timeOrigin + performance.now();
  const answer = await ingest(ports[0], 'PUT', `/lives/${fileId}`, {
    status: (statusChanges += 1) % 2 === 1 ? 1 : 2,
  });
  const returnedAt = performance.timeOrigin + performance.now();
  if (answer.status !== 0) throw new Error(`ingest answered ${JSON.stringify(answer)}`);
  const collected = heard('arrivals');
  clients.send('collect');
  const arrivals = await collected;
  const since = (start) => arrivals.map((at) => Math.max(0, at - start)).sort((x, y) => x - y);
  const figures = (delays) =>
    `p50 ${ms(percentile(delays, 50) ?? 0)}, p99 ${ms(percentile(delays, 99) ?? 0)}, max ${ms(delays.at(-1) ?? 0)}`;
  console.log(
    `${label}: ${arrivals.length}/${connected} sockets heard the status; after the ingest call was sent ` +
      `${figures(since(sentAt))}; after it returned (${ms(returnedAt - sentAt)} later) ${figures(since(returnedAt))}; ` +
      `hub memory per connection ${perConnection.toFixed(1)} KB RSS, ${heapPerConnection.toFixed(1)} KB heap`,
  );
  await new Promise((resolve) => clients.once('exit', resolve));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return arrivals.length === connected && connected === CLIENTS;
}

let statusChanges = 0;
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
