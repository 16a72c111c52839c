import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { acquireLock, type FileLock } from './lock.js';

/** The query builder both drivers share; repositories take this, never a driver-specific type. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations of backend/core/migrations (the same files for both drivers). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PGlite keeps its files in `${dataDir}/pglite`; 'memory://' keeps everything in memory (tests). */
  dataDir?: string;
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl?: string;
  /** Connections the PostgreSQL pool opens at most (10). */
  poolMax?: number;
  /** An in-memory PGlite starts from this dump of a data directory (`dumpDataDir`) instead of an empty one. */
  template?: Blob;
}

/** Works from the sources (tests) and from backend/dist alike: the migrations are never copied. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  // From backend/dist/backend/core, the sources' backend/core/migrations is three folders up.
  const candidates = [join(here, 'migrations'), join(here, '..', '..', '..', 'core', 'migrations')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations found (looked in ${candidates.join(', ')})`);
  return found;
}

const MIGRATION_LOCK_ID = 4017000;

// Each driver is loaded only when chosen: a PostgreSQL deployment never loads PGlite's WebAssembly and vice versa.

async function openPostgres(databaseUrl: string, poolMax: number): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
  // An idle connection the server drops (restart, failover, a terminated backend) must not take the process
  // down: the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
  });
  try {
    // Fail at start rather than on the first request when the server is unreachable.
    (await pool.connect()).release();
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: drizzlePg(pool),
    kind: 'postgres',
    async migrate() {
      // Instances starting together would race to create the same tables; the first one migrates, the
      // others wait on this lock and then find nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, template?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir === 'memory://';
  let lock: FileLock | null = null;
  let location = 'memory://';
  if (!inMemory) {
    const root = resolve(dataDir);
    mkdirSync(root, { recursive: true });
    lock = acquireLock(join(root, 'pglite.lock'));
    location = join(root, 'pglite');
  }
  const client = new PGlite(location, inMemory && template ? { loadDataDir: template } : {});
  try {
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    migrate: async () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10);
  return openPglite(options.dataDir ?? '.data', options.template);
}
