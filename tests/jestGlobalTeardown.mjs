// Removes what tests/backend/testDb.ts built for this run: the PGlite dump's folder and the PostgreSQL template.
import { rmSync } from 'node:fs';
import pg from 'pg';

export default async function teardown() {
  const { XY_TEST_DB_RUN: run, XY_TEST_DB_TEMPLATES: folder, DATABASE_URL: adminUrl } = process.env;
  if (folder) rmSync(folder, { recursive: true, force: true });
  if (!run || !adminUrl) return;
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS xy_tpl_${run}`);
  } finally {
    await client.end();
  }
}
