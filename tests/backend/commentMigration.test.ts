// Migration 0019 (comments on any target): a database holding article comments before it keeps every one, now
// named by `source` 0 and `target_id`, and takes comments on other targets afterwards.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import './testDb';

const DIR = join(__dirname, '../../backend/core/migrations');
const journal = JSON.parse(readFileSync(join(DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const statements = (tag: string) =>
  readFileSync(join(DIR, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

describe('migration 0019_comment_targets', () => {
  it('carries the article comments over and lets other targets have comments', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite();
    const tags = journal.entries.map((entry) => entry.tag);
    const at = tags.indexOf('0019_comment_targets');
    expect(at).toBeGreaterThan(0);
    try {
      for (const tag of tags.slice(0, at)) for (const statement of statements(tag)) await db.exec(statement);
      await db.exec(`insert into columns (column_id, name) values (1, '要闻');
        insert into articles (file_id, title, column_id, article_type) values (7, '稿件', 1, 0);
        insert into comments (file_id, content, status) values (7, '迁移前的评论', 1), (7, '待审的评论', 0);`);
      for (const statement of statements('0019_comment_targets')) await db.exec(statement);
      const kept = await db.query<{ source: number; target_id: number; content: string; status: number }>(
        'select source, target_id, content, status from comments order by id',
      );
      expect(kept.rows).toEqual([
        { source: 0, target_id: 7, content: '迁移前的评论', status: 1 },
        { source: 0, target_id: 7, content: '待审的评论', status: 0 },
      ]);
      await db.exec(`insert into comments (source, target_id, content, status) values (2, 999, '帖子的评论', 1);
        insert into comment_counts (source, target_id, count) values (2, 999, 1);`);
      const counted = await db.query<{ count: number }>(
        'select count from comment_counts where source = 2 and target_id = 999',
      );
      expect(counted.rows).toEqual([{ count: 1 }]);
    } finally {
      await db.close();
    }
  });
});
