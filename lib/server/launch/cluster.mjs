// `npm run start:cluster`: the production build scaled out on one machine, as README.md's "Running in production"
// describes it: two backend instances and two site instances on one PostgreSQL (DATABASE_URL) and one Redis
// (REDIS_URL), with nginx in front of each pair. PORT and BACKEND_PORT are nginx's; the instances listen on the
// two ports after each. Every backend tells every site instance of a CMS write (SITE_REVALIDATE_URL lists them),
// so a publish through any backend is gone from every site's caches before the CMS has its answer.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { basePathFrom } from '../../config/env.mjs';
import { startWithSecrets } from '../../contract/secrets.mjs';
import { ensureBuilt, root } from './build.mjs';
import { loadLauncherEnv } from './envFiles.mjs';
import { findNginx, nginxConf } from './nginxConf.mjs';
import { backendPort, run, sitePort, stopAll, waitForUrl } from './processes.mjs';

const INSTANCES = 2;
const FETCH_CACHE = join(root, '.next', 'cache', 'fetch-cache');

function required(name, what) {
  if (!process.env[name]) throw new Error(`npm run start:cluster needs ${name}: ${what}`);
}

/**
 * Backend data the build's cache kept from another database (an embedded one's ids name other articles) must not
 * reach these instances; the folder stays, as other site processes of this checkout may be writing into it.
 */
function forgetDataCache() {
  mkdirSync(FETCH_CACHE, { recursive: true });
  for (const name of readdirSync(FETCH_CACHE))
    rmSync(join(FETCH_CACHE, name), { recursive: true, force: true });
}

try {
  loadLauncherEnv(root);
  required('DATABASE_URL', 'the PostgreSQL database every backend instance shares');
  required('REDIS_URL', 'the Redis the backends share rate limits and seen signatures through');
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx not found (Debian: apt-get install nginx-light), or set NGINX_BIN');
  const instances = (first) => Array.from({ length: INSTANCES }, (_, index) => first + 1 + index);
  const sitePorts = instances(sitePort());
  const backendPorts = instances(backendPort());
  const basePath = basePathFrom();
  process.env.SITE_WORKERS ||= '1';
  process.env.SITE_REVALIDATE_URL ||= sitePorts
    .map((port) => `http://127.0.0.1:${port}${basePath}/api/revalidate`)
    .join(',');
  startWithSecrets();
  await ensureBuilt();
  forgetDataCache();

  const prefix = resolve(root, process.env.DATA_DIR || '.data', 'cluster');
  mkdirSync(join(prefix, 'tmp'), { recursive: true });
  const conf = nginxConf({
    host: process.env.CLUSTER_HOST || '127.0.0.1',
    sitePort: sitePort(),
    sitePorts,
    backendPort: backendPort(),
    backendPorts,
  });
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  run(nginx, ['-p', `${prefix}/`, '-c', 'nginx.conf', '-e', 'stderr', '-g', 'daemon off;']);

  for (const port of backendPorts) {
    run(process.execPath, ['backend/dist/backend/server.js'], {
      env: { ...process.env, BACKEND_PORT: String(port) },
    });
  }
  // Both migrate and seed under advisory locks: one does the work, the other waits for it.
  await Promise.all(backendPorts.map((port) => waitForUrl(`http://127.0.0.1:${port}/health`, 120_000)));
  for (const port of sitePorts) {
    run(process.execPath, [join(root, 'lib/server/siteServer.mjs')], {
      env: {
        ...process.env,
        PORT: String(port),
        BACKEND_URL: `http://127.0.0.1:${backendPort()}`,
        // nginx appends the reader's address, host and scheme.
        TRUST_PROXY_HOPS: '1',
      },
    });
  }
  await Promise.all(
    sitePorts.map((port) => waitForUrl(`http://127.0.0.1:${port}${basePath}/home.html`, 120_000)),
  );
  console.log(
    [
      '',
      `Reader site: http://localhost:${sitePort()}${basePath}/home.html (nginx; sites on ${sitePorts.join(', ')})`,
      `Backend and CMS API: http://localhost:${backendPort()} (nginx; backends on ${backendPorts.join(', ')})`,
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
