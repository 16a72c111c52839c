import { sql } from 'drizzle-orm';
import type { Db } from '../../../backend/core/database';

/**
 * Row triggers on every table of the app's schema log the table of each insert, update and delete, so the suite
 * sees exactly which tables a request wrote, on PGlite and PostgreSQL alike, at the cost of one small query.
 */
export async function installWriteLog(db: Db): Promise<void> {
  await db.execute(sql.raw('create table fuzz_writes (tbl text not null)'));
  await db.execute(
    sql.raw(`create function fuzz_log_write() returns trigger language plpgsql as $$
      begin
        insert into fuzz_writes values (TG_TABLE_NAME);
        return null;
      end $$`),
  );
  await db.execute(
    sql.raw(`do $$
      declare t record;
      begin
        for t in select tablename from pg_tables
          where schemaname = current_schema() and tablename <> 'fuzz_writes' loop
          execute format('create trigger fuzz_log_write after insert or update or delete on %I '
            || 'for each row execute function fuzz_log_write()', t.tablename);
        end loop;
      end $$`),
  );
}

/** The tables written since the last call, each once. */
export async function takeWrites(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`delete from fuzz_writes returning tbl`)) as unknown as {
    rows: { tbl: string }[];
  };
  return [...new Set(result.rows.map((row) => row.tbl))].sort();
}
