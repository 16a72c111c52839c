// `npm run bench:load`: autocannon against the running site; prints requests per second and p99 latency for an
// article as an anonymous reader, a signed-in reader (the demo member, signed in through the site) and a reader
// sending a garbage session cookie (both must reach 90% of the anonymous figure: public pages are the same for
// everyone), an article the page cache does not hold (a query string of its own per request: rendered every
// time, and not kept, as a page with a query is kept only from its second asking; target 300 req/s with p99
// under 300 ms), measured twice: as the site's new processes render their first
// pages ('miss, new': V8 is still compiling React's renderer and the page cache is filling), then after
// BENCH_MISS_WARM_SECONDS more of rendering, as a site in service renders (the target's row); a column, home,
// and the prefetches the client router sends for each link in view (a column's route tree and head, as from
// home: some thirty per view of home), and the tap on
// such a link (the article's payload below what home's reader holds, as Chromium sent it), the largest script
// the article loads, as a browser asks for it (brotli: the copy made at build time), and the article as copies of
// a link shared in WeChat ask for it (each with tags of its own, all one page in the cache). Figures, not a test. The three readers of
// the cached article take turns for ROUNDS rounds and each is reported by its median round, so a machine whose
// speed drifts during the run (2,000 req/s between two runs of one minute here) moves all three alike. Last, the
// same miss on Next's own floor (tests/bench/nextFloor.mjs: the smallest page, rendered per request by `next
// start`, one process), warmed alike, so the miss figure reads beside what Next itself renders on this machine;
// for both, the CPU time a page cost (read from /proc), which the machine's speed moves but its load does not.
import autocannon from 'autocannon';
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js';
import { startNextFloor } from './nextFloor.mjs';
import { cpuByGroup, stackGroup } from './processTree.mjs';
import { discoverPages, signedInCookie, startStack, uncached } from './stack.mjs';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const SHARED_RATIO_TARGET = 0.9;
const MISS_TARGET = { rps: 300, p99: 300 };
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const MISS_WARM_SECONDS = Number(process.env.BENCH_MISS_WARM_SECONDS || 20);

/** The article as copies of a link shared in WeChat ask for it: WeChat's tags, a nsukey of its own each time. */
function sharedCopies(path) {
  let n = 0;
  const from = ['singlemessage', 'groupmessage', 'timeline'];
  return [
    {
      setupRequest: (request) => ({
        ...request,
        path: `${path}?from=${from[(n += 1) % 3]}&isappinstalled=0&nsukey=${Date.now()}-${n}`,
      }),
    },
  ];
}

