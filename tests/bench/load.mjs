// `npm run bench:load`: autocannon against the running site for an article, a column and home; prints
// requests per second and p99 latency. Figures, not a test.
import autocannon from 'autocannon';
import { discoverPages, startStack } from './stack.mjs';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);

const stack = await startStack();
try {
  const pages = await discoverPages(stack.url);
  console.log(`autocannon ${CONNECTIONS} connections x ${DURATION} s per page against ${stack.url}\n`);
  console.log('page      req/s   p50 ms  p99 ms  non-2xx  errors');
  for (const name of ['news', 'column', 'home']) {
    const url = stack.url + pages[name];
    await autocannon({ url, connections: CONNECTIONS, duration: 2 });
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
    console.log(
      [
        name.padEnd(8),
        result.requests.average.toFixed(0).padStart(7),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(7),
        String(result.non2xx).padStart(8),
        String(result.errors).padStart(7),
        `  ${pages[name]}`,
      ].join(' '),
    );
  }
} finally {
  await stack.stop();
}
