// Names this jest run and a folder for it, where tests/backend/testDb.ts keeps the run's seeded database
// templates; tests/jestGlobalTeardown.mjs removes them. Workers start after this and inherit the environment.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup() {
  const run = randomBytes(6).toString('hex');
  const folder = join(tmpdir(), `xy-test-db-${run}`);
  mkdirSync(folder, { recursive: true });
  process.env.XY_TEST_DB_RUN = run;
  process.env.XY_TEST_DB_TEMPLATES = folder;
}
