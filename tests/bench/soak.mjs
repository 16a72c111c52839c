// `npm run bench:soak`: mixed traffic against the production build for SOAK_SECONDS (default 600): anonymous
// readers over every page type a reader reaches from home, signed-in readers on the same pages, a write stream
// (favourites, subscriptions, sign-ins with wrong and right passwords) and the CMS publishing an article every
// 20 s. Every 10 s it prints throughput, p50/p99, errors and the resident memory of site and backend; at the end
// the totals and whether memory stayed flat (the last minute within 10% of the second). Figures, not a test.
import { randomBytes } from 'node:crypto';
import { memoryByGroup, stackGroup } from './processTree.mjs';
import { createReaderClient } from './readerClient.mjs';
import { crawlPages, DEMO_MEMBER, pageType, signedInCookie, startStack } from './stack.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS || 600);
const READERS = Number(process.env.SOAK_READERS || 8);
const SIGNED_IN_READERS = Number(process.env.SOAK_SIGNED_IN_READERS || 4);
const SAMPLE_MS = 10_000;
const PUBLISH_MS = 20_000;
const FLAT_TOLERANCE = 0.1;
const OK = 0;

const signKey = randomBytes(24).toString('hex');
const adminToken = randomBytes(24).toString('hex');
// Limits would refuse a soak's writes from one address; the soak is about staying up, not about limits.
const stack = await startStack({
  env: { API_SIGN_KEY: signKey, ADMIN_TOKEN: adminToken, RATE_LIMIT_MAX: '1000000' },
});

/** One sample window's latencies and counts, and the run's totals. */
const window = { latencies: [], requests: 0, errors: 0 };
const totals = { latencies: [], requests: 0, errors: 0, byKind: {} };
const errorExamples = new Map();

function record(kind, startedAt, error) {
  const ms = performance.now() - startedAt;
  for (const bucket of [window, totals]) {
    bucket.latencies.push(ms);
    bucket.requests += 1;
    if (error) bucket.errors += 1;
  }
  const counts = (totals.byKind[kind] ??= { requests: 0, errors: 0 });
  counts.requests += 1;
  if (error) {
    counts.errors += 1;
    errorExamples.set(`${kind}: ${error}`, (errorExamples.get(`${kind}: ${error}`) ?? 0) + 1);
  }
}

const percentile = (values, p) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function timed(kind, work) {
  const startedAt = performance.now();
  try {
    const problem = await work();
    record(kind, startedAt, problem);
  } catch (error) {
    record(kind, startedAt, error instanceof Error ? error.message : String(error));
  }
}

/** Set when the traffic starts, after the crawl and the sign-in. */
let endAt = Infinity;
const running = () => Date.now() < endAt;

async function reader(pages, offset, headers) {
  for (let i = offset; running(); i += 1) {
    const path = pages[i % pages.length];
    await timed(headers.cookie ? 'signed-in page' : 'page', async () => {
      const response = await fetch(stack.url + path, { headers });
      await response.arrayBuffer();
      return response.status === 200 ? null : `${path} answered ${response.status}`;
    });
  }
}

/** The envelope's status must be one of `expected`; anything else, or no envelope, is an error. */
const expectStatus = (answer, ...expected) =>
  expected.includes(answer.status) ? null : `${answer.http} status ${answer.status} ${answer.message ?? ''}`;

async function writer(articleIds, xyIds) {
  const call = createReaderClient({ url: stack.url, signKey, device: 'xy-soak-writer' });
  const signIn = async (password) =>
    call('sso', 'passwordLogin', { phone: DEMO_MEMBER.phone, password }, { method: 'POST' });
  let { data } = await signIn(DEMO_MEMBER.password);
  const token = () => data.accessToken;
  let wrongAnswer;
  for (let i = 0; running(); i += 1) {
    const fileId = articleIds[i % articleIds.length];
    const xyID = xyIds[i % xyIds.length];
    await timed('favourite', async () =>
      expectStatus(await call('main', 'fav', { fileId, type: 1 }, { method: 'POST', token: token() }), OK),
    );
    await timed('favourite', async () =>
      expectStatus(await call('main', 'fav', { fileId, type: 0 }, { method: 'POST', token: token() }), OK),
    );
    await timed('subscription', async () =>
      expectStatus(await call('main', 'topicSub', { xyID }, { method: 'POST', token: token() }), OK),
    );
    await timed('subscription', async () =>
      expectStatus(await call('main', 'topicSubCancel', { xyID }, { method: 'POST', token: token() }), OK),
    );
    // A wrong password every fifth round, so the member stays below the lockout; the first refusal's status is
    // the one every later wrong password must get.
    if (i % 5 === 0) {
      await timed('sign-in wrong', async () => {
        const answer = await signIn(`wrong-${i}`);
        wrongAnswer ??= answer.status;
        return answer.status !== OK ? expectStatus(answer, wrongAnswer) : 'a wrong password signed in';
      });
      await timed('sign-in right', async () => {
        const answer = await signIn(DEMO_MEMBER.password);
        if (answer.status === OK) data = answer.data;
        return expectStatus(answer, OK);
      });
    }
  }
}

