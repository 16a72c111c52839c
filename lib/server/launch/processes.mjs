// Child-process plumbing shared by start.mjs and dev.mjs: start the backend and the site side by side, wait for
// the backend's health check, and stop both together.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// Run the tools' own entry points with this node, not through npx, so a stop signal reaches the real process.
const require = createRequire(import.meta.url);
export const NEXT_BIN = require.resolve('next/dist/bin/next');
export const TSC_BIN = require.resolve('typescript/bin/tsc');

export const backendPort = () => Number(process.env.BACKEND_PORT || 4010);
export const sitePort = () => Number(process.env.PORT || 3000);

const children = new Set();
let stopping = false;

export function run(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: process.env, ...options });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${command} ${args.join(' ')} exited (${signal ?? code}); stopping.`);
      stopAll(code || 1);
    }
  });
  return child;
}

export function runToEnd(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: process.env });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code})`)),
    );
  });
}

export function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  // Give the backend time to close its database cleanly before we leave.
  const deadline = setTimeout(() => process.exit(code), 10_000);
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      clearTimeout(deadline);
      process.exit(code);
    }
  }, 100);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// A first start migrates and seeds the embedded database, which took 85 s on two busy cores.
export const waitForBackend = (timeoutMs = 180_000) =>
  waitForUrl(`http://127.0.0.1:${backendPort()}/health`, timeoutMs);

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
