// A stack of its own for specs that stop, pause or count workers: the built backend and the site server (not
// `npm start`, which would rebuild), on ports of their own (moved by E2E_PORT_OFFSET like the suite's) and a
// database of their own.
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { resolveSecrets } from '../../lib/contract/secrets.mjs';
import { ADMIN_TOKEN } from './stack';

const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const FETCH_CACHE = '.next/cache/fetch-cache';

export interface SiteStack {
  url: string;
  backendUrl: string;
  /** The backend's process now (restartBackend starts another). */
  readonly backend: ChildProcess;
  /** Kills the backend at once (SIGKILL, as a crash would) and starts it again on the same port and data. */
  restartBackend(): Promise<void>;
  stop(): Promise<void>;
}

async function waitFor(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Empties the data cache, keeping its folder: the suite's site goes on writing into it. */
export function forgetDataCache() {
  if (!existsSync(FETCH_CACHE)) return;
  for (const name of readdirSync(FETCH_CACHE))
    rmSync(join(FETCH_CACHE, name), { recursive: true, force: true });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGCONT');
    child.kill('SIGTERM');
  });

/**
 * `slot` tells stacks of different specs apart (0-4): each has its own two ports and data directory. `env` is the
 * site's own environment, `backendEnv` the backend's.
 */
export async function startSiteStack(
  slot: number,
  env: Record<string, string> = {},
  backendEnv: Record<string, string> = {},
): Promise<SiteStack> {
  const sitePort = 3230 + OFFSET + slot;
  const backendPort = 4030 + OFFSET + slot;
  const dataDir = `.data/e2e-stack-${slot}`;
  rmSync(dataDir, { recursive: true, force: true });
  // The build's data cache on disk is shared by every site process of this checkout: this stack's database numbers
  // its articles as the suite's does, so neither may read what the other kept (as start.mjs does for a new one).
  forgetDataCache();
  const url = `http://127.0.0.1:${sitePort}`;
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  // As a launcher does: the secrets resolved once (kept in the stack's data directory) and handed to both.
  const { values: secrets } = resolveSecrets({ DATA_DIR: dataDir, ADMIN_TOKEN });
  const common = { ...process.env, ...secrets, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' };
  const startBackend = () =>
    spawn(process.execPath, ['backend/dist/backend/server.js'], {
      env: {
        ...common,
        BACKEND_PORT: String(backendPort),
        DATA_DIR: dataDir,
        RATE_LIMIT_MAX: '2000',
        SITE_REVALIDATE_URL: `${url}/api/revalidate`,
        ...backendEnv,
      },
      stdio: 'ignore',
    });
  let backend = startBackend();
  const site = spawn(process.execPath, ['lib/server/siteServer.mjs'], {
    env: { ...common, PORT: String(sitePort), BACKEND_URL: backendUrl, ...env },
    stdio: 'ignore',
  });
  const stop = async () => {
    await Promise.all([stopped(site), stopped(backend)]);
    rmSync(dataDir, { recursive: true, force: true });
    forgetDataCache();
  };
  try {
    await waitFor(`${backendUrl}/health`, Date.now() + 120_000);
    await waitFor(`${url}/home.html`, Date.now() + 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const restartBackend = async () => {
    const crashed = new Promise((resolve) => backend.once('exit', resolve));
    backend.kill('SIGKILL');
    await crashed;
    backend = startBackend();
    await waitFor(`${backendUrl}/health`, Date.now() + 120_000);
  };
  return {
    url,
    backendUrl,
    get backend() {
      return backend;
    },
    restartBackend,
    stop,
  };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/** One GET on a connection of its own, so the cluster may hand it to any worker. */
export function getOnNewConnection(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { agent: false, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: Date.now() - started,
        }),
      );
    });
    sent.setTimeout(30_000, () => sent.destroy(new Error(`no answer from ${url} in 30 s`)));
    sent.on('error', reject);
    sent.end();
  });
}
