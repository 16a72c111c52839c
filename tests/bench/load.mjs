// `npm run bench:load`: autocannon against the running site; prints requests per second and p99 latency for an
// article as an anonymous reader, a signed-in reader (the demo member, signed in through the site) and a reader
// sending a garbage session cookie (both must reach 90% of the anonymous figure: public pages are the same for
// everyone), an article the page cache does not hold (a query string of its own per request: rendered every
// time; target 300 req/s with p99 under 300 ms), a column and home. Figures, not a test.
import autocannon from 'autocannon';
import { discoverPages, signedInCookie, startStack } from './stack.mjs';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const SHARED_RATIO_TARGET = 0.9;
const MISS_TARGET = { rps: 300, p99: 300 };

/** Every request its own query string, which the page cache keys on: each one renders. */
function uncached(path) {
  let n = 0;
  return [{ setupRequest: (request) => ({ ...request, path: `${path}?bench=${Date.now()}-${(n += 1)}` }) }];
}

async function measure({ url, headers = {}, requests }) {
  await autocannon({ url, headers, requests, connections: CONNECTIONS, duration: 2 });
  return autocannon({ url, headers, requests, connections: CONNECTIONS, duration: DURATION });
}

const stack = await startStack();
try {
  const pages = await discoverPages(stack.url);
  const cookie = await signedInCookie(stack.url);
  const news = stack.url + pages.news;
  const runs = [
    ['news', { url: news }],
    ['signed-in', { url: news, headers: { cookie } }],
    ['garbage', { url: news, headers: { cookie: 'xy-session=not-a-sealed-session' } }],
    ['miss', { url: news, requests: uncached(pages.news) }],
    ['column', { url: stack.url + pages.column }],
    ['home', { url: stack.url + pages.home }],
  ];
  console.log(`autocannon ${CONNECTIONS} connections x ${DURATION} s per run against ${stack.url}\n`);
  console.log('run         req/s   p50 ms  p99 ms  non-2xx  errors');
  const results = {};
  for (const [name, run] of runs) {
    const result = await measure(run);
    results[name] = result;
    console.log(
      [
        name.padEnd(10),
        result.requests.average.toFixed(0).padStart(7),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(7),
        String(result.non2xx).padStart(8),
        String(result.errors).padStart(7),
        `  ${new URL(run.url).pathname}`,
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
      `(target >= ${MISS_TARGET.rps} req/s, p99 < ${MISS_TARGET.p99} ms: ${missOk ? 'met' : 'NOT MET'})`,
  );
} finally {
  await stack.stop();
}
