// Votes, their options and the votes cast. Votes count in ONE statement (castVotes): the member's tally row is
// inserted or moved forward only where every limit still allows it, and the option's count and the log follow
// from the counted votes in the same statement, so parallel votes can never pass a limit between a read and a
// write.
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { VOTE_SORTS, VOTE_STATE, type VoteSort } from '../../lib/contract/votes.js';
import type { Db } from '../core/database.js';
import { voteLogs, voteOptions, votes, voteTallies, voteVoters } from './schema.js';

export type Vote = typeof votes.$inferSelect;
export type VoteOption = typeof voteOptions.$inferSelect;

/** What a member has done in the vote: whether the member-info rule is filled, and their votes. */
export interface MemberVoting {
  infoFilled: boolean;
  todayVotes: number;
  totalVotes: number;
  optionVotes: Record<string, number>;
}

export async function findVote(db: Db, id: number, withUnpublished = false): Promise<Vote | null> {
  const [row] = await db.select().from(votes).where(eq(votes.id, id));
  return row && (row.published || withUnpublished) ? row : null;
}

/** isbegin: not started, in progress, or ended (its window passed, or the CMS closed it early). */
export function voteState(vote: Vote, now: number): number {
  if (vote.closedAt !== null || now >= vote.endsAt.getTime()) return VOTE_STATE.ended;
  return now < vote.startsAt.getTime() ? VOTE_STATE.notStarted : VOTE_STATE.open;
}

export async function voteTotals(db: Db, voteId: number) {
  const [row] = await db
    .select({
      votes: sql<number>`coalesce(sum(${voteOptions.voteCount}), 0)::int`,
      views: sql<number>`coalesce(sum(${voteOptions.viewCount}), 0)::int`,
      options: sql<number>`count(*)::int`,
    })
    .from(voteOptions)
    .where(eq(voteOptions.voteId, voteId));
  return row ?? { votes: 0, views: 0, options: 0 };
}

const ORDER: Record<VoteSort, ReturnType<typeof asc>[]> = {
  [VOTE_SORTS.number]: [asc(voteOptions.number)],
  [VOTE_SORTS.rank]: [desc(voteOptions.voteCount), asc(voteOptions.number)],
  [VOTE_SORTS.views]: [desc(voteOptions.viewCount), asc(voteOptions.number)],
};

/** A page of a vote's options in one of the three sorts; `name` keeps those whose title contains it. */
export async function listOptions(
  db: Db,
  voteId: number,
  { sort, page, size, name }: { sort: VoteSort; page: number; size: number; name?: string },
): Promise<VoteOption[]> {
  const where = name
    ? and(eq(voteOptions.voteId, voteId), ilike(voteOptions.title, `%${name.replace(/[\\%_]/g, '\\$&')}%`))
    : eq(voteOptions.voteId, voteId);
  return db
    .select()
    .from(voteOptions)
    .where(where)
    .orderBy(...ORDER[sort])
    .limit(size + 1)
    .offset((page - 1) * size);
}

/** One option of the vote, its views counted, with its rank (1 + options with more votes); null when not there. */
export async function viewOption(db: Db, voteId: number, optionId: number) {
  const [option] = await db
    .update(voteOptions)
    .set({ viewCount: sql`${voteOptions.viewCount} + 1` })
    .where(and(eq(voteOptions.id, optionId), eq(voteOptions.voteId, voteId)))
    .returning();
  if (!option) return null;
  const [above] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(voteOptions)
    .where(and(eq(voteOptions.voteId, voteId), sql`${voteOptions.voteCount} > ${option.voteCount}`));
  return { option, rank: (above?.count ?? 0) + 1 };
}

/** Every option by votes, most first. */
export const rankedOptions = (db: Db, voteId: number) =>
  db
    .select()
    .from(voteOptions)
    .where(eq(voteOptions.voteId, voteId))
    .orderBy(...ORDER[VOTE_SORTS.rank]);

export async function findOption(db: Db, optionId: number): Promise<VoteOption | null> {
  const [row] = await db.select().from(voteOptions).where(eq(voteOptions.id, optionId));
  return row ?? null;
}

export async function voterInfo(db: Db, voteId: number, userId: number) {
  const [row] = await db
    .select({ info: voteVoters.info })
    .from(voteVoters)
    .where(and(eq(voteVoters.voteId, voteId), eq(voteVoters.userId, userId)));
  return row?.info ?? null;
}

export async function saveVoterInfo(db: Db, voteId: number, userId: number, info: Record<string, string>) {
  await db
    .insert(voteVoters)
    .values({ voteId, userId, info })
    .onConflictDoUpdate({
      target: [voteVoters.voteId, voteVoters.userId],
      set: { info, updatedAt: new Date() },
    });
}

export async function memberTally(db: Db, voteId: number, userId: number) {
  const [row] = await db
    .select()
    .from(voteTallies)
    .where(and(eq(voteTallies.voteId, voteId), eq(voteTallies.userId, userId)));
  return row ?? null;
}

export interface Ballot {
  voteId: number;
  optionId: number;
  userId: number;
  /** The China date the vote counts on. */
  day: string;
  address: string;
}

interface CastRow {
  vote_count: number | null;
  day_count: number | null;
  total: number | null;
  option_counts: Record<string, number> | null;
}

/** A counted vote: the option's new count and the member's tally after it. */
export interface CastVote {
  voteCount: number;
  mine: MemberVoting;
}

const castOf = (row: CastRow | undefined): CastVote | null =>
  row && row.vote_count !== null
    ? {
        voteCount: row.vote_count,
        mine: {
          infoFilled: true,
          todayVotes: row.day_count ?? 0,
          totalVotes: row.total ?? 0,
          optionVotes: row.option_counts ?? {},
        },
      }
    : null;

/**
 * Counts votes in ONE statement (so one transaction), each one or not at all, in the order given: a vote must be
 * published, open at the database's clock, the option its own, the member-info rule filled when it asks anything,
 * and every limit unreached. vote_cast_batch (migration 0014) takes the member's tally a vote at a time (the upsert
 * that decides: two votes of one member are checked one after the other, as two statements would be), then moves
 * the options' counts and logs the counted votes. Answers each ballot's option's count right after it and the
 * member's tally, or null where the vote was refused. If anything fails (a member or option deleted meanwhile, a
 * deadlock with another instance's batch), nothing changed and it throws.
 */
export async function castVotes(db: Db, ballots: readonly Ballot[]): Promise<(CastVote | null)[]> {
  const rows = ballots.map((ballot, n) => ({ n, ...ballot }));
  const result = (await db.execute(
    sql`select * from vote_cast_batch(${JSON.stringify(rows)}::jsonb)`,
  )) as unknown as { rows: CastRow[] };
  if (result.rows.length !== ballots.length) throw new Error('vote_cast_batch answers one row per ballot');
  return result.rows.map(castOf);
}

/** The votes cast in a vote, oldest first, for the CMS's export. */
export const voteLogRows = (db: Db, voteId: number) =>
  db
    .select({
      id: voteLogs.id,
      optionId: voteLogs.optionId,
      number: voteOptions.number,
      title: voteOptions.title,
      userId: voteLogs.userId,
      address: voteLogs.address,
      createdAt: voteLogs.createdAt,
    })
    .from(voteLogs)
    .innerJoin(voteOptions, eq(voteOptions.id, voteLogs.optionId))
    .where(eq(voteLogs.voteId, voteId))
    .orderBy(asc(voteLogs.id));
