// `npm run bench:ab -- <git ref> [page]`: what the change from <ref> to this checkout did to a page rendered per
// request (bench:load's cache miss: a query of its own per request), measured so that the machine's own drift
// cannot decide it. A runner's speed moves by 10–20% within minutes here, so two bench:load runs a few minutes
// apart cannot tell a 5% change. Both builds run at once, on one backend and its data, each with a worker per core,
// and take turns under the same load: ROUNDS rounds of BENCH_SECONDS each, the order swapped every round, after
// BENCH_MISS_WARM_SECONDS of rendering each. Printed per build: the median round's requests per second and p99,
// and the median CPU time a page cost its site processes (from /proc); then new ÷ old. Figures, not a test.
//
// <ref> is built once, from `git archive` (no worktree), in a folder of the system's temporary directory named by
// its commit, and kept there for the next comparison; the checkout is built as `npm start` builds it.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { resolveSecrets } from '../../lib/contract/secrets.mjs';
import { cpuByGroup, stackGroup } from './processTree.mjs';
import { discoverPages, startStack, uncached, waitFor } from './stack.mjs';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 6);
const WARM_SECONDS = Number(process.env.BENCH_MISS_WARM_SECONDS || 20);
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
// Between the site's 3300 + offset and Next's floor's 3350 + offset.
const OLD_PORT = 3340 + OFFSET;
const ROOT = resolve(new URL('../..', import.meta.url).pathname);

const [ref, pageArg] = process.argv.slice(2);
if (!ref) {
  console.error('usage: npm run bench:ab -- <git ref> [page path, default the first news article]');
  process.exit(2);
}

function sh(command, args, cwd, env = process.env) {
  execFileSync(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** `ref`'s tree, with this checkout's node_modules (hard links, else a copy) and its own build, made once. */
function builtCheckout(commit) {
  const dir = join(tmpdir(), 'xy-reader-ab', commit);
  if (existsSync(join(dir, '.next', 'xy-build.json'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.log(`Building ${commit.slice(0, 10)} in ${dir}...`);
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: ROOT, stdio: 'inherit' });
  try {
    sh('cp', ['-al', join(ROOT, 'node_modules'), dir], ROOT);
  } catch {
    sh('cp', ['-a', join(ROOT, 'node_modules'), dir], ROOT);
  }
  // Its launcher builds it as `npm start` would, and stamps the build.
  sh(process.execPath, ['-e', "import('./lib/server/launch/build.mjs').then((m) => m.ensureBuilt())"], dir, {
    ...process.env,
    XY_SITE_TYPES_CHECKED: '1',
  });
  return dir;
}

/** The old build's site server, on the stack's backend, with the stack's secrets and data folder. */
async function startOldSite(dir, backendUrl) {
  const dataDir = join(ROOT, '.data', 'bench');
  // Its data cache must be this backend's: a kept one may name other articles.
  rmSync(join(dir, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  const { values } = resolveSecrets({ DATA_DIR: dataDir });
  const child = spawn(process.execPath, ['lib/server/siteServer.mjs'], {
    cwd: dir,
    env: {
      ...process.env,
      ...values,
      PORT: String(OLD_PORT),
      BACKEND_URL: backendUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGTERM'));
  const url = `http://127.0.0.1:${OLD_PORT}`;
  await waitFor(`${url}/home.html`, Date.now() + 120_000, child);
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

const run = (side, seconds) =>
  autocannon({ url: side.url, requests: uncached(side.page), connections: CONNECTIONS, duration: seconds });

/** One round of `side`: its answers and the CPU milliseconds a page cost its site processes. */
async function round(side) {
  const before = cpuByGroup(side.pid, stackGroup).site ?? 0;
  const result = await run(side, DURATION);
  const after = cpuByGroup(side.pid, stackGroup).site ?? 0;
  if (result.non2xx || result.errors)
    console.warn(`${side.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuMs: ((after - before) * 1000) / Math.max(1, result.requests.total),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
  cwd: ROOT,
  encoding: 'utf8',
}).trim();
const oldDir = builtCheckout(commit);
const stack = await startStack();
const old = await startOldSite(oldDir, stack.backendUrl);
try {
  const page = pageArg ?? (await discoverPages(stack.url)).news;
  const sides = [
    { name: `old (${ref})`, url: old.url, pid: old.pid, page, rounds: [] },
    { name: 'new (this checkout)', url: stack.url, pid: stack.pid, page, rounds: [] },
  ];
  console.log(
    `${page} rendered per request, autocannon ${CONNECTIONS} connections; ${ROUNDS} rounds of ${DURATION} s each, ` +
      `in turns, after ${WARM_SECONDS} s of warming each`,
  );
  for (const side of sides) await run(side, WARM_SECONDS);
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const side of i % 2 ? [...sides].reverse() : sides) side.rounds.push(await round(side));
  }
  console.log('\nbuild                     req/s  p99 ms  CPU ms/page (site, median; rounds)');
  const summary = sides.map((side) => ({
    rps: median(side.rounds.map((r) => r.rps)),
    p99: median(side.rounds.map((r) => r.p99)),
    cpuMs: median(side.rounds.map((r) => r.cpuMs)),
  }));
  sides.forEach((side, i) => {
    const { rps, p99, cpuMs } = summary[i];
    console.log(
      `${side.name.padEnd(24)} ${rps.toFixed(0).padStart(6)} ${String(p99).padStart(7)}  ${cpuMs.toFixed(2)} ` +
        `(${side.rounds.map((r) => r.cpuMs.toFixed(2)).join(' ')})`,
    );
  });
  const [before, after] = summary;
  console.log(
    `\nnew ÷ old: req/s ${(after.rps / before.rps).toFixed(3)}, CPU per page ${(after.cpuMs / before.cpuMs).toFixed(3)}`,
  );
} finally {
  await old.stop();
  await stack.stop();
}
