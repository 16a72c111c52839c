// `npm run dev`: the backend recompiled and restarted on change, and Next's dev server.
import { backendPort, run, runToEnd, sitePort, waitForBackend } from './processes.mjs';

process.env.BACKEND_URL ||= `http://127.0.0.1:${backendPort()}`;
process.env.SITE_REVALIDATE_URL ||= `http://127.0.0.1:${sitePort()}/api/revalidate`;
await runToEnd('npx', ['tsc', '-p', 'tsconfig.backend.json']);
run('npx', ['tsc', '-p', 'tsconfig.backend.json', '--watch', '--preserveWatchOutput']);
run('node', ['--watch', 'backend/dist/server.js']);
await waitForBackend();
run('npx', ['next', 'dev', '-p', String(sitePort())]);
console.log(`\nReader site (development): http://localhost:${sitePort()}/home.html\n`);
