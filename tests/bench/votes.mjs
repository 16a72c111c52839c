// `npm run bench:votes`: exact vote counts under a flood, and the vote rate, over HTTP. It builds the backend, runs
// it on a fresh database of the demo on port 4370 + BENCH_PORT_OFFSET (in-memory PGlite; then PostgreSQL too when
// DATABASE_URL is set, on a database of its own that it drops after), unsigned (API_VERSION 2) with the rate limits
// opened up, and checks: 200 parallel votes by one member with a limit of 3 a day count 3; 10,000 votes from 1,000
// members (BENCH_VOTE_CONCURRENCY in flight) count exactly 10,000, with the votes/s the backend sustains (target
// 1,000). Every vote is a real recordVoteCountAndLog: an encrypted payload with a nonce of its own. Figures, not a
// test: exits 1 when a count is off.
import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import pg from 'pg';
import { benchSecrets } from './benchSecrets.mjs';
import { builtBackend } from './builtBackend.mjs';

const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const PORT = 4370 + OFFSET;
const CONCURRENCY = Number(process.env.BENCH_VOTE_CONCURRENCY || 100);
const RATE_TARGET = 1000;
const base = `http://127.0.0.1:${PORT}`;

const load = builtBackend();
const { buildApp } = await load('app.js');
const { loadConfig } = await load('core/config.js');
const { openDatabase } = await load('core/database.js');
const { seedIfEmpty } = await load('domains.js');
const { memberForPhone } = await load('members/memberRepo.js');
const { issueMemberPair } = await load('sessions/tokenRepo.js');

const secrets = benchSecrets();
const config = loadConfig({
  LOG_LEVEL: 'warn',
  API_VERSION: '2',
  RATE_LIMIT_MAX: '1000000',
  VOTE_MAX_PER_IP_MINUTE: '1000000',
  ...secrets,
});

/** What the site's crypto-js does (lib/api/voteCipher.ts), with node:crypto: AES-256-CBC, then HMAC-SHA256. */
const encKey = createHash('sha256').update(`vote-enc:${secrets.VOTE_CIPHER_KEY}`).digest();
const macKey = createHash('sha256').update(`vote-mac:${secrets.VOTE_CIPHER_KEY}`).digest();
function seal(voteId, optionId) {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', encKey, iv);
  const plain = JSON.stringify({
    voteId,
    optionId,
    t: Date.now(),
    nonce: randomBytes(18).toString('base64url'),
  });
  const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([body, createHmac('sha256', macKey).update(body).digest()]).toString('base64');
}

const problems = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) problems.push(what);
};

async function call(method, path, body, headers = {}) {
  const response = await fetch(`${base}${path}`, { method, headers, body });
  return response.json();
}
const ingest = (path, payload) =>
  call('POST', `/ingest${path}`, JSON.stringify(payload), {
    authorization: `Bearer ${secrets.ADMIN_TOKEN}`,
    'content-type': 'application/json',
  });
const vote = (token, voteId, optionId) =>
  call(
    'POST',
    '/main/recordVoteCountAndLog',
    new URLSearchParams({ data: seal(voteId, optionId) }).toString(),
    {
      token,
      'content-type': 'application/x-www-form-urlencoded',
    },
  );

async function newVote(limits, options) {
  const now = Date.now();
  const created = await ingest('/votes', {
    title: '压测投票',
    startTime: now - 3_600_000,
    endTime: now + 86_400_000,
    ...limits,
  });
  const ids = [];
  for (let n = 0; n < options; n += 1) {
    ids.push((await ingest(`/votes/${created.data.id}/options`, { title: `作品${n + 1}` })).data.id);
  }
  return { id: created.data.id, options: ids };
}

async function totalVotes(voteId) {
  const result = await call(
    'POST',
    '/main/voteResult',
    new URLSearchParams({ voteId: String(voteId) }).toString(),
    {
      'content-type': 'application/x-www-form-urlencoded',
    },
  );
  return result.data.totalVotes;
}

/** Runs the tasks with `limit` in flight at once. */
async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}

async function bench(label, database) {
  console.log(`\n${label}`);
  await database.migrate();
  await seedIfEmpty(database.db);
  const app = buildApp({ db: database.db, dbKind: database.kind, config });
  await app.listen({ host: '127.0.0.1', port: PORT, backlog: 4096 });
  try {
    const members = [];
    for (let index = 0; index < 1000; index += 1) {
      const { member } = await memberForPhone(database.db, `139${String(index).padStart(8, '0')}`);
      members.push((await issueMemberPair(database.db, `xy-bench-vote-${index}`, member.userId)).token);
    }

    const limited = await newVote({ perDay: 3 }, 8);
    const flood = await Promise.all(
      Array.from({ length: 200 }, () => vote(members[0], limited.id, limited.options[0])),
    );
    const accepted = flood.filter((answer) => answer.status === 0).length;
    check(accepted === 3, `200 parallel votes by one member with a limit of 3 a day: ${accepted} accepted`);
    check((await totalVotes(limited.id)) === 3, `and the vote counts ${await totalVotes(limited.id)}`);

    const open = await newVote({ perDay: 10 }, 8);
    const tasks = members.flatMap((token, m) =>
      Array.from(
        { length: 10 },
        (_, n) => () => vote(token, open.id, open.options[(m + n) % open.options.length]),
      ),
    );
    const start = performance.now();
    const answers = await pool(tasks, CONCURRENCY);
    const seconds = (performance.now() - start) / 1000;
    const ok = answers.filter((answer) => answer.status === 0).length;
    const counted = await totalVotes(open.id);
    check(ok === 10_000, `10,000 votes from 1,000 members: ${ok} accepted`);
    check(counted === 10_000, `and counted exactly: ${counted}`);
    const rate = Math.round(10_000 / seconds);
    console.log(
      `     ${rate} votes/s (${seconds.toFixed(1)} s, ${CONCURRENCY} in flight)${rate < RATE_TARGET ? `, below the ${RATE_TARGET} votes/s target` : ''}`,
    );
    const again = await vote(members[1], open.id, open.options[0]);
    check(again.status !== 0, `an eleventh vote of one member that day is refused: ${again.message}`);
  } finally {
    await app.close();
    await database.close();
  }
}

await bench('PGlite (in memory)', await openDatabase({ dataDir: 'memory://' }));
if (process.env.DATABASE_URL) {
  const name = `xy_bench_votes_${randomBytes(4).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    await bench('PostgreSQL', await openDatabase({ databaseUrl: url.toString(), poolMax: 20 }));
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
if (problems.length > 0) {
  console.log(`\n${problems.length} figure(s) off`);
  process.exit(1);
}
