// `npm test`: lint, typecheck, jest (unit, components, backend), then Playwright end to end. Runs every step
// even when one fails, and ends with the line `N passed, N failed` (checks count one each, tests one each).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const OUTPUT = 'tests/.output';
rmSync(`${OUTPUT}/jest.json`, { force: true });
rmSync(`${OUTPUT}/e2e.json`, { force: true });
mkdirSync(OUTPUT, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failures = [];

function step(name, command, args) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return status === 0;
}

function check(name, command, args) {
  if (step(name, command, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
check('format', 'npx', ['prettier', '--check', '.']);
check('shape', 'npm', ['run', '--silent', 'lint:shape']);
check('typecheck', 'npx', ['tsc', '--noEmit']);
check('typecheck backend', 'npx', ['tsc', '-p', 'tsconfig.backend.json', '--noEmit']);

const jestOk = step('jest', 'npx', ['jest', '--ci', '--json', `--outputFile=${OUTPUT}/jest.json`]);
const jest = readJson(`${OUTPUT}/jest.json`);
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
}
if (!jestOk || !jest) {
  if (!jest) totals.failed += 1;
  failures.push('jest');
}

const e2eOk = step('end to end', 'npx', ['playwright', 'test']);
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
