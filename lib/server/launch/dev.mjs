// `npm run dev`: the backend recompiled and restarted on change, and Next's dev server.
import { randomBytes } from 'node:crypto';
import { backendPort, NEXT_BIN, run, runToEnd, sitePort, TSC_BIN, waitForBackend } from './processes.mjs';

// The site vouches for the reader's address it sends the backend with this secret (lib/contract/forwarding.ts);
// unset, one for this run, which both are started with.
process.env.SITE_FORWARD_SECRET ||= randomBytes(32).toString('base64url');
process.env.BACKEND_URL ||= `http://127.0.0.1:${backendPort()}`;
process.env.SITE_REVALIDATE_URL ||= `http://127.0.0.1:${sitePort()}/api/revalidate`;
await runToEnd(process.execPath, [TSC_BIN, '-p', 'tsconfig.backend.json']);
run(process.execPath, [TSC_BIN, '-p', 'tsconfig.backend.json', '--watch', '--preserveWatchOutput']);
run(process.execPath, ['--watch', 'backend/dist/backend/server.js']);
await waitForBackend();
run(process.execPath, [NEXT_BIN, 'dev', '-p', String(sitePort())]);
console.log(`\nReader site (development): http://localhost:${sitePort()}/home.html\n`);
