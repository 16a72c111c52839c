// `npm start`: build whatever is missing or stale, then run the backend (which migrates and seeds) and the site,
// and print the address. The repository's launcher, not the backend's: it reads the site's environment
// (lib/config/env.mjs), which the backend itself never imports.
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { basePathFrom } from '../../config/env.mjs';
import { startWithSecrets } from '../../contract/secrets.mjs';
import { ensureBuilt, root } from './build.mjs';
import { loadLauncherEnv } from './envFiles.mjs';
import { backendPort, run, sitePort, stopAll, waitForBackend } from './processes.mjs';

try {
  // First: the files may set anything below, the ports and the data folder included.
  loadLauncherEnv(root);
  process.env.BACKEND_PORT = String(backendPort());
  process.env.BACKEND_URL ||= `http://127.0.0.1:${backendPort()}`;
  process.env.SITE_REVALIDATE_URL ||= `http://127.0.0.1:${sitePort()}${basePathFrom()}/api/revalidate`;
  // A new embedded database is seeded afresh, and its ids may name other articles than the old one's did: the
  // backend data the site kept from that one must not outlive it (PostgreSQL's lifetime is not ours to see).
  // Looked at first: the generated secrets create the data folder.
  const newDatabase =
    !process.env.DATABASE_URL && !existsSync(resolve(root, process.env.DATA_DIR || '.data'));
  // Both children inherit every secret, so the site and the backend share the same values; a bad one stops
  // everything before the build.
  startWithSecrets();
  await ensureBuilt();
  if (newDatabase) rmSync(join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
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
