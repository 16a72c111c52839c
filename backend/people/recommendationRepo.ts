// Recommendations (猜你喜欢): a reader's next articles. The expensive part, which articles go together, is
// precomputed into article_neighbours (co-reads by the same device over 30 days, and shared tags) by
// recomputeNeighbours, in the background; a request only adds up the neighbours of what the reader has read and
// of the article they are on, then the newest of that article's column, then the most read, so that a new reader
// without any reads still gets the hot articles.
import { sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { PUBLISHED, publishedByIds, type ArticleSummary } from '../reading/articleListRepo.js';
import { articleCounts, articles, articleTags } from '../reading/schema.js';
import { readerEvents } from '../stats/schema.js';
import { articleNeighbours } from './schema.js';

const READ_EVENT = 3;
/** Neighbours kept per article. */
const NEIGHBOURS = 20;
/** The reads of a reader that count: the latest 50. */
const RECENT_READS = 50;
const CO_READ_WEIGHT = 3;
const SHARED_TAG_WEIGHT = 2;

/** Rebuilds every article's neighbours in one statement pair; answers how many pairs it kept. */
export async function recomputeNeighbours(db: Db, now = Date.now()): Promise<number> {
  const since = new Date(now - 30 * 86_400_000).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${articleNeighbours}`);
    const inserted = (await tx.execute(sql`
      with reads as (
        select distinct e.device, e.file_id from ${readerEvents} e
        join ${articles} a on a.file_id = e.file_id and a.a_status = ${PUBLISHED}
        where e.type = ${READ_EVENT} and e.device <> '' and e.created_at >= ${since}::timestamptz
      ),
      pairs as (
        select x.file_id, y.file_id as neighbour_id, ${CO_READ_WEIGHT} * count(*) as score
        from reads x join reads y on x.device = y.device and x.file_id <> y.file_id
        group by 1, 2
        union all
        select x.file_id, y.file_id, ${SHARED_TAG_WEIGHT} * count(*)
        from ${articleTags} x join ${articleTags} y on x.tag_id = y.tag_id and x.file_id <> y.file_id
        join ${articles} a on a.file_id = y.file_id and a.a_status = ${PUBLISHED}
        group by 1, 2
      ),
      ranked as (
        select file_id, neighbour_id, sum(score)::int as score,
          row_number() over (partition by file_id order by sum(score) desc, neighbour_id desc) as rank
        from pairs group by file_id, neighbour_id
      )
      insert into ${articleNeighbours} (file_id, neighbour_id, score)
      select file_id, neighbour_id, score from ranked where rank <= ${NEIGHBOURS}
      returning 1`)) as unknown as { rows: unknown[] };
    return inserted.rows.length;
  });
}

/**
 * Up to `size` published articles for the reader of `device` (none: a reader unknown here), on article `fileId`
 * (0: none), never one they read or are reading. Best first: the summed neighbour scores of their recent reads
 * and of the article, then the article's column, newest first, then the most read.
 */
export async function recommendedArticles(
  db: Db,
  { device, fileId, columnId, size }: { device: string; fileId: number; columnId: number; size: number },
): Promise<ArticleSummary[]> {
  const ranked = (await db.execute(sql`
    with seen as (
      select file_id from ${readerEvents}
      where device = ${device} and ${device} <> '' and type = ${READ_EVENT} and file_id > 0
      group by file_id order by max(id) desc limit ${RECENT_READS}
    ),
    basis as (select file_id from seen union select ${fileId}::int where ${fileId}::int > 0),
    candidates as (
      select n.neighbour_id as file_id, 100 * sum(n.score) as score
      from ${articleNeighbours} n where n.file_id in (select file_id from basis)
      group by n.neighbour_id
      union all
      (select a.file_id, 50 from ${articles} a
        where a.column_id = ${columnId}::int and a.a_status = ${PUBLISHED}
        order by a.publishtime desc limit ${size * 2})
      union all
      (select c.file_id, 0 from ${articleCounts} c order by c.read_count desc limit ${size * 3})
    ),
    scored as (
      select file_id, sum(score) as score from candidates
      where file_id not in (select file_id from basis) group by file_id
    )
    select a.file_id from scored s
    join ${articles} a on a.file_id = s.file_id and a.a_status = ${PUBLISHED}
    left join ${articleCounts} c on c.file_id = a.file_id
    order by s.score desc, coalesce(c.read_count, 0) desc, a.publishtime desc, a.file_id desc
    limit ${size}`)) as unknown as { rows: { file_id: number }[] };
  return publishedByIds(
    db,
    ranked.rows.map((row) => Number(row.file_id)),
  );
}
