// The influence ranking (xyRank): each period's top accounts by reads, shares, comments and cheers, computed in
// the background (server.ts's timer, after seeding, after a CMS write) into xy_rankings, so a reader's request
// only reads stored rows. Cheers (hitXyBulletin) count against the member's day in one statement.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { chinaDate } from '../core/chinaDate.js';
import {
  CHEERS_PER_DAY,
  RANK_PERIODS,
  RANK_SIZE,
  RANK_WEIGHTS,
  type RankPeriod,
} from '../../lib/contract/accountPages.js';
import { visibleXy } from './accountRepo.js';
import { xyAccounts, xyRankRules, xyRankings } from './schema.js';

export interface ApiRankEntry {
  rank: number;
  xyID: number;
  name: string;
  icon: string;
  score: number;
  reads: number;
  shares: number;
  comments: number;
  cheers: number;
}

// Reads and shares are the readers' events (2 share, 3 read) on the account's published articles; comments are
// the shown ones; cheers the members'. An account's articles name it in extra.xyAccountID.
function periodScores(sinceMs: number) {
  const since = new Date(sinceMs).toISOString();
  const sinceDay = chinaDate(sinceMs);
  return sql`
    select xy_accounts.xy_id,
      coalesce(e.reads, 0)::int as reads, coalesce(e.shares, 0)::int as shares,
      coalesce(c.comments, 0)::int as comments, coalesce(h.cheers, 0)::int as cheers
    from xy_accounts
    left join (
      select a.extra ->> 'xyAccountID' as xy_key,
        count(*) filter (where ev.type = 3) as reads, count(*) filter (where ev.type = 2) as shares
      from reader_events ev join articles a on a.file_id = ev.file_id
      where ev.type in (2, 3) and ev.created_at >= ${since} and a.a_status = 1
      group by 1
    ) e on e.xy_key = xy_accounts.xy_id::text
    left join (
      select a.extra ->> 'xyAccountID' as xy_key, count(*) as comments
      from comments cm join articles a on a.file_id = cm.target_id and cm.source = 0
      where cm.status = 1 and cm.created_at >= ${since} and a.a_status = 1
      group by 1
    ) c on c.xy_key = xy_accounts.xy_id::text
    left join (
      select xy_id, count(*) as cheers from xy_cheers where day >= ${sinceDay} group by 1
    ) h on h.xy_id = xy_accounts.xy_id
    where ${visibleXy}`;
}

/**
 * Computes every period's ranking as of `now` and replaces the stored one, all in one transaction (readers see
 * the old ranking or the new, never half). Instances that run it at once take turns.
 */
export async function recomputeRankings(db: Db, now = Date.now()): Promise<void> {
  const { read, share, comment, cheer } = RANK_WEIGHTS;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4017310)`);
    await tx.delete(xyRankings);
    for (const [period, days] of Object.entries(RANK_PERIODS)) {
      await tx.execute(sql`
        insert into xy_rankings (period, rank, xy_id, score, reads, shares, comments, cheers, computed_at)
        select ${period}, row_number() over (order by s.score desc, s.xy_id asc), s.xy_id, s.score,
          s.reads, s.shares, s.comments, s.cheers, ${new Date(now).toISOString()}
        from (
          select p.*, (p.reads * ${read} + p.shares * ${share} + p.comments * ${comment}
            + p.cheers * ${cheer})::int as score
          from (${periodScores(now - days * 86_400_000)}) p
        ) s
        order by s.score desc, s.xy_id asc
        limit ${RANK_SIZE}`);
    }
  });
}

/** The stored ranking of a period, best first (at most RANK_SIZE), and when it was computed (0: never). */
export async function storedRanking(
  db: Db,
  period: RankPeriod,
): Promise<{ list: ApiRankEntry[]; computedAt: number }> {
  const rows = await db
    .select({
      rank: xyRankings.rank,
      xyID: xyRankings.xyId,
      name: xyAccounts.name,
      icon: xyAccounts.icon,
      score: xyRankings.score,
      reads: xyRankings.reads,
      shares: xyRankings.shares,
      comments: xyRankings.comments,
      cheers: xyRankings.cheers,
      computedAt: xyRankings.computedAt,
    })
    .from(xyRankings)
    .innerJoin(xyAccounts, eq(xyAccounts.xyId, xyRankings.xyId))
    // An account forbidden since the last computation leaves the list at once.
    .where(and(eq(xyRankings.period, period), visibleXy))
    .orderBy(asc(xyRankings.rank));
  return {
    list: rows.map((row) => ({
      rank: row.rank,
      xyID: row.xyID,
      name: row.name,
      icon: row.icon,
      score: row.score,
      reads: row.reads,
      shares: row.shares,
      comments: row.comments,
      cheers: row.cheers,
    })),
    computedAt: rows[0]?.computedAt.getTime() ?? 0,
  };
}

/**
 * One cheer of member `userId` for account `xyId` on the China day of `now`, within CHEERS_PER_DAY: the day's
 * counter and the cheer go in together in one statement, so parallel cheers cannot pass the limit. Answers how
 * many the member has used today, or null when the limit was reached already.
 */
export async function cheer(db: Db, userId: number, xyId: number, now = Date.now()): Promise<number | null> {
  const day = chinaDate(now);
  const result = (await db.execute(sql`
    with slot as (
      insert into xy_cheer_days as d (user_id, day, used) values (${userId}, ${day}, 1)
      on conflict (user_id, day) do update set used = d.used + 1 where d.used < ${CHEERS_PER_DAY}
      returning d.used
    ), cheered as (
      insert into xy_cheers (user_id, xy_id, day) select ${userId}, ${xyId}, ${day} from slot
    )
    select used from slot`)) as unknown as { rows: { used: number }[] };
  const row = result.rows[0];
  return row ? Number(row.used) : null;
}

/** How many cheers the member has given today. */
export async function cheersUsed(db: Db, userId: number, now = Date.now()): Promise<number> {
  const result = (await db.execute(
    sql`select used from xy_cheer_days where user_id = ${userId} and day = ${chinaDate(now)}`,
  )) as unknown as { rows: { used: number }[] };
  return Number(result.rows[0]?.used ?? 0);
}

/** The rules text (打榜规则); '' when the CMS wrote none. */
export async function rankRules(db: Db): Promise<{ content: string; updatedAt: number }> {
  const [row] = await db.select().from(xyRankRules).where(eq(xyRankRules.id, 1));
  return { content: row?.content ?? '', updatedAt: row?.updatedAt.getTime() ?? 0 };
}

export async function writeRankRules(
  db: Db,
  content: string,
): Promise<{ content: string; updatedAt: number }> {
  await db
    .insert(xyRankRules)
    .values({ id: 1, content })
    .onConflictDoUpdate({ target: xyRankRules.id, set: { content, updatedAt: new Date() } });
  return rankRules(db);
}
