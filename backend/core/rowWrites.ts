import type { Db } from './database.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The row an INSERT … RETURNING gave back; none is a bug worth an error naming the table. */
export function returned<T>(rows: T[], table: string): T {
  const [row] = rows;
  if (!row) throw new Error(`insert into ${table} returned no row`);
  return row;
}

export interface ParentWrite<T> {
  /** Inserts the row, answering its id. */
  insert(tx: Tx): Promise<number>;
  update(tx: Tx, id: number): Promise<unknown>;
  /** Rewrites what hangs below the row (groups, events); absent leaves it alone. */
  children?: ((tx: Tx, id: number) => Promise<void>) | undefined;
  read(id: number): Promise<T | null>;
}

/** Creates (id null) or updates a row and what hangs below it in one transaction, then reads it back. */
export async function writeWithChildren<T>(db: Db, id: number | null, write: ParentWrite<T>): Promise<T> {
  const savedId = await db.transaction(async (tx) => {
    const current = id ?? (await write.insert(tx));
    if (id !== null) await write.update(tx, id);
    await write.children?.(tx, current);
    return current;
  });
  const saved = await write.read(savedId);
  if (!saved) throw new Error(`row ${savedId} vanished after writing it`);
  return saved;
}
