// `npm test`: lint, typecheck, jest (unit, components, backend), then Playwright end to end. Runs every step
// even when one fails, and ends with the line `N passed, N failed` (checks count one each, tests one each).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const OUTPUT = 'tests/.output';
rmSync(`${OUTPUT}/jest.json`, { force: true });
rmSync(`${OUTPUT}/e2e.json`, { force: true });
mkdirSync(OUTPUT, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failures = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return status === 0;
}

/** `step`, while other children run on: their output keeps being read. */
function stepBeside(name, command, args) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: process.env });
    child.on('error', () => resolve(false));
    child.on('close', (status) => resolve(status === 0));
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** A check run beside the others, its output held and printed whole when it ends. */
function background(name, command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => resolve({ name, command, args, ok: status === 0, output }));
  });
}

// The static checks are independent and mostly single-threaded: side by side they take the time of the longest.
const statics = await Promise.all([
  background('lint', 'npx', ['eslint', '.', '--max-warnings=0']),
  background('format', 'npx', ['prettier', '--check', '.']),
  background('shape', 'npm', ['run', '--silent', 'lint:shape']),
  background('typecheck', 'npx', ['tsc', '--noEmit']),
  background('typecheck backend', 'npx', ['tsc', '-p', 'tsconfig.backend.json', '--noEmit']),
]);
for (const { name, command, args, ok, output } of statics) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  process.stdout.write(Buffer.concat(output));
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

// The site's types passed tsc above: the build the end-to-end step needs need not check them again. It is made
// beside jest (npm start's own build, lib/server/launch/build.mjs), so the end-to-end step finds it ready; should it
// fail, that step builds again and reports why.
const typesChecked = statics.some(({ name, ok }) => name === 'typecheck' && ok);
const typesEnv = { XY_SITE_TYPES_CHECKED: typesChecked ? '1' : '' };
const build = background(
  'build for end to end',
  process.execPath,
  ['--input-type=module', '-e', "(await import('./lib/server/launch/build.mjs')).ensureBuilt()"],
  typesEnv,
);
const jestOk = await stepBeside('jest', 'npx', [
  'jest',
  '--ci',
  '--json',
  `--outputFile=${OUTPUT}/jest.json`,
]);
const jest = readJson(`${OUTPUT}/jest.json`);
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
}
if (!jestOk || !jest) {
  if (!jest) totals.failed += 1;
  failures.push('jest');
}

const built = await build;
console.log(`\n=== ${built.name}: ${built.ok ? 'done' : 'failed'}`);
process.stdout.write(Buffer.concat(built.output));
const e2eOk = step('end to end', 'npx', ['playwright', 'test'], typesEnv);
const e2e = readJson(`${OUTPUT}/e2e.json`);
if (e2e) {
  totals.passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  totals.failed += e2e.stats.unexpected ?? 0;
}
if (!e2eOk || !e2e) {
  if (!e2e || (e2e.stats.unexpected ?? 0) === 0) totals.failed += 1;
  failures.push('end to end');
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
