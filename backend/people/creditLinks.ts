// The articles reporters' credits name. A credit is a string of names ("陈思远 李岚", "航拍 林涛"): an article is
// linked to each reporter whose name is one of its words, under that credit, whenever the article or the reporter
// is written, so a reporter's page reads one indexed link table. Only tables here: articleRepo calls it.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { articles } from '../reading/schema.js';
import { reporterArticles, reporters } from './schema.js';

/** What separates the names of one credit. */
const NAME_SEPARATORS = '[[:space:]、，,/;；]+';

/** Links the credits of `fileIds` (every article when null) to the reporters they name, replacing old links. */
export async function linkCredits(db: Db, fileIds: number[] | null, reporterId?: number): Promise<void> {
  const ids = fileIds && fileIds.length > 0 ? fileIds : [0];
  const ofArticles = (column: SQL) => (fileIds ? sql`${column} in ${ids}` : sql`true`);
  const ofReporter = (column: SQL) => (reporterId === undefined ? sql`true` : sql`${column} = ${reporterId}`);
  await db.execute(sql`delete from ${reporterArticles} l
    where ${ofArticles(sql`l.file_id`)} and ${ofReporter(sql`l.reporter_id`)}`);
  await db.execute(sql`insert into ${reporterArticles} (reporter_id, file_id, role)
    select distinct r.id, a.file_id, c.key
    from ${articles} a
    cross join lateral jsonb_each_text(a.credits) c
    join ${reporters} r on r.name = any(regexp_split_to_array(btrim(c.value), ${NAME_SEPARATORS}))
    where ${ofArticles(sql`a.file_id`)} and ${ofReporter(sql`r.id`)}
    on conflict do nothing`);
}
