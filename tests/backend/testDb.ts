import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../backend/core/database';
import { seedIfEmpty } from '../../backend/domains';

// PGlite's CommonJS build loads Node builtins with import(), which jest's sandbox refuses unless node runs
// with --experimental-vm-modules. Loading it through Node's own module loader runs it exactly as the server does;
// database.ts imports PGlite only when opening, so this applies whatever a test file imports first.
jest.mock('@electric-sql/pglite', () => {
  const nodeModule = jest.requireActual<{ _load(request: string, parent: null, isMain: boolean): unknown }>(
    'node:module',
  );
  return nodeModule._load(require.resolve('@electric-sql/pglite'), null, false);
});

export interface Driver {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated database of this driver; close() also throws the database away. */
  open(options?: { seed?: boolean }): Promise<DatabaseHandle>;
}

const adminUrl = process.env.DATABASE_URL;

async function onAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the DATABASE_URL server, empty or a copy of `template`; drop() removes it again. */
export async function throwawayDatabase(
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `xy_test_${randomBytes(6).toString('hex')}`;
  await onAdmin((client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function prepared(open: () => Promise<DatabaseHandle>, seed: boolean): Promise<DatabaseHandle> {
  const handle = await open();
  try {
    await handle.migrate();
    if (seed) await seedIfEmpty(handle.db);
    return handle;
  } catch (error) {
    // Closing also drops a throwaway PostgreSQL database, so a failed start leaves nothing behind.
    await handle.close();
    throw error;
  }
}

/**
 * The run's seeded templates. tests/jestGlobalSetup.mjs names the run (XY_TEST_DB_RUN) and a folder for it; the
 * first suite that opens a seeded database builds one, migrated and seeded, and every later open of the run copies
 * it: a PGlite dump in the folder, a PostgreSQL template database. A copy takes about 2 s where building takes
 * 10–15 s (initdb, every migration, the demo seed). Without a run (jest started without its setup) each open
 * builds its own.
 */
const run = process.env.XY_TEST_DB_RUN;
const templateDir = process.env.XY_TEST_DB_TEMPLATES;
const POSTGRES_TEMPLATE = run ? `xy_tpl_${run}` : undefined;
/** Held while a worker builds the PostgreSQL template, so the other workers wait for it rather than build too. */
const TEMPLATE_LOCK_ID = 4017001;

async function pgliteTemplate(): Promise<Blob | undefined> {
  if (!templateDir) return undefined;
  const file = join(templateDir, 'pglite-seeded.tar');
  if (!existsSync(file)) {
    const handle = await prepared(() => openDatabase({ dataDir: 'memory://' }), true);
    try {
      const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
      // Written aside and renamed, so a worker never reads another's half-written dump.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await handle.close();
    }
  }
  return new Blob([readFileSync(file)]);
}

async function postgresTemplate(): Promise<string | undefined> {
  const template = POSTGRES_TEMPLATE;
  if (!template) return undefined;
  await onAdmin(async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (rowCount) return;
      const building = await throwawayDatabase();
      try {
        const handle = await prepared(() => openDatabase({ databaseUrl: building.url }), true);
        await handle.close();
        // A template must have no connections; renamed only once whole, so no worker copies a half-built one.
        await client.query(`ALTER DATABASE ${building.name} RENAME TO ${template}`);
      } catch (error) {
        await building.drop();
        throw error;
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
    }
  });
  return template;
}

async function throwawayPostgres(seed: boolean): Promise<DatabaseHandle> {
  const template = seed ? await postgresTemplate() : undefined;
  const { url, drop } = await throwawayDatabase(template);
  const open = async () => {
    const handle = await openDatabase({ databaseUrl: url });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await drop();
      },
    };
  };
  if (!template) return prepared(open, seed);
  return open();
}

async function memoryPglite(seed: boolean): Promise<DatabaseHandle> {
  const template = seed ? await pgliteTemplate() : undefined;
  if (!template) return prepared(() => openDatabase({ dataDir: 'memory://' }), seed);
  return openDatabase({ dataDir: 'memory://', template });
}

/**
 * The suites that `npm test` also runs on PostgreSQL (when DATABASE_URL is set): the database itself and every
 * write that must be exact under concurrency (votes, praise, places, vouchers, codes, limits, moderation, progress),
 * where the two engines' locking and ordering could differ. The rest run on PGlite alone, which keeps CI under its
 * time; TEST_POSTGRES=all runs every suite on both.
 */
const POSTGRES_SUITES = new Set([
  'activities',
  'commentMigration',
  'commentTargets',
  'comments',
  'community',
  'database',
  'memberCodes',
  'memberInvite',
  'parallelAttempts',
  'praise',
  'questions',
  'rateLimit',
  'study',
  'submissions',
  'tipoffs',
  'votes',
]);

/** Whether this suite runs on PostgreSQL too; a suite jest does not name runs on both. */
function onPostgres(): boolean {
  if (!adminUrl) return false;
  const suite = /([^/\\]+)\.test\.ts$/.exec(expect.getState().testPath ?? '')?.[1];
  return process.env.TEST_POSTGRES === 'all' || suite === undefined || POSTGRES_SUITES.has(suite);
}

/** Every suite runs on in-memory PGlite, and the suites above on PostgreSQL too when DATABASE_URL is set. */
export const drivers: Driver[] = [
  {
    name: 'pglite',
    open: ({ seed = true } = {}) => memoryPglite(seed),
  },
  ...(onPostgres()
    ? [{ name: 'postgres' as const, open: ({ seed = true } = {}) => throwawayPostgres(seed) }]
    : []),
];
