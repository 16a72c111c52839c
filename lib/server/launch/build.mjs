// Builds the site and the backend when the build is missing or older than its sources: `npm start` and the
// benches that run the production build share it.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { basePathFrom } from '../../config/env.mjs';
import { runToEnd } from './processes.mjs';

export const root = new URL('../../..', import.meta.url).pathname;
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
const buildInputs = () => JSON.stringify({ basePath: basePathFrom() });

function buildIsCurrent() {
  if (!existsSync(stampFile) || !existsSync(join(root, 'backend/dist/backend/server.js'))) return false;
  if (readFileSync(stampFile, 'utf8') !== buildInputs()) return false;
  const builtAt = statSync(stampFile).mtimeMs;
  return SOURCES.every(
    (source) => !existsSync(join(root, source)) || newestChange(join(root, source)) <= builtAt,
  );
}

export async function ensureBuilt() {
  if (buildIsCurrent()) return;
  console.log('Building the site and the backend...');
  await runToEnd('npm', ['run', 'build']);
  writeFileSync(stampFile, buildInputs());
}
