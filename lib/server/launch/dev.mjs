// `npm run dev`: the backend recompiled and restarted on change, and Next's dev server.
import { startWithSecrets } from '../../contract/secrets.mjs';
import { root } from './build.mjs';
import { loadLauncherEnv } from './envFiles.mjs';
import {
  backendPort,
  NEXT_BIN,
  run,
  runToEnd,
  sitePort,
  stopAll,
  TSC_BIN,
  waitForBackend,
} from './processes.mjs';

try {
  loadLauncherEnv(root);
  process.env.BACKEND_URL ||= `http://127.0.0.1:${backendPort()}`;
  process.env.SITE_REVALIDATE_URL ||= `http://127.0.0.1:${sitePort()}/api/revalidate`;
  // Both children inherit every secret, so the site and the backend share the same values.
  startWithSecrets();
  await runToEnd(process.execPath, [TSC_BIN, '-p', 'tsconfig.backend.json']);
  run(process.execPath, [TSC_BIN, '-p', 'tsconfig.backend.json', '--watch', '--preserveWatchOutput']);
  run(process.execPath, ['--watch', 'backend/dist/backend/server.js']);
  await waitForBackend();
  run(process.execPath, [NEXT_BIN, 'dev', '-p', String(sitePort())]);
  console.log(`\nReader site (development): http://localhost:${sitePort()}/home.html\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
