// Votes, their options and the votes cast. A vote counts in ONE statement (castVote): the member's tally row is
// inserted or moved forward only where every limit still allows it, and the option's count and the log follow
// from that row's RETURNING in the same statement, so parallel votes can never pass a limit between a read and
// a write.
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { VOTE_SORTS, VOTE_STATE, type VoteSort } from '../../lib/contract/votes.js';
import type { Db } from '../core/database.js';
import { voteLogs, voteOptions, votes, voteTallies, voteVoters } from './schema.js';

export type Vote = typeof votes.$inferSelect;
export type VoteOption = typeof voteOptions.$inferSelect;

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

/**
 * Counts one vote, or nothing: the vote must be published, open at the database's clock, the option its own, the
 * member-info rule filled when it asks anything, and every limit unreached. The tally's upsert decides; the
 * option's count and the log take its RETURNING, so all three move together or not at all. Answers the option's
 * new count, or null when the vote was refused.
 */
export async function castVote(db: Db, ballot: Ballot): Promise<number | null> {
  const { voteId, optionId, userId, day, address } = ballot;
  const key = String(optionId);
  const result = (await db.execute(sql`
    with allowed as (
      select v.id, v.per_day, v.per_option, v.total
      from votes v join vote_options o on o.vote_id = v.id and o.id = ${optionId}
      where v.id = ${voteId} and v.published and v.closed_at is null
        and now() >= v.starts_at and now() < v.ends_at
        and (jsonb_array_length(v.info_rule) = 0
          or exists (select 1 from vote_voters i where i.vote_id = v.id and i.user_id = ${userId}))
    ), tally as (
      insert into vote_tallies as t (vote_id, user_id, day, day_count, total, option_counts)
      select id, ${userId}, ${day}::date, 1, 1, jsonb_build_object(${key}::text, 1) from allowed
      on conflict (vote_id, user_id) do update set
        day = excluded.day,
        day_count = case when t.day = excluded.day then t.day_count + 1 else 1 end,
        total = t.total + 1,
        option_counts = t.option_counts
          || jsonb_build_object(${key}::text, coalesce((t.option_counts ->> ${key})::int, 0) + 1)
      where (select a.per_day = 0 or t.day <> excluded.day or t.day_count < a.per_day from allowed a)
        and (select a.total = 0 or t.total < a.total from allowed a)
        and (select a.per_option = 0 or coalesce((t.option_counts ->> ${key})::int, 0) < a.per_option
             from allowed a)
      returning t.vote_id
    ), counted as (
      update vote_options set vote_count = vote_count + 1
      where id = ${optionId} and exists (select 1 from tally)
      returning vote_count
    ), logged as (
      insert into vote_logs (vote_id, option_id, user_id, address)
      select vote_id, ${optionId}, ${userId}, ${address} from tally
    )
    select vote_count from counted
  `)) as unknown as { rows: { vote_count: number }[] };
  return result.rows[0]?.vote_count ?? null;
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
