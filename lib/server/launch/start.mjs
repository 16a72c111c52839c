// `npm start`: build whatever is missing or stale, then run the backend (which migrates and seeds) and the site,
// and print the address. The repository's launcher, not the backend's: it reads the site's environment
// (lib/config/env.mjs), which the backend itself never imports.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { basePathFrom } from '../../config/env.mjs';
import { backendPort, run, runToEnd, sitePort, stopAll, waitForBackend } from './processes.mjs';

const root = new URL('../../..', import.meta.url).pathname;
const stampFile = join(root, '.next', 'xy-build.json');
const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'backend',
  'next.config.mjs',
  'proxy.ts',
  'package-lock.json',
];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'dist' && name !== 'node_modules')
    .reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

// What next.config.mjs bakes into the build: when it changes, the build must be redone. The backend's addresses
// are read at run time (app/api/[service] relays the browser's calls), so one build serves any backend.
const buildInputs = JSON.stringify({ basePath: basePathFrom() });

function buildIsCurrent() {
  if (!existsSync(stampFile) || !existsSync(join(root, 'backend/dist/backend/server.js'))) return false;
  if (readFileSync(stampFile, 'utf8') !== buildInputs) return false;
  const builtAt = statSync(stampFile).mtimeMs;
  return SOURCES.every(
    (source) => !existsSync(join(root, source)) || newestChange(join(root, source)) <= builtAt,
  );
}

try {
  process.env.BACKEND_PORT = String(backendPort());
  // The site vouches for the reader's address it sends the backend with this secret (lib/contract/forwarding.ts);
  // unset, one for this run, which both are started with.
  process.env.SITE_FORWARD_SECRET ||= randomBytes(32).toString('base64url');
  process.env.BACKEND_URL ||= `http://127.0.0.1:${backendPort()}`;
  process.env.SITE_REVALIDATE_URL ||= `http://127.0.0.1:${sitePort()}${basePathFrom()}/api/revalidate`;
  if (!buildIsCurrent()) {
    console.log('Building the site and the backend...');
    await runToEnd('npm', ['run', 'build']);
    writeFileSync(stampFile, buildInputs);
  }
  // A new embedded database is seeded afresh, and its ids may name other articles than the old one's did: the
  // backend data the site kept from that one must not outlive it (PostgreSQL's lifetime is not ours to see).
  if (!process.env.DATABASE_URL && !existsSync(resolve(root, process.env.DATA_DIR || '.data'))) {
    rmSync(join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  }
  run(process.execPath, ['backend/dist/backend/server.js']);
  await waitForBackend();
  run(process.execPath, [join(root, 'lib/server/siteServer.mjs')], {
    env: { ...process.env, PORT: String(sitePort()) },
  });
  console.log(`\nReader site: http://localhost:${sitePort()}${basePathFrom()}/home.html\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
