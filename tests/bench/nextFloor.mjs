// Next's own floor for the benches: the smallest page Next 16 serves (one server component, one next/link),
// built with the project's own `next` install and bundler in a temporary directory, and started with `next start`.
// Scored in the same run as the site, so budgets read "at or better than Next itself" on any machine and Chromium
// build. `/render` is the same page rendered on every request (it reads its query), for bench:load's cache misses.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { waitFor } from './stack.mjs';

const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
// Between the site's 3300 + offset and the next checkout's, for offsets in steps of 100.
const PORT = 3350 + OFFSET;
const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');

const FILES = {
  'package.json': JSON.stringify({ name: 'next-floor', private: true }),
  'next.config.mjs': 'export default { poweredByHeader: false };\n',
  'app/layout.jsx': `export const metadata = { title: 'Next floor' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `import Link from 'next/link';

export default function Page() {
  return (
    <main>
      <h1>Next floor</h1>
      <p>The smallest page Next serves: one server component and one link.</p>
      <Link href="/other">Another page</Link>
    </main>
  );
}
`,
  'app/render/page.jsx': `import Link from 'next/link';

export default async function Render({ searchParams }) {
  const query = await searchParams;
  return (
    <main>
      <h1>Next floor</h1>
      <p>The smallest page Next renders per request: {Object.keys(query).length} query parameters.</p>
      <Link href="/other">Another page</Link>
    </main>
  );
}
`,
  'app/other/page.jsx': `export default function Other() {
  return <p>Another page</p>;
}
`,
};

function run(args, cwd, env) {
  return spawn(process.execPath, [NEXT_BIN, ...args], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Builds the floor app (webpack, as the site builds) and starts it; `pid` is its server's, `stop` ends it and
 * removes the directory.
 */
export async function startNextFloor() {
  const dir = mkdtempSync(join(tmpdir(), 'next-floor-'));
  const stopped = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (const [name, text] of Object.entries(FILES)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
    const build = run(['build', '--webpack'], dir);
    const code = await new Promise((done) => build.once('exit', done));
    if (code !== 0) throw new Error(`building Next's floor page failed (${code})`);
  } catch (error) {
    stopped();
    throw error;
  }
  const server = run(['start', '-p', String(PORT), '-H', '127.0.0.1'], dir, { NODE_ENV: 'production' });
  const url = `http://127.0.0.1:${PORT}`;
  const stop = () =>
    new Promise((done) => {
      if (server.exitCode !== null) return done(stopped());
      server.once('exit', () => done(stopped()));
      server.kill('SIGTERM');
    });
  try {
    await waitFor(url, Date.now() + 60_000, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, path: '/', renderPath: '/render', pid: server.pid, stop };
}
