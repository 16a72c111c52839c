import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Socket } from 'node:net';
import pg from 'pg';
import { findNginx } from '../../lib/server/launch/nginxConf.mjs';
import { expect, test, type APIRequestContext } from './test';
import { forgetDataCache, getOnNewConnection } from './siteStack';
import { signed } from './signed';
import { ADMIN_TOKEN, API_SIGN_KEY, PHONE_UA } from './stack';

// `npm run start:cluster` as it is: two backends and two sites on PostgreSQL and Redis behind nginx, built by the
// suite's own start (the launcher finds the build current). A database and a Redis key prefix of its own.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const PROXY_PORT = 3240 + OFFSET;
const PROXY_BACKEND_PORT = 4040 + OFFSET;
const SITES = [PROXY_PORT + 1, PROXY_PORT + 2].map((port) => `http://127.0.0.1:${port}`);
const BACKENDS = [PROXY_BACKEND_PORT + 1, PROXY_BACKEND_PORT + 2].map((port) => `http://127.0.0.1:${port}`);
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = `xy_cluster_e2e_${OFFSET}`;
const DATA_DIR = '.data/e2e-cluster';

function answers(port: number, host = '127.0.0.1') {
  return new Promise<boolean>((resolve) => {
    const socket = new Socket();
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.connect(port, host);
  });
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let cluster: ChildProcess | undefined;
let output = '';
/** What the cluster needs and this machine lacks: every test then skips, saying so. */
let missing: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const postgres = new URL(ADMIN_URL);
  missing = [
    ...(findNginx() ? [] : ['nginx (apt-get install nginx-light)']),
    ...((await answers(Number(postgres.port || 5432), postgres.hostname))
      ? []
      : [`PostgreSQL at ${postgres.host}`]),
    ...((await answers(6379)) ? [] : ['Redis at 127.0.0.1:6379']),
  ];
  if (missing.length > 0) return;

  await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DATABASE}`);
  const database = new URL(ADMIN_URL);
  database.pathname = `/${DATABASE}`;
  rmSync(DATA_DIR, { recursive: true, force: true });
  cluster = spawn(process.execPath, ['lib/server/launch/cluster.mjs'], {
    env: {
      ...process.env,
      PORT: String(PROXY_PORT),
      BACKEND_PORT: String(PROXY_BACKEND_PORT),
      DATABASE_URL: database.toString(),
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `xy-cluster-e2e-${OFFSET}-${Date.now()}:`,
      DATA_DIR,
      ADMIN_TOKEN,
      API_SIGN_KEY,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '2000',
      SITE_REVALIDATE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const up = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Reader site:')) resolve();
    };
    cluster?.stdout?.on('data', read);
    cluster?.stderr?.on('data', read);
    cluster?.once('exit', (code) => reject(new Error(`start:cluster exited (${code}):\n${output}`)));
  });
  await up;
});

test.beforeEach(() => {
  test.skip(missing.length > 0, `npm run start:cluster needs ${missing.join(', ')}; .ci/run provides them`);
});

test.afterAll(async () => {
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster?.once('exit', resolve));
    cluster.kill('SIGTERM');
    await exited;
  }
  if (cluster) {
    await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    rmSync(DATA_DIR, { recursive: true, force: true });
    // The cluster's sites wrote the build's data cache from the cluster's database; the suite's site must not read it.
    forgetDataCache();
  }
});

async function ingest(
  request: APIRequestContext,
  backend: string,
  method: 'post' | 'put',
  path: string,
  data: object,
) {
  const response = await request[method](`${backend}/ingest${path}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Record<string, number> }).data;
}

const read = (url: string) => getOnNewConnection(url, { 'user-agent': PHONE_UA });

test('a publish through one backend is purged from both site instances at once', async ({ request }) => {
  const column = '/columnDetail/1.html';
  const { fileId } = await ingest(request, BACKENDS[0] ?? '', 'post', '/articles', {
    articleType: 0,
    title: '集群：江北大桥今日合龙',
    columnID: 1,
    content: '<p>大桥今日合龙。</p>',
  });
  const article = `/newsDetail/1/${fileId}.html`;
  // Each site renders the article and the column once and keeps both.
  for (const site of SITES) {
    for (const path of [article, column]) {
      expect((await read(site + path)).body).toContain('集群：江北大桥今日合龙');
      const again = await read(site + path);
      expect(again.headers['x-xy-cache'], `${site}${path}`).toBe('HIT');
    }
  }

  // The other backend takes the change; neither site may answer its kept copy once the CMS has its answer.
  await ingest(request, BACKENDS[1] ?? '', 'put', `/articles/${fileId}`, {
    title: '集群：江北大桥合龙时间推迟',
  });
  for (const site of SITES) {
    for (const path of [article, column]) {
      const after = await read(site + path);
      expect(after.headers['x-xy-cache'], `${site}${path}`).toBe('MISS');
      expect(after.body).toContain('集群：江北大桥合龙时间推迟');
      expect(after.body).not.toContain('集群：江北大桥今日合龙');
    }
  }

  // Readers reach them through nginx, whose Host the site answers as (its canonical link names the proxy).
  const proxied = await Promise.all([1, 2, 3, 4].map(() => read(`http://127.0.0.1:${PROXY_PORT}${article}`)));
  for (const answer of proxied) {
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('集群：江北大桥合龙时间推迟');
    expect(answer.body).toContain(`127.0.0.1:${PROXY_PORT}${article}`);
  }
});

test('a signed call one backend accepted is refused by the other (seen signatures shared in Redis)', async ({
  request,
}) => {
  const params = signed({ device: 'xy-cluster-e2e' });
  const call = async (backend: string) =>
    ((await (await request.get(`${backend}/main/getConfig`, { params })).json()) as { status: number })
      .status;
  expect(await call(BACKENDS[0] ?? '')).toBe(0);
  expect(await call(BACKENDS[1] ?? '')).toBe(-3);
});
