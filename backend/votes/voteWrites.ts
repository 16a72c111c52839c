// The CMS's writes of votes and options (ingest.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { returned } from '../core/rowWrites.js';
import { voteOptions, votes } from './schema.js';
import { InputError } from '../core/envelope.js';
import { findVote, type Vote, type VoteOption } from './voteRepo.js';

/** PostgreSQL's error code of a failed statement (drizzle wraps the driver's error as its cause). */
const pgCode = (error: unknown): string | undefined => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code ?? cause?.code;
};

export type VoteInput = Partial<
  Pick<
    typeof votes.$inferInsert,
    | 'activityId'
    | 'title'
    | 'description'
    | 'headImage'
    | 'themes'
    | 'infoRule'
    | 'startsAt'
    | 'endsAt'
    | 'perDay'
    | 'perOption'
    | 'total'
    | 'published'
  >
>;
export type OptionInput = Partial<
  Pick<typeof voteOptions.$inferInsert, 'number' | 'title' | 'description' | 'picture'>
>;

export async function insertVote(db: Db, input: VoteInput): Promise<Vote> {
  const { title = '', startsAt = new Date(), endsAt = new Date(), ...rest } = input;
  return returned(
    await db
      .insert(votes)
      .values({ ...rest, title, startsAt, endsAt })
      .returning(),
    'votes',
  );
}

/** Null when there is no such vote; a window the edit would turn around is refused by the table's check. */
export async function updateVote(db: Db, id: number, input: VoteInput): Promise<Vote | null> {
  const [row] = await db
    .update(votes)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(votes.id, id))
    .returning()
    .catch((error: unknown) => {
      if (pgCode(error) === '23514') throw new InputError('endTime 必须晚于 startTime');
      throw error;
    });
  return row ?? null;
}

export async function closeVote(db: Db, id: number): Promise<Vote | null> {
  await db
    .update(votes)
    .set({ closedAt: sql`coalesce(${votes.closedAt}, now())`, updatedAt: new Date() })
    .where(eq(votes.id, id));
  return findVote(db, id, true);
}

/** The option, numbered after the last one when no number is given; null when its number is taken. */
export async function insertOption(db: Db, voteId: number, input: OptionInput): Promise<VoteOption | null> {
  const number =
    input.number ??
    sql<number>`(select coalesce(max(${voteOptions.number}), 0) + 1 from ${voteOptions} where ${voteOptions.voteId} = ${voteId})`;
  const [row] = await db
    .insert(voteOptions)
    .values({ ...input, title: input.title ?? '', voteId, number })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateOption(
  db: Db,
  voteId: number,
  optionId: number,
  input: OptionInput,
): Promise<VoteOption | null | 'taken'> {
  const [row] = await db
    .update(voteOptions)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(voteOptions.id, optionId), eq(voteOptions.voteId, voteId)))
    .returning()
    .catch((error: unknown) => {
      if (pgCode(error) === '23505') return ['taken' as const];
      throw error;
    });
  return row ?? null;
}
