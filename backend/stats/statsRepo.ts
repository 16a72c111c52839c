// What readers did: `event` calls (shares, reads, device records) and the statistics service's records.
import type { Db } from '../core/database.js';
import { type CountField, incrementCount } from '../reading/countRepo.js';
import { readerEvents, statsRecords } from './schema.js';

export type ReaderEvent = Omit<typeof readerEvents.$inferInsert, 'id' | 'createdAt'>;
export type StatsRecord = Omit<typeof statsRecords.$inferInsert, 'id' | 'createdAt'>;

/** Event types of spec section 9, and the counter each one moves. */
export const EVENT_TYPES = [2, 3, 12] as const;
const countedAs: Partial<Record<number, CountField>> = { 2: 'shareCount', 3: 'readCount' };

/** Stores the event and moves its article's counter, both or neither. */
export async function recordEvent(db: Db, event: ReaderEvent): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(readerEvents).values(event);
    const field = countedAs[event.type];
    if (field && event.fileId) await incrementCount(tx, event.fileId, field);
  });
}

export async function insertStatsRecord(db: Db, record: StatsRecord): Promise<void> {
  await db.insert(statsRecords).values(record);
}
