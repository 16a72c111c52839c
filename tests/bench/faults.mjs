// `npm run bench:faults`: the production build on a PostgreSQL and a Redis of its own, under steady reading and
// writing, through four faults in turn: the backend killed and restarted, PostgreSQL restarted, Redis stopped and
// started, the backend hung (SIGSTOP) and let go. For each it prints how long the fault lasted, the time from its
// end until a fresh render and a write both succeed again, the reader-visible errors (pages the page cache held;
// pages rendered afresh, with a query string of their own, whose data may come from the site's data cache; writes
// refused), the lines site and backend logged meanwhile and whether any acknowledged write was lost: every favourite's last
// acknowledged state and every article the CMS was told was published are checked at the end. Figures, not a
// test. Without PostgreSQL's programs (or permission to run them) the PostgreSQL fault is skipped and the
// backend runs on PGlite.
import { execFileSync, spawn } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { resolveSecrets } from '../../lib/contract/secrets.mjs';
import { ensureBuilt, root } from '../../lib/server/launch/build.mjs';
import { createReaderClient } from './readerClient.mjs';
import { crawlPages, DEMO_MEMBER, pageType } from './stack.mjs';

const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const SITE_PORT = 3320 + OFFSET;
const BACKEND_PORT = 4320 + OFFSET;
const PG_PORT = 5390 + OFFSET;
const REDIS_PORT = 6390 + OFFSET;
const OUTAGE_MS = Number(process.env.FAULT_OUTAGE_MS || 10_000);
const RECOVERY_LIMIT_MS = 120_000;
const SETTLE_MS = 5_000;
const OK = 0;

const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
const backendUrl = `http://127.0.0.1:${BACKEND_PORT}`;
const children = new Set();
const cleanups = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const DATA_DIR = join('.data', 'faults');
const logFile = (name) => join(root, DATA_DIR, `${name}.log`);
/** Lines each process has logged so far: a fault should be logged once, not once per request. */
const logLines = (name) =>
  existsSync(logFile(name)) ? readFileSync(logFile(name), 'utf8').split('\n').length - 1 : 0;

/** `log` names the file under DATA_DIR that takes the process's output. */
function start(command, args, env = {}, log) {
  const out = log ? openSync(logFile(log), 'a') : 'ignore';
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, log ? out : 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const stopChild = (child, signal = 'SIGTERM') =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill(signal);
  });

process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) cleanup();
});

async function waitFor(check, what, limitMs = 120_000) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what} did not come up`);
}

/** A throwaway PostgreSQL cluster; run as the postgres user when we are root (PostgreSQL refuses root). */
function ownPostgres() {
  let binDir;
  try {
    binDir = dirname(realpathSync(execFileSync('which', ['pg_ctl'], { encoding: 'utf8' }).trim()));
  } catch {
    return { skipped: 'pg_ctl was not found' };
  }
  const dir = mkdtempSync(join(tmpdir(), 'xy-faults-pg-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const asRoot = process.getuid?.() === 0;
  const run = (tool, args) => {
    const [command, full] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(binDir, tool), ...args]]
      : [join(binDir, tool), args];
    return execFileSync(command, full, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  const options = `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1`;
  try {
    if (asRoot) {
      const [uid, gid] = ['-u', '-g'].map((flag) =>
        Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' })),
      );
      chownSync(dir, uid, gid);
    }
    run('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    const ctl = (...args) =>
      run('pg_ctl', ['-D', join(dir, 'data'), '-o', options, '-l', join(dir, 'log'), '-w', ...args]);
    ctl('start');
    cleanups.push(() => {
      try {
        ctl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
    });
    return {
      url: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
      restart: () => ctl('-m', 'fast', 'restart'),
    };
  } catch (error) {
    return {
      skipped: `PostgreSQL could not be started here (${error.stderr?.toString().trim() || error.message})`,
    };
  }
}

function ownRedis() {
  if (!existsSync('/usr/bin/redis-server')) {
    try {
      execFileSync('which', ['redis-server']);
    } catch {
      return { skipped: 'redis-server was not found' };
    }
  }
  const args = ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  let server = start('redis-server', args);
  return {
    url: `redis://127.0.0.1:${REDIS_PORT}`,
    stop: () => stopChild(server),
    start: () => {
      server = start('redis-server', args);
    },
  };
}

// The running tallies: each phase counts what readers and writers met while it lasted.
const tally = { cachedPageErrors: 0, freshPageErrors: 0, writeFailures: 0, requests: 0 };
const resetTally = () =>
  Object.assign(tally, { cachedPageErrors: 0, freshPageErrors: 0, writeFailures: 0, requests: 0 });
let stopping = false;
/** What writers were told when a write failed, with counts, over the whole run. */
const failures = new Map();
const noteFailure = (what) => failures.set(what, (failures.get(what) ?? 0) + 1);

