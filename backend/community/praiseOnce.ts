// Praise of a circle post, a moment or a 问吧 question: the praise row and the count move in one statement, only
// for an approved target, so one member's taps arriving together count once. (QUESTION_STATUS.approved is
// POST_STATUS.approved: 1.)
import { sql } from 'drizzle-orm';
import { POST_STATUS } from '../../lib/contract/community.js';
import type { Db } from '../core/database.js';

/** What can be praised: its table, its praise table and that table's column naming it. */
const TARGETS = {
  post: { table: 'circle_posts', praises: 'post_praises', column: 'post_id' },
  moment: { table: 'moments', praises: 'moment_praises', column: 'moment_id' },
  question: { table: 'questions', praises: 'question_praises', column: 'question_id' },
} as const;

/** Praises (or takes back the praise of) an approved target; null when there is no such one. */
export async function praiseOnce(
  db: Db,
  kind: keyof typeof TARGETS,
  id: number,
  userId: number,
  praised: boolean,
) {
  const table = sql.raw(TARGETS[kind].table);
  const praises = sql.raw(TARGETS[kind].praises);
  const column = sql.raw(TARGETS[kind].column);
  const change = praised
    ? sql`with changed as (
        insert into ${praises} (${column}, user_id)
        select ${id}, ${userId} where exists (
          select 1 from ${table} where id = ${id} and status = ${POST_STATUS.approved}
        )
        on conflict do nothing returning ${column}
      )
      update ${table} set praise_count = praise_count + (select count(*) from changed)::int`
    : sql`with changed as (
        delete from ${praises} where ${column} = ${id} and user_id = ${userId} returning ${column}
      )
      update ${table} set praise_count = praise_count - (select count(*) from changed)::int`;
  const rows = (await db.execute(sql`${change}
    where id = ${id} and status = ${POST_STATUS.approved}
    returning praise_count, (select count(*) from changed)::int as changed`)) as unknown as {
    rows: { praise_count: number; changed: number }[];
  };
  const row = rows.rows[0];
  return row ? { praiseCount: Number(row.praise_count), changed: Number(row.changed) > 0 } : null;
}
