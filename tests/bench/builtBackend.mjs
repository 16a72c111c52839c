// The reference backend as the benches run it in process: built from its sources, then its modules loaded from
// backend/dist (the way `npm start` runs them).
import { execFileSync } from 'node:child_process';

/** Builds the backend and answers a loader of its compiled modules by their path under backend/dist/backend/. */
export function builtBackend() {
  execFileSync('npm', ['run', '--silent', 'build:backend'], { stdio: 'inherit' });
  const dist = new URL('../../backend/dist/backend/', import.meta.url);
  return (path) => import(new URL(path, dist).href);
}
