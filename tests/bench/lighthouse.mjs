// `npm run bench:lighthouse`: Lighthouse (mobile defaults) on Next's own floor (tests/bench/nextFloor.mjs: the
// smallest Next page, built and scored in the same run), home, a column, a news article, a photo set, a video
// article, the accounts' influence ranking and an account's page (held to the articles' budgets), median of 5 runs each (BENCH_RUNS), in the system Chromium. The pages take turns run by run, so a
// machine whose load drifts moves every row alike. Prints score, FCP, LCP, TBT, CLS and the JavaScript each page
// loads (gzipped size), split into Next's runtime and ours, and each page's TBT and LCP beside the floor's.
// Figures, not a test: nothing here fails a build.
import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { userAgents } from 'lighthouse/core/config/constants.js';
import { launch } from 'chrome-launcher';
import { startNextFloor } from './nextFloor.mjs';
import { chromiumPath, discoverPages, startStack } from './stack.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const NEXT_VERSION = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version;
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * Chunks of Next's own client modules outside the root main files (next/link, say): webpack puts them in shared
 * chunks of their own. A chunk counts as Next's when every client module the routes' client reference manifests
 * name in it comes from next/dist; a chunk they name nothing in (ky, say) stays the site's.
 */
function nextModuleChunks() {
  globalThis.__RSC_MANIFEST = {};
  for (const file of filesUnder('.next/server/app')) {
    if (file.endsWith('_client-reference-manifest.js')) new Function(readFileSync(file, 'utf8'))();
  }
  const pathOfId = new Map();
  for (const manifest of Object.values(globalThis.__RSC_MANIFEST)) {
    for (const [path, entry] of Object.entries(manifest.clientModules)) pathOfId.set(String(entry.id), path);
  }
  const chunks = new Set();
  for (const file of filesUnder('.next/static/chunks')) {
    if (!file.endsWith('.js')) continue;
    // The chunk's module factories: `{91:(e,t,r)=>{...},857:(...` at the top of its push call.
    const ids = [...readFileSync(file, 'utf8').matchAll(/[{,](\d+):(?:function\b|\()/g)].map((m) => m[1]);
    const named = ids.map((id) => pathOfId.get(id)).filter(Boolean);
    if (named.length > 0 && named.every((path) => path.includes('/node_modules/next/dist/'))) {
      chunks.add(`/_next/${file.slice('.next/'.length)}`);
    }
  }
  return chunks;
}

// Next's runtime (React, the router, the webpack loader) is what the build manifest loads on every page, and
// Next's own client modules; everything else is the site's code and the libraries it chose.
function runtimeChunks() {
  try {
    const manifest = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8'));
    return new Set([
      ...[...manifest.rootMainFiles, ...manifest.polyfillFiles].map((file) => `/_next/${file}`),
      ...nextModuleChunks(),
    ]);
  } catch {
    return new Set();
  }
}
/** Set once the stack is up: `npm start` builds first when the sources changed, renaming the runtime's files. */
let RUNTIME = new Set();
const isRuntime = (url) => RUNTIME.has(new URL(url).pathname.replace(/^.*?(\/_next\/)/, '$1'));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Scripts are measured gzipped, as the goals are stated, whatever the run's transfer used (the site serves brotli
 * to browsers that take it, which is smaller still).
 */
const gzipped = new Map();
async function gzipSize(url) {
  if (!gzipped.has(url)) {
    const body = Buffer.from(
      await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    gzipped.set(url, gzipSync(body).length);
  }
  return gzipped.get(url);
}

/** `isRuntime` tells Next's scripts from the page's own; every script of the floor is Next's. */
async function figures(lhr, isNext) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  const sizes = new Map(await Promise.all(scripts.map(async (item) => [item.url, await gzipSize(item.url)])));
  const bytes = (items) => items.reduce((sum, item) => sum + sizes.get(item.url), 0);
  return {
    score: lhr.categories.performance.score,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: bytes(scripts),
    ownJs: bytes(scripts.filter((item) => !isNext(item.url))),
  };
}

const floor = await startNextFloor();
const stack = await startStack().catch(async (error) => {
  await floor.stop();
  throw error;
});
RUNTIME = runtimeChunks();
const chrome = await launch({
  chromePath: chromiumPath(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-sync',
  ],
});

/** One request for `url` on a connection of its own, as Lighthouse's user agent: the answer's cache header. */
const requestAlone = (url) =>
  new Promise((resolve, reject) => {
    const headers = { 'user-agent': userAgents.mobile, connection: 'close' };
    get(url, { agent: false, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.headers['x-xy-cache']));
    }).on('error', reject);
  });

/**
 * The page in every site worker's cache before Lighthouse asks for it. Each worker keeps its own, and connections
 * go to the workers in turn, so one request (or several on one kept-alive connection) warms only one: Lighthouse
 * then met a render in the other half of its runs (server response 250 ms, in its simulated TTFB and LCP). Asked on
 * new connections until four answers in a row come from a cache; the floor, which keeps nothing, is asked once.
 */
async function warm(url) {
  let inARow = 0;
  for (let tries = 0; tries < 20 && inARow < 4; tries += 1) {
    const cache = await requestAlone(url);
    if (cache === undefined) return;
    inARow = cache === 'MISS' ? 0 : inARow + 1;
  }
}

/** One Lighthouse run; a reader of a published page meets the page cache (or a CDN), not a render. */
async function score(url, isNext) {
  await warm(url);
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  return figures(result.lhr, isNext);
}

const beside = (value, floorValue) => {
  const difference = value - floorValue;
  return `${difference > 0 ? '+' : ''}${difference.toFixed(0)}`;
};

try {
  const pages = await discoverPages(stack.url);
  const targets = [
    { name: 'floor', url: floor.url + floor.path, path: `Next ${NEXT_VERSION} floor`, isNext: () => true },
    ...Object.entries(pages).map(([name, path]) => ({
      name,
      url: stack.url + path,
      path,
      isNext: isRuntime,
    })),
  ];
  const runs = new Map(targets.map((target) => [target.name, []]));
  for (let i = 0; i < RUNS; i += 1) {
    for (const target of targets) runs.get(target.name).push(await score(target.url, target.isNext));
  }
  console.log(`Lighthouse ${RUNS}x per page against ${stack.url} (mobile emulation, simulated throttling)\n`);
  console.log(
    'page     score  FCP ms  LCP ms  TBT ms  CLS     JS KB (gzip)  own JS KB  TBT vs floor  LCP vs floor',
  );
  const medians = (name) => {
    const m = (key) => median(runs.get(name).map((run) => run[key]));
    return Object.fromEntries(
      ['score', 'fcp', 'lcp', 'tbt', 'cls', 'js', 'ownJs'].map((key) => [key, m(key)]),
    );
  };
  const base = medians('floor');
  for (const target of targets) {
    const m = medians(target.name);
    console.log(
      [
        target.name.padEnd(8),
        m.score.toFixed(2).padStart(5),
        m.fcp.toFixed(0).padStart(7),
        m.lcp.toFixed(0).padStart(7),
        m.tbt.toFixed(0).padStart(7),
        m.cls.toFixed(3).padStart(6),
        (m.js / 1024).toFixed(1).padStart(13),
        (m.ownJs / 1024).toFixed(1).padStart(10),
        beside(m.tbt, base.tbt).padStart(13),
        beside(m.lcp, base.lcp).padStart(13),
        `  ${target.path}`,
      ].join(' '),
    );
  }
} finally {
  await chrome.kill();
  await stack.stop();
  await floor.stop();
}
