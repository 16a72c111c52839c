import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../../backend/core/database';
import { acquireLock, LockError } from '../../backend/core/lock';
import { articles as articleTable, columns as columnTable } from '../../backend/reading/schema';
import { siteConfig } from '../../backend/siteConfig/schema';
import { seedIfEmpty } from '../../backend/domains';
import { drivers, throwawayDatabase } from './testDb';

async function rows<T>(handle: DatabaseHandle, query: SQL): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Tables, columns, indexes and constraints as PostgreSQL itself reports them. */
async function schemaDump(handle: DatabaseHandle) {
  const columns = await rows(
    handle,
    sql`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
        where table_schema = 'public' order by table_name, column_name`,
  );
  const indexes = await rows(
    handle,
    sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
  );
  // PGlite runs PostgreSQL 17+, which lists NOT NULL as constraints too (contype 'n'); older servers do not,
  // and is_nullable above already covers them.
  const constraints = await rows(
    handle,
    sql`select conname, pg_get_constraintdef(oid) as def from pg_constraint
        where connamespace = 'public'::regnamespace and contype <> 'n' order by conname`,
  );
  return { columns, indexes, constraints };
}

/** Every domain's tables, from the files drizzle.config.ts reads (`backend/<domain>/schema.ts`). */
async function declaredTables(): Promise<PgTable[]> {
  const backend = join(process.cwd(), 'backend');
  const files = readdirSync(backend)
    .map((domain) => join(backend, domain, 'schema.ts'))
    .filter((file) => existsSync(file));
  const modules: Record<string, unknown>[] = await Promise.all(files.map((file) => import(file)));
  return modules.flatMap((module) => Object.values(module).filter((value) => is(value, PgTable)));
}

const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

describe.each(drivers)('database on $name', (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await driver.open({ seed: false });
  });
  afterAll(() => handle.close());

  it('applies every migration of the journal, once', async () => {
    await handle.migrate();
    const applied = await rows<{ hash: string }>(
      handle,
      sql`select hash from drizzle.__drizzle_migrations order by created_at`,
    );
    const expected = journal.entries.map((entry) =>
      createHash('sha256')
        .update(readFileSync(join(migrationsFolder(), `${entry.tag}.sql`)).toString())
        .digest('hex'),
    );
    expect(applied.map((row) => row.hash)).toEqual(expected);
  });

  it('creates every table and column the Drizzle schema declares', async () => {
    const dump = await schemaDump(handle);
    const actual = new Set(
      (dump.columns as { table_name: string; column_name: string }[]).map(
        (c) => `${c.table_name}.${c.column_name}`,
      ),
    );
    const tables = await declaredTables();
    expect(tables.length).toBeGreaterThan(30);
    const declared = tables.flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map((column) => `${config.name}.${column.name}`);
    });
    expect([...actual].sort()).toEqual(declared.sort());
  });

  it('seeds once: every article type, one draft, pictures that exist', async () => {
    expect(await seedIfEmpty(handle.db)).toBe(true);
    expect(await seedIfEmpty(handle.db)).toBe(false);
    const articles = await handle.db.select().from(articleTable);
    expect(articles.length).toBeGreaterThanOrEqual(24);
    expect(new Set(articles.map((article) => article.articleType))).toEqual(new Set([0, 1, 2, 3, 4, 6, 12]));
    expect(articles.filter((article) => article.aStatus !== 1)).toHaveLength(1);
    const pictures = articles.flatMap((article) => [article.picBig, ...article.picList]).filter(Boolean);
    expect(pictures.length).toBeGreaterThan(20);
    for (const picture of new Set(pictures)) {
      expect(existsSync(join(process.cwd(), 'public', picture))).toBe(true);
    }
    const columns = await handle.db.select().from(columnTable);
    expect(columns.filter((column) => column.parentId === 0)).toHaveLength(6);
    const [config] = await handle.db.select().from(siteConfig);
    expect(config?.config.padLogo).toBe('/demo/logo.svg');
  });

  it('refuses a second site config row', async () => {
    await expect(handle.db.insert(siteConfig).values({ id: 2, config: {} })).rejects.toThrow();
  });
});

const describeBoth = drivers.length > 1 ? describe : describe.skip;

