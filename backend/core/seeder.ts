// The demo (the 临江日报 site) is seeded at every start by one seeder: each domain declares a step, its content
// in JSON files beside it (`<domain>/seed/*.json`) and the little code that is not data (ids linking rows, times
// relative to now); the routes table (domains.ts) lists the steps in the order they run.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

export interface SeedStep {
  /** Names what it seeds. */
  name: string;
  /**
   * Seeds only while `table` has no row, in one transaction under the advisory lock `lock`: instances starting
   * together seed once, a database seeded before the step existed gets it at its next start, and once the CMS
   * has written a row there the demo stays out. Without it the step decides for itself.
   */
  onlyInto?: { table: PgTable; lock: number };
  /** Writes the step's rows; `now` is the start the demo's times are relative to. */
  seed(db: Db, now: number): Promise<void>;
}

async function seedInto(
  db: Db,
  step: SeedStep,
  { table, lock }: { table: PgTable; lock: number },
  now: number,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lock})`);
    // Checked inside the lock, so the instance that waited sees the first one's rows.
    const [existing] = await tx
      .select({ one: sql`1` })
      .from(table)
      .limit(1);
    if (existing) return false;
    await step.seed(tx, now);
    return true;
  });
}

/** Runs the steps in order; answers the names of the `onlyInto` steps that seeded their table now. */
export async function seedDemo(db: Db, steps: SeedStep[], now = Date.now()): Promise<string[]> {
  const seeded: string[] = [];
  for (const step of steps) {
    if (!step.onlyInto) await step.seed(db, now);
    else if (await seedInto(db, step, step.onlyInto, now)) seeded.push(step.name);
  }
  return seeded;
}