async function publisher() {
  for (let n = 1; running(); n += 1) {
    await timed('publish', async () => {
      const response = await fetch(`${stack.backendUrl}/ingest/articles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          articleType: 0,
          columnID: 1,
          aStatus: 1,
          title: `长稳测试第 ${n} 篇：临江新闻`,
          content: `<p>长稳测试稿件 ${n}。</p>`,
        }),
      });
      await response.arrayBuffer();
      return response.ok ? null : `ingest answered ${response.status}`;
    });
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(PUBLISH_MS, Math.max(0, endAt - Date.now()))),
    );
  }
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
const samples = [];
let lastSampleAt = 0;

function sample(startedAt) {
  const memory = stack.pid ? memoryByGroup(stack.pid, stackGroup) : {};
  const seconds = (Date.now() - startedAt) / 1000;
  const windowSeconds = Math.max(0.001, seconds - lastSampleAt);
  lastSampleAt = seconds;
  const row = { seconds, site: memory.site ?? 0, backend: memory.backend ?? 0 };
  samples.push(row);
  console.log(
    [
      seconds.toFixed(0).padStart(5),
      (window.requests / windowSeconds).toFixed(0).padStart(7),
      percentile(window.latencies, 50).toFixed(0).padStart(7),
      percentile(window.latencies, 99).toFixed(0).padStart(7),
      String(window.errors).padStart(7),
      mb(row.site).padStart(8),
      mb(row.backend).padStart(8),
    ].join(' '),
  );
  Object.assign(window, { latencies: [], requests: 0, errors: 0 });
}

/** The mean of each group's memory over the samples in [from, to) seconds. */
function meanMemory(from, to) {
  const inside = samples.filter((s) => s.seconds >= from && s.seconds < to);
  const mean = (key) => inside.reduce((sum, s) => sum + s[key], 0) / Math.max(1, inside.length);
  return { site: mean('site'), backend: mean('backend') };
}

try {
  const pages = await crawlPages(stack.url);
  const articleIds = pages
    .map((path) => /^\/(?:newsDetail|imageDetail|videoDetail)\/(?:\d+\/)?(\d+)\.html$/.exec(path)?.[1])
    .filter(Boolean)
    .map(Number);
  const call = createReaderClient({ url: stack.url, signKey });
  const cats = await call('main', 'getCats', { code: 'XYACCOUNT' });
  const catXys = await call('main', 'getCatXys', { catID: cats.data?.list?.[0]?.catID ?? 0 });
  const xyIds = (catXys.data?.xys ?? []).map((xy) => xy.xyID).filter(Boolean);
  if (!articleIds.length || !xyIds.length) throw new Error('found no article or account to write to');
  const cookie = await signedInCookie(stack.url);
  const types = [...new Set(pages.map(pageType))];
  console.log(`soak ${SECONDS} s against ${stack.url}: ${pages.length} pages of ${types.length} types`);
  console.log(`  ${types.join(', ')}`);
  console.log(
    `  ${READERS} anonymous and ${SIGNED_IN_READERS} signed-in readers, 1 writer, 1 CMS publisher\n`,
  );
  console.log('    s   req/s  p50 ms  p99 ms  errors  site MB  backend MB');
  const startedAt = Date.now();
  endAt = startedAt + SECONDS * 1000;
  const sampler = setInterval(() => sample(startedAt), SAMPLE_MS);
  const stride = Math.ceil(pages.length / Math.max(1, READERS + SIGNED_IN_READERS));
  await Promise.all([
    ...Array.from({ length: READERS }, (_, i) => reader(pages, i * stride, {})),
    ...Array.from({ length: SIGNED_IN_READERS }, (_, i) => reader(pages, (READERS + i) * stride, { cookie })),
    writer(articleIds, xyIds),
    publisher(),
  ]);
  clearInterval(sampler);
  sample(startedAt);

  console.log(`\n${'kind'.padEnd(16)} requests  errors`);
  for (const [kind, counts] of Object.entries(totals.byKind))
    console.log(
      `${kind.padEnd(16)} ${String(counts.requests).padStart(8)} ${String(counts.errors).padStart(7)}`,
    );
  for (const [example, count] of errorExamples) console.log(`  ${count} x ${example}`);
  console.log(
    `\ntotal: ${totals.requests} requests, ${(totals.requests / SECONDS).toFixed(0)} req/s, ` +
      `p50 ${percentile(totals.latencies, 50).toFixed(0)} ms, p99 ${percentile(totals.latencies, 99).toFixed(0)} ms, ` +
      `${totals.errors} errors`,
  );
  // The second minute against the last; a run shorter than three minutes compares its first sample and its last.
  const long = SECONDS >= 180;
  const early = long ? meanMemory(60, 120) : samples[0];
  const late = long ? meanMemory(SECONDS - 60, Infinity) : samples.at(-1);
  const [earlyName, lateName] = long ? ['60-120 s', 'last 60 s'] : ['first sample', 'last sample'];
  for (const group of ['site', 'backend']) {
    const change = early[group] ? late[group] / early[group] - 1 : 0;
    const flat = Math.abs(change) <= FLAT_TOLERANCE;
    console.log(
      `${group} memory: ${mb(early[group])} MB (${earlyName}) -> ${mb(late[group])} MB (${lateName}), ` +
        `${(change * 100).toFixed(1)}% (${flat ? 'flat' : `NOT within ${FLAT_TOLERANCE * 100}%`})`,
    );
  }
} finally {
  await stack.stop();
}
