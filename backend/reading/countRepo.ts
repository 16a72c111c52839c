import { eq, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { returned } from '../core/rowWrites.js';
import { articleCounts } from './schema.js';

export const countFields = ['readCount', 'praiseCount', 'shareCount', 'discussCount'] as const;
export type CountField = (typeof countFields)[number];
export type Counts = Record<CountField, number>;

const zero: Counts = { readCount: 0, praiseCount: 0, shareCount: 0, discussCount: 0 };

// Selected and returned by name, so rows come back as Counts with nothing else in them.
const countColumns = {
  readCount: articleCounts.readCount,
  praiseCount: articleCounts.praiseCount,
  shareCount: articleCounts.shareCount,
  discussCount: articleCounts.discussCount,
};

/** An article nobody counted yet has zeros; the row appears with the first count. */
export async function readCounts(db: Db, fileId: number): Promise<Counts> {
  const [row] = await db.select(countColumns).from(articleCounts).where(eq(articleCounts.fileId, fileId));
  return row ?? { ...zero };
}

/**
 * One more read, praise, share or comment. A single upsert, so concurrent readers on several instances
 * never lose a count. The article must exist (the foreign key refuses others).
 */
export async function incrementCount(db: Db, fileId: number, field: CountField): Promise<Counts> {
  const column = articleCounts[field];
  const rows = await db
    .insert(articleCounts)
    .values({ fileId, [field]: 1 })
    .onConflictDoUpdate({
      target: articleCounts.fileId,
      set: { [field]: sql`${column} + 1`, updatedAt: new Date() },
    })
    .returning(countColumns);
  return returned(rows, 'article_counts');
}

/** The CMS sets counts outright (imports from another system, corrections); fields not given stay. */
export async function setCounts(db: Db, fileId: number, counts: Partial<Counts>): Promise<Counts> {
  const rows = await db
    .insert(articleCounts)
    .values({ fileId, ...counts })
    .onConflictDoUpdate({ target: articleCounts.fileId, set: { ...counts, updatedAt: new Date() } })
    .returning(countColumns);
  return returned(rows, 'article_counts');
}
