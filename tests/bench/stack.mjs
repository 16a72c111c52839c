// The site and backend for a benchmark: BENCH_URL when given (a site already running), else a fresh stack of
// `npm start` on its own ports and database, stopped again at the end.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

// `BENCH_PORT_OFFSET` moves both ports, so two checkouts on one machine can each run a bench.
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const PORT = 3300 + OFFSET;
const BACKEND_PORT = 4300 + OFFSET;
const DATA_DIR = '.data/bench';

export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error('Chromium was not found: install Debian `chromium` or set CHROME_PATH.');
}

/** Until `url` answers 2xx, at most until `deadline`; `child` (the process that serves it) exiting ends the wait. */
export async function waitFor(url, deadline, child) {
  while (Date.now() < deadline) {
    const ended = child?.exitCode ?? child?.signalCode;
    if (ended !== null && ended !== undefined) {
      throw new Error(`${url} did not come up: its process exited (${ended})`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** autocannon's requests for `path`, each with a query string of its own, which the page cache keys on: each renders. */
export function uncached(path) {
  let n = 0;
  return [{ setupRequest: (request) => ({ ...request, path: `${path}?bench=${Date.now()}-${(n += 1)}` }) }];
}

/** `env` is added to the stack's environment; `pid` is its launcher's, for reading the processes below it. */
export async function startStack({ env = {} } = {}) {
  if (process.env.BENCH_URL)
    return {
      url: process.env.BENCH_URL.replace(/\/+$/, ''),
      backendUrl: undefined,
      pid: undefined,
      stop: async () => {},
    };
  if (existsSync(DATA_DIR)) rmSync(DATA_DIR, { recursive: true, force: true });
  const child = spawn(process.execPath, ['lib/server/launch/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      BACKEND_PORT: String(BACKEND_PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A bench stopped early (Ctrl-C, a timeout's SIGTERM) or failing takes its stack with it.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stopOnExit();
      process.exit(130);
    });
  }
  const url = `http://127.0.0.1:${PORT}`;
  await waitFor(`${url}/home.html`, Date.now() + 900_000, child);
  return {
    url,
    backendUrl: `http://127.0.0.1:${BACKEND_PORT}`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The pages a benchmark measures, found the way a reader finds them: from home and the column tabs. */
export async function discoverPages(url) {
  const html = async (path) => (await fetch(url + path)).text();
  const hrefs = (page, prefix) =>
    [...page.matchAll(new RegExp(`href="(/${prefix}/[^"]+\\.html)"`, 'g'))].map((m) => m[1]);
  const home = await html('/home.html');
  const columns = [...new Set(hrefs(home, 'columnDetail'))];
  const pages = { home: '/home.html', column: columns[0] };
  for (const path of ['/home.html', ...columns]) {
    const page = path === '/home.html' ? home : await html(path);
    pages.news ??= hrefs(page, 'newsDetail')[0];
    pages.photos ??= hrefs(page, 'imageDetail')[0];
    pages.video ??= hrefs(page, 'videoDetail')[0];
    if (pages.news && pages.photos && pages.video) break;
  }
  // The accounts' ranking, linked from home, and the first account it lists.
  pages.ranking = home.includes('href="/xyListShare.html"') ? '/xyListShare.html' : undefined;
  if (pages.ranking) pages.account = hrefs(await html(pages.ranking), 'xyDetail')[0];
  for (const [name, path] of Object.entries(pages))
    if (!path) throw new Error(`found no ${name} page to measure`);
  return pages;
}

/** The demo member (backend/members/seed/demoMember.json), signed in through the site as the login form does. */
export const DEMO_MEMBER = { phone: '13800138000', password: 'linjiang2024' };

/**
 * A signed-in reader's `xy-session` cookie: passwordLogin through the site's /api, then the site's session route
 * seals the tokens, as the login page does.
 */
export async function signedInCookie(url) {
  const context = {
    siteId: '1',
    appID: '1',
    device: 'xy-bench-reader',
    curVersions: '1.0.0',
    apiVersion: '3',
  };
  const login = await fetch(`${url}/api/sso/passwordLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...context, ...DEMO_MEMBER }),
  });
  const { status, message, data } = await login.json();
  if (status !== 0) throw new Error(`passwordLogin answered ${status} ${message}`);
  const session = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify({
      token: data.accessToken,
      refreshToken: data.refreshToken,
      userid: String(data.userid),
    }),
  });
  const cookie = session.headers.get('set-cookie')?.split(';')[0];
  if (!session.ok || !cookie?.startsWith('xy-session='))
    throw new Error(`the session route answered ${session.status}`);
  return cookie;
}

/**
 * Up to `limit` pages a reader reaches from home by following links, breadth first, a few of each page type
 * (the path's first segment), so every type is in the mix rather than a thousand articles of one.
 */
export async function crawlPages(url, limit = 80, perType = 8) {
  const seen = new Set(['/home.html']);
  const queue = ['/home.html'];
  const pages = [];
  const perTypeCount = new Map();
  while (queue.length && pages.length < limit) {
    const path = queue.shift();
    const response = await fetch(url + path);
    if (!response.ok || !response.headers.get('content-type')?.includes('text/html')) continue;
    pages.push(path);
    for (const [, href] of (await response.text()).matchAll(/href="(\/[^"#]+\.html)(?:[?#][^"]*)?"/g)) {
      const type = pageType(href);
      if (seen.has(href) || (perTypeCount.get(type) ?? 0) >= perType) continue;
      seen.add(href);
      perTypeCount.set(type, (perTypeCount.get(type) ?? 0) + 1);
      queue.push(href);
    }
  }
  return pages;
}

export const pageType = (path) => path.split('/')[1].replace(/\.html$/, '');