/** Chromium's Accept-Encoding: autocannon sends none, and every other row measures the pages as they are. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The largest of the scripts `path` loads, by its size as it is. */
async function largestScript(url, path) {
  const html = await (await fetch(url + path)).text();
  const scripts = [...new Set(html.match(/\/_next\/static\/chunks\/[^"]+?\.js/g))];
  const sizes = await Promise.all(
    scripts.map(async (script) => {
      const response = await fetch(url + script, { headers: { 'accept-encoding': 'identity' } });
      return [script, (await response.arrayBuffer()).byteLength];
    }),
  );
  return sizes.sort((a, b) => b[1] - a[1])[0][0];
}

/** Next's client router prefetching `path` from home: the route's tree, then its head, as a browser sends them. */
async function prefetches(path) {
  const parts = [
    { 'next-router-segment-prefetch': '/_tree' },
    { 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', {}, null, 'metadata-only'])) },
  ];
  return Promise.all(
    parts.map(async (part) => {
      const digest = await computeCacheBustingSearchParam(
        '1',
        part['next-router-segment-prefetch'],
        part['next-router-state-tree'],
        '/home',
      );
      const headers = { rsc: '1', 'next-router-prefetch': '1', 'next-url': '/home', ...part };
      return { method: 'GET', path: `${path}?_rsc=${digest}`, headers };
    }),
  );
}

/** A reader on home tapping a link to `path`: the page's payload below the router state the prefetch left. */
async function navigation(path) {
  const [, segment] = path.split('/');
  const tree = encodeURIComponent(
    JSON.stringify([
      '',
      { children: [segment, { children: ['__PAGE__', {}, null, null, 0] }, null, 'refetch', 0] },
      null,
      null,
      16,
    ]),
  );
  const digest = await computeCacheBustingSearchParam(undefined, undefined, tree, '/home');
  const headers = { rsc: '1', 'next-router-state-tree': tree, 'next-url': '/home' };
  return [{ method: 'GET', path: `${path}?_rsc=${digest}`, headers }];
}

const run = ({ url, headers = {}, requests }, duration) =>
  autocannon({ url, headers, requests, connections: CONNECTIONS, duration });

async function measure(target) {
  await run(target, 2);
  return run(target, DURATION);
}

/**
 * `target` rendered for MISS_WARM_SECONDS before it is measured: a server that has been rendering a while. With
 * `pid`, also what the measured run cost the processes from it down in CPU, by group (tests/bench/processTree.mjs),
 * as `result.cpu`.
 */
async function measureWarm(target, pid) {
  await run(target, MISS_WARM_SECONDS);
  const before = pid ? cpuByGroup(pid, stackGroup) : {};
  const result = await run(target, DURATION);
  if (pid) {
    const after = cpuByGroup(pid, stackGroup);
    result.cpu = Object.fromEntries(
      Object.keys(after).map((group) => [group, after[group] - (before[group] ?? 0)]),
    );
  }
  return result;
}

/** Milliseconds of CPU per answered request that `result`'s run cost `group`. */
const cpuPerRequest = (result, group) =>
  result.cpu?.[group] !== undefined ? ((result.cpu[group] * 1000) / result.requests.total).toFixed(1) : '?';

/** The round whose throughput is the median of `results`. */
const median = (results) =>
  [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(results.length / 2)];

/** Each of `targets` measured in turn, round after round, by its median round. */
async function inTurns(targets) {
  for (const [, target] of targets) await run(target, 2);
  const rounds = new Map(targets.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, target] of targets) rounds.get(name).push(await run(target, DURATION));
  }
  return targets.map(([name, target]) => [name, target, median(rounds.get(name))]);
}

const stack = await startStack();
try {
  const pages = await discoverPages(stack.url);
  const cookie = await signedInCookie(stack.url);
  const news = stack.url + pages.news;
  const shared = [
    ['news', { url: news }],
    ['signed-in', { url: news, headers: { cookie } }],
    ['garbage', { url: news, headers: { cookie: 'xy-session=not-a-sealed-session' } }],
  ];
  const missTarget = { url: news, requests: uncached(pages.news) };
  const alone = [
    ['column', { url: stack.url + pages.column }],
    ['home', { url: stack.url + pages.home }],
    ['prefetch', { url: stack.url + pages.column, requests: await prefetches(pages.column) }],
    ['navigation', { url: news, requests: await navigation(pages.news) }],
    ['script', { url: stack.url + (await largestScript(stack.url, pages.news)), headers: BROWSER_ENCODINGS }],
    ['shared', { url: news, requests: sharedCopies(pages.news), label: `${pages.news}, WeChat's tags` }],
  ];
  console.log(
    `autocannon ${CONNECTIONS} connections x ${DURATION} s per run against ${stack.url}; ` +
      `the first three: median of ${ROUNDS} rounds taken in turn\n`,
  );
  console.log('run          req/s   p50 ms  p99 ms  non-2xx  errors');
  const measured = await inTurns(shared);
  measured.push(['miss, new', missTarget, await measure(missTarget)]);
  measured.push([
    'miss',
    { ...missTarget, label: `the same after ${MISS_WARM_SECONDS} s more` },
    await measureWarm(missTarget, stack.pid),
  ]);
  for (const [name, target] of alone) measured.push([name, target, await measure(target)]);
  const floor = await startNextFloor();
  try {
    const target = {
      url: floor.url + floor.renderPath,
      requests: uncached(floor.renderPath),
      label: "Next's smallest page, next start",
    };
    measured.push(['floor miss', target, await measureWarm(target, floor.pid)]);
  } finally {
    await floor.stop();
  }
  const results = {};
  for (const [name, target, result] of measured) {
    results[name] = result;
    console.log(
      [
        name.padEnd(11),
        result.requests.average.toFixed(0).padStart(7),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(7),
        String(result.non2xx).padStart(8),
        String(result.errors).padStart(7),
        `  ${target.label ?? new URL(target.url).pathname}`,
      ].join(' '),
    );
  }
  const anonymous = results.news.requests.average;
  console.log('');
  for (const name of ['signed-in', 'garbage']) {
    const ratio = results[name].requests.average / anonymous;
    const verdict = ratio >= SHARED_RATIO_TARGET ? 'ok' : `BELOW ${SHARED_RATIO_TARGET}`;
    console.log(`${name} / anonymous: ${ratio.toFixed(2)} (${verdict})`);
  }
  const miss = results.miss;
  const missOk = miss.requests.average >= MISS_TARGET.rps && miss.latency.p99 < MISS_TARGET.p99;
  console.log(
    `cache miss: ${miss.requests.average.toFixed(0)} req/s, p99 ${miss.latency.p99} ms ` +
      `(target >= ${MISS_TARGET.rps} req/s, p99 < ${MISS_TARGET.p99} ms: ${missOk ? 'met' : 'NOT MET'}); ` +
      `${(miss.requests.average / results['floor miss'].requests.average).toFixed(2)} of Next's floor`,
  );
  // What a render costs, whatever else the machine is doing: CPU time per page, the site's (all its workers)
  // against Next's floor's, and what the site's calls cost the backend.
  if (miss.cpu)
    console.log(
      `CPU per uncached page: site ${cpuPerRequest(miss, 'site')} ms, backend ${cpuPerRequest(miss, 'backend')} ms; ` +
        `Next's floor ${cpuPerRequest(results['floor miss'], 'site')} ms`,
    );
} finally {
  await stack.stop();
}