async function readers(pages) {
  const loop = async (offset, fresh) => {
    for (let i = offset; !stopping; i += 1) {
      const path = pages[i % pages.length];
      const address = fresh ? `${siteUrl}${path}?fault=${Date.now()}-${i}` : siteUrl + path;
      let ok = false;
      try {
        const response = await fetch(address, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        ok = response.status === 200;
      } catch {
        ok = false;
      }
      tally.requests += 1;
      if (!ok) tally[fresh ? 'freshPageErrors' : 'cachedPageErrors'] += 1;
      await sleep(50);
    }
  };
  await Promise.all([loop(0, false), loop(7, false), loop(3, true)]);
}

/** Each favourite's state after its last acknowledged write; a refused write makes it unknown until the next. */
const expectedFavourite = new Map();
const acknowledgedArticles = [];

async function writer(call, articleIds) {
  let token;
  for (let i = 0; !stopping; i += 1) {
    try {
      if (!token) {
        const login = await call('sso', 'passwordLogin', DEMO_MEMBER, { method: 'POST' });
        if (login.status !== OK) throw new Error(login.message);
        token = login.data.accessToken;
      }
      const fileId = articleIds[i % articleIds.length];
      const type = Math.floor(i / articleIds.length) % 2;
      expectedFavourite.set(fileId, 'unknown');
      const answer = await call('main', 'fav', { fileId, type }, { method: 'POST', token });
      if (answer.status !== OK) throw new Error(answer.message);
      expectedFavourite.set(fileId, type);
    } catch (error) {
      tally.writeFailures += 1;
      noteFailure(`favourite: ${error instanceof Error ? error.message : error}`);
    }
    tally.requests += 1;
    await sleep(100);
  }
}

async function publisher() {
  for (let n = 1; !stopping; n += 1) {
    try {
      const response = await fetch(`${backendUrl}/ingest/articles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secrets.ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          articleType: 0,
          columnID: 1,
          aStatus: 1,
          title: `故障演练第 ${n} 篇`,
          content: `<p>故障演练稿件 ${n}。</p>`,
        }),
        signal: AbortSignal.timeout(30_000),
      });
      if (response.ok) acknowledgedArticles.push((await response.json()).data.fileId);
      else {
        tally.writeFailures += 1;
        noteFailure(`publish: ingest answered ${response.status}`);
      }
    } catch (error) {
      tally.writeFailures += 1;
      noteFailure(`publish: ${error instanceof Error ? error.message : error}`);
    }
    await sleep(2_000);
  }
}

/** A fresh render of an article and a write both succeed: the reader-visible recovery. */
async function healthy(call, token, path, fileId) {
  try {
    const page = await fetch(`${siteUrl}${path}?probe=${Date.now()}`, { signal: AbortSignal.timeout(5_000) });
    await page.arrayBuffer();
    if (page.status !== 200) return false;
    const answer = await call('main', 'favStatus', { fileIds: fileId }, { token });
    return answer.status === OK;
  } catch {
    return false;
  }
}

let backend;
const backendEnv = {};
/** The stack's secrets (lib/contract/secrets.mjs), from its own data folder. */
let secrets;
const startBackend = () => {
  backend = start(process.execPath, ['backend/dist/backend/server.js'], backendEnv, 'backend');
};

try {
  await ensureBuilt();
  const postgres = ownPostgres();
  const redis = ownRedis();
  rmSync(join(root, DATA_DIR), { recursive: true, force: true });
  mkdirSync(join(root, DATA_DIR), { recursive: true });
  // As a launcher does: the secrets resolved once, in the data folder, and handed to both processes.
  secrets = resolveSecrets({ DATA_DIR: join(root, DATA_DIR) }).values;
  Object.assign(backendEnv, {
    ...secrets,
    BACKEND_PORT: String(BACKEND_PORT),
    DATA_DIR,
    RATE_LIMIT_MAX: '1000000',
    REDIS_KEY_PREFIX: `xy-faults-${process.pid}:`,
    SITE_REVALIDATE_URL: `${siteUrl}/api/revalidate`,
    LOG_LEVEL: 'warn',
    ...(postgres.url ? { DATABASE_URL: postgres.url } : { DATABASE_URL: '' }),
    ...(redis.url ? { REDIS_URL: redis.url } : { REDIS_URL: '' }),
  });
  startBackend();
  await waitFor(async () => (await fetch(`${backendUrl}/health`)).ok, 'the backend');
  start(
    process.execPath,
    ['lib/server/siteServer.mjs'],
    {
      ...secrets,
      PORT: String(SITE_PORT),
      BACKEND_URL: backendUrl,
      DATA_DIR,
      SITE_WORKERS: '1',
    },
    'site',
  );
  await waitFor(async () => (await fetch(`${siteUrl}/home.html`)).ok, 'the site');

  const pages = await crawlPages(siteUrl, 40, 10);
  const articlePaths = pages.filter((path) => pageType(path) === 'newsDetail');
  const call = createReaderClient({ url: siteUrl, signKey: secrets.API_SIGN_KEY, device: 'xy-faults' });
  const probe = await call('sso', 'passwordLogin', DEMO_MEMBER, { method: 'POST' });
  const probeToken = probe.data.accessToken;
  // The articles the member can favourite (a page of a link or a special may carry an id that is no article).
  const articleIds = [];
  for (const path of articlePaths) {
    const fileId = Number(/(\d+)\.html$/.exec(path)[1]);
    const added = await call('main', 'fav', { fileId, type: 1 }, { method: 'POST', token: probeToken });
    if (added.status !== OK) continue;
    articleIds.push(fileId);
    expectedFavourite.set(fileId, 1);
  }
  const isHealthy = () => healthy(call, probeToken, articlePaths[0], articleIds[0]);

  const faults = [
    {
      name: 'backend killed',
      begin: () => stopChild(backend, 'SIGKILL'),
      end: startBackend,
    },
    postgres.skipped
      ? { name: 'PostgreSQL restarted', skipped: postgres.skipped }
      : { name: 'PostgreSQL restarted', begin: () => postgres.restart(), end: () => {}, outageMs: 0 },
    redis.skipped
      ? { name: 'Redis stopped', skipped: redis.skipped }
      : { name: 'Redis stopped', begin: () => redis.stop(), end: () => redis.start() },
    {
      name: 'backend hung',
      begin: () => backend.kill('SIGSTOP'),
      end: () => backend.kill('SIGCONT'),
    },
  ];

  console.log(
    `faults against ${siteUrl} (backend on ${postgres.url ? 'its own PostgreSQL' : 'PGlite'}` +
      `${redis.url ? ' and its own Redis' : ''}); ${pages.length} pages, ${articleIds.length} articles written to\n`,
  );
  const traffic = Promise.all([readers(pages), writer(call, articleIds), publisher()]);
  await sleep(10_000);
  resetTally();
  await sleep(10_000);
  const baseline = { ...tally };
  const rows = [];
  for (const fault of faults) {
    if (fault.skipped) {
      rows.push({ name: fault.name, skipped: fault.skipped });
      continue;
    }
    resetTally();
    const logged = { site: logLines('site'), backend: logLines('backend') };
    const begun = Date.now();
    await fault.begin();
    await sleep(fault.outageMs ?? OUTAGE_MS);
    await fault.end();
    const ended = Date.now();
    await waitFor(isHealthy, `recovery from "${fault.name}"`, RECOVERY_LIMIT_MS);
    const recoveredMs = Date.now() - ended;
    await sleep(SETTLE_MS);
    rows.push({
      name: fault.name,
      outageMs: ended - begun,
      recoveredMs,
      ...tally,
      siteLog: logLines('site') - logged.site,
      backendLog: logLines('backend') - logged.backend,
    });
  }
  stopping = true;
  await traffic;

  const favourites = await call(
    'main',
    'favStatus',
    { fileIds: articleIds.join(',') },
    { token: probeToken },
  );
  const lostFavourites = (favourites.data?.list ?? []).filter(
    ({ fileId, faved }) => ![faved, 'unknown'].includes(expectedFavourite.get(fileId) ?? faved),
  ).length;
  const lostArticles = [];
  for (const fileId of acknowledgedArticles) {
    const response = await fetch(`${siteUrl}/newsDetail/1/${fileId}.html`);
    await response.arrayBuffer();
    if (response.status === 200) continue;
    // Lost from the database, or only from what the site shows? The backend's own answer tells which.
    const stored = await call('main', 'getArticleContent', { fileId });
    lostArticles.push(`${fileId} (page ${response.status}, backend status ${stored.status})`);
  }

  console.log(
    `baseline (10 s): ${baseline.requests} requests, ${baseline.cachedPageErrors + baseline.freshPageErrors} page errors, ` +
      `${baseline.writeFailures} write failures\n`,
  );
  console.log(
    'fault                  outage s  recovery s  requests  cached-page err  rendered err  write fail  log lines site/backend',
  );
  for (const row of rows) {
    if (row.skipped) {
      console.log(`${row.name.padEnd(22)} skipped: ${row.skipped}`);
      continue;
    }
    console.log(
      [
        row.name.padEnd(22),
        (row.outageMs / 1000).toFixed(1).padStart(8),
        (row.recoveredMs / 1000).toFixed(1).padStart(11),
        String(row.requests).padStart(9),
        String(row.cachedPageErrors).padStart(16),
        String(row.freshPageErrors).padStart(13),
        String(row.writeFailures).padStart(11),
        `${row.siteLog}/${row.backendLog}`.padStart(24),
      ].join(' '),
    );
  }
  for (const [what, count] of failures) console.log(`  ${count} x ${what}`);
  console.log(
    `\nacknowledged writes lost: ${lostFavourites} of ${articleIds.length} favourites, ` +
      `${lostArticles.length} of ${acknowledgedArticles.length} published articles ${lostArticles.join(' ')}`,
  );
  if (lostFavourites || lostArticles.length) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stopping = true;
  await Promise.all([...children].map((child) => stopChild(child)));
}
process.exit();
