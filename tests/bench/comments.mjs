// `npm run bench:comments`: the comment backend's exactness and read speed over HTTP. It builds the backend, runs it
// on a fresh in-memory database of the demo on port 4350 + BENCH_PORT_OFFSET (unsigned, as API_VERSION 2, with the
// comment rate limits opened up), and checks: 1,000 members praising one article at once count exactly 1,000; one
// member praising 50 times at once counts once; 500 comments posted at once by 100 members (five each, each also
// sent a second time with the same idempotency key) are stored once each and in the order each member sent them;
// then autocannon reads the comment lists (target 2,000 req/s). Figures, not a test: exits 1 when a count is off.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startBenchBackend } from './benchBackend.mjs';

const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const PORT = 4350 + OFFSET;
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const READ_TARGET = 2000;

const { base, call, members, close } = await startBenchBackend({
  port: PORT,
  env: {
    RATE_LIMIT_MAX: '1000000',
    COMMENT_INTERVAL_MS: '0',
    COMMENT_MAX_PER_HOUR: '1000',
    COMMENT_MAX_PER_IP_HOUR: '1000000',
  },
});

const problems = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) problems.push(what);
};
const timed = async (what, work) => {
  const start = performance.now();
  const result = await work();
  console.log(`     ${what}: ${Math.round(performance.now() - start)} ms`);
  return result;
};

try {
  const articles = await call('GET', '/main/getArticlesNew', { columnId: '1', pageSize: '2' });
  const [first, second] = articles.data.list;
  const praiseCount = async () =>
    (await call('GET', '/main/getArticleCounts', { fileId: String(first.fileId) })).data.praiseCount;

  const crowd = await timed('1,000 members made', () => members(1000, '31'));
  const before = await praiseCount();
  const answers = await timed('1,000 praises at once', () =>
    Promise.all(
      crowd.map((m) => call('POST', '/main/fav', { appId: 'praise', fileId: String(first.fileId) }, m.token)),
    ),
  );
  check(
    answers.every((answer) => answer.status === 0),
    '1,000 praises all answered 点赞成功',
  );
  check(
    (await praiseCount()) - before === 1000,
    `1,000 members praising at once count ${(await praiseCount()) - before}`,
  );

  const [one] = crowd;
  const afterCrowd = await praiseCount();
  const repeats = await Promise.all(
    Array.from({ length: 50 }, () =>
      call('POST', '/main/fav', { appId: 'praise', fileId: String(second.fileId) }, one.token),
    ),
  );
  const accepted = repeats.filter((answer) => answer.status === 0).length;
  check(
    accepted === 1,
    `one member praising 50 times at once: ${accepted} accepted, the rest 请不要重复点赞`,
  );
  check((await praiseCount()) === afterCrowd, 'and the other article’s count did not move');

  const writers = crowd.slice(0, 100);
  const posted = await timed('500 comments (each sent twice) by 100 members at once', () =>
    Promise.all(
      writers.map(async (writer, w) => {
        const ids = [];
        for (let n = 0; n < 5; n += 1) {
          const fields = {
            rootID: String(second.fileId),
            content: `第${w}位读者的第${n}条评论`,
            idempotencyKey: `bench-${w}-${n}-${randomBytes(4).toString('hex')}`,
          };
          const [a, b] = await Promise.all([
            call('POST', '/main/discuss', fields, writer.token),
            call('POST', '/main/discuss', fields, writer.token),
          ]);
          if (a.status !== 0 || b.status !== 0 || a.data.id !== b.data.id) return null;
          ids.push(a.data.id);
        }
        return ids;
      }),
    ),
  );
  check(
    posted.every((ids) => ids !== null),
    'every comment and its double answered with the same id',
  );
  const inOrder = posted.every((ids) => ids && ids.every((id, n) => n === 0 || id > ids[n - 1]));
  check(inOrder, 'each member’s five comments stored in the order sent');
  const all = [];
  for (let page = 1; ; page += 1) {
    const answer = await call('GET', '/main/discussViewFlat', {
      id: String(second.fileId),
      page: String(page),
      pageSize: '50',
    });
    all.push(...answer.data.list);
    if (!answer.data.hasMore) break;
  }
  const mine = all.filter((comment) => comment.content.startsWith('第'));
  check(
    mine.length === 500 && new Set(mine.map((c) => c.content)).size === 500,
    `500 comments stored once (${mine.length} listed)`,
  );

  console.log(`\nautocannon ${CONNECTIONS} connections x ${DURATION} s per run against ${base}`);
  console.log('run               req/s   p50 ms  p99 ms  non-2xx');
  // serverTime does nothing but the guard: the backend's floor on this machine, for comparison.
  const runs = [
    ['serverTime', '/main/serverTime'],
    ['discussView', `/main/discussView?id=${second.fileId}`],
    ['discussViewFlat', `/main/discussViewFlat?id=${second.fileId}`],
    ['discussHot', `/main/discussHot?id=${second.fileId}`],
  ];
  for (const [name, path] of runs) {
    await autocannon({ url: base + path, connections: CONNECTIONS, duration: 2 });
    const result = await autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION });
    const rps = Math.round(result.requests.average);
    console.log(
      `${name.padEnd(16)} ${String(rps).padStart(6)}  ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)}  ${String(result.non2xx).padStart(7)}`,
    );
    if (name !== 'serverTime' && rps < READ_TARGET) console.log(`     below the ${READ_TARGET} req/s target`);
  }
} finally {
  await close();
}
if (problems.length > 0) {
  console.log(`\n${problems.length} figure(s) off`);
  process.exit(1);
}
