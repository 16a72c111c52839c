import { randomBytes } from 'node:crypto';
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

/** A fresh database on the DATABASE_URL server; drop() removes it again. */
export async function throwawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `xy_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function throwawayPostgres(): Promise<DatabaseHandle> {
  const { url, drop } = await throwawayDatabase();
  const handle = await openDatabase({ databaseUrl: url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
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
    open: ({ seed = true } = {}) => prepared(() => openDatabase({ dataDir: 'memory://' }), seed),
  },
  ...(onPostgres()
    ? [{ name: 'postgres' as const, open: ({ seed = true } = {}) => prepared(throwawayPostgres, seed) }]
    : []),
];