describeBoth('migrations on both drivers', () => {
  it('produce the same schema', async () => {
    const handles = await Promise.all(drivers.map((driver) => driver.open({ seed: false })));
    try {
      const [pglite, postgres] = await Promise.all(handles.map(schemaDump));
      expect(pglite?.columns.length).toBeGreaterThan(40);
      expect(postgres).toEqual(pglite);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});

const describePostgres = process.env.DATABASE_URL ? describe : describe.skip;

describePostgres('several instances starting together on one PostgreSQL', () => {
  it('migrate and seed exactly once', async () => {
    const { url, drop } = await throwawayDatabase();
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })));
    try {
      await Promise.all(handles.map((handle) => handle.migrate()));
      const seeded = await Promise.all(handles.map((handle) => seedIfEmpty(handle.db)));
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const [first] = handles;
      const columns = await first!.db.select().from(columnTable);
      expect(columns.filter((column) => column.parentId === 0)).toHaveLength(6);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await drop();
    }
  });
});

describePostgres('a PostgreSQL server that drops its connections', () => {
  it('costs only the dropped connections, not the process', async () => {
    const { url, drop } = await throwawayDatabase();
    const handle = await openDatabase({ databaseUrl: url });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await handle.db.execute(sql`select 1`);
      const admin = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? '' });
      await admin.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${new URL(url).pathname.slice(1)}`,
      );
      await admin.close();
      // The terminated connection reports its loss asynchronously; wait until the pool has heard it.
      while (warn.mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/dropped an idle connection/);
      const after = (await handle.db.execute(sql`select 1 as one`)) as { rows: unknown[] };
      expect(after.rows).toEqual([{ one: 1 }]);
    } finally {
      warn.mockRestore();
      await handle.close();
      await drop();
    }
  });
});

describe('the PGlite lock file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'xy-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second opener of the same data directory, naming the holder', async () => {
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        new RegExp(`held by this process \\(pid ${process.pid}\\)`),
      );
      await first.migrate();
    } finally {
      await first.close();
    }
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
    // Released on close, so the next start opens the same data.
    const again = await openDatabase({ dataDir: dir });
    await again.migrate();
    expect(await seedIfEmpty(again.db)).toBe(true);
    await again.close();
  });

  it('refuses while another live process holds it', () => {
    const lockPath = join(dir, 'pglite.lock');
    writeFileSync(lockPath, `${process.ppid}\n`);
    expect(() => acquireLock(lockPath)).toThrow(LockError);
    expect(() => acquireLock(lockPath)).toThrow(`held by pid ${process.ppid}`);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a lock whose holder was killed but not yet reaped', async () => {
    // The shell's child exits once the shell has become `sleep`, which never waits for it: a zombie. (A child that
    // ended before the exec could be reaped by the shell itself, as happened on a busy machine.)
    const parent = spawn('sh', ['-c', 'sleep 0.5 & echo $!; exec sleep 10']);
    try {
      const zombie = await new Promise<number>((resolve) =>
        parent.stdout.once('data', (data) => resolve(Number(data))),
      );
      const state = () => readFileSync(`/proc/${zombie}/stat`, 'utf8');
      for (let waited = 0; waited < 5000 && !/\) Z /.test(state()); waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(state()).toMatch(/\) Z /);
      const lockPath = join(dir, 'pglite.lock');
      writeFileSync(lockPath, `${zombie}\n`);
      acquireLock(lockPath).release();
    } finally {
      parent.kill();
    }
  });

  it('takes over a lock left by a dead process', () => {
    const lockPath = join(dir, 'pglite.lock');
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockPath, `${dead}\n`);
    const lock = acquireLock(lockPath);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });
});

describePostgres('the PostgreSQL pool (DATABASE_POOL_MAX)', () => {
  it('opens no more connections than it is given, however many queries wait', async () => {
    const { url, drop } = await throwawayDatabase();
    const name = new URL(url).pathname.slice(1);
    const admin = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? '', poolMax: 1 });
    const connections = async (poolMax: number) => {
      const handle = await openDatabase({ databaseUrl: url, poolMax });
      try {
        const queries = Promise.all(
          Array.from({ length: 6 }, () => handle.db.execute(sql`select pg_sleep(1)`)),
        );
        await new Promise((resolve) => setTimeout(resolve, 700));
        const [open] = await rows<{ count: string }>(
          admin,
          sql`select count(*) from pg_stat_activity where datname = ${name}`,
        );
        await queries;
        return Number(open?.count);
      } finally {
        await handle.close();
      }
    };
    try {
      expect(await connections(2)).toBe(2);
      // The bound is what holds it: given more, the same queries open more.
      expect(await connections(6)).toBeGreaterThan(2);
    } finally {
      await admin.close();
      await drop();
    }
  });
});
