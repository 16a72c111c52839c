import { sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { countWords } from '../core/text.js';
import { seedAccountsIfEmpty } from '../accounts/seedAccounts.js';
import { seedAds } from '../ads/seedAds.js';
import { seedLivesIfEmpty } from '../live/seedLives.js';
import { seedDemoMember } from '../members/seedMembers.js';
import { seedPapers } from '../paper/seedPaper.js';
import { countColumns } from '../reading/columnRepo.js';
import { articles, columns } from '../reading/schema.js';
import { demoBriefs } from '../reading/seedBriefs.js';
import { demoFeatures } from '../reading/seedFeatures.js';
import { demoNews, type SeedArticle } from '../reading/seedNews.js';
import { seedReading } from '../reading/seedReading.js';
import {
  type ColumnIds,
  demoColumns,
  demoPicture,
  demoSiteConfig,
  type SeedColumn,
} from '../reading/seedSite.js';
import { indexMissingArticles } from '../search/searchRepo.js';
import { siteConfig } from '../siteConfig/schema.js';
import { seedSitePagesIfEmpty } from '../sitePages/seedSitePages.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertColumns(tx: Tx, list: SeedColumn[], parentId: number, ids: Partial<ColumnIds>) {
  for (const [index, column] of list.entries()) {
    const [row] = await tx
      .insert(columns)
      .values({
        parentId,
        name: column.name,
        description: column.description,
        sort: (index + 1) * 10,
        carousel: column.carousel ?? 0,
      })
      .returning({ id: columns.columnId });
    if (!row) throw new Error(`seeding column ${column.key} returned no row`);
    ids[column.key] = row.id;
    await insertColumns(tx, column.children ?? [], row.id, ids);
  }
}

function articleRow(article: SeedArticle, ids: ColumnIds, now: number): typeof articles.$inferInsert {
  const content = article.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
  const picture = article.picture ? demoPicture(article.picture) : '';
  const gallery = article.gallery ?? [];
  return {
    title: article.title,
    listTitle: article.listTitle ?? '',
    columnId: ids[article.column],
    aStatus: article.aStatus ?? 1,
    articleType: article.articleType,
    picType: article.picType ?? 0,
    picSmall: picture,
    picMiddle: picture,
    picBig: picture,
    picList: gallery.map(([name]) => demoPicture(name)),
    picListTitle: gallery.map(([, caption]) => caption),
    // Whole minutes keep the list order stable and the times believable.
    publishtime: new Date(Math.floor((now - article.hoursAgo * 3_600_000) / 60_000) * 60_000),
    source: article.source,
    content,
    abstract: article.abstract,
    wordCount: countWords(content),
    credits: { ...article.credits, source: article.source },
    extra: { ...article.extra?.(ids), ...(article.carousel ? { carousel: 1 } : {}) },
  };
}

/**
 * Fills an empty site with the 临江日报 demo: config, columns and articles of every type. A site that
 * already has columns is left alone, so restarts and several instances starting together are harmless.
 * Answers whether the columns and articles were seeded now.
 */
export async function seedIfEmpty(db: Db, now = Date.now()): Promise<boolean> {
  // Never overwrites: a config edited through ingest survives restarts.
  await db.insert(siteConfig).values({ id: 1, config: demoSiteConfig }).onConflictDoNothing();
  await seedDemoMember(db);
  // Checked on its own: a database seeded before site pages existed gets them too.
  await seedSitePagesIfEmpty(db, now);
  const seeded = (await countColumns(db)) === 0 && (await seedSite(db, now));
  // After the articles and the demo member, which the accounts credit and subscribe; checked on its own too.
  await seedAccountsIfEmpty(db, now);
  // After the articles whose lives they are; checked on its own too.
  await seedLivesIfEmpty(db, now);
  return seeded;
}

async function seedSite(db: Db, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serializes concurrent first starts on PostgreSQL; the recount inside the lock makes the loser skip.
    await tx.execute(sql`select pg_advisory_xact_lock(4017001)`);
    const [existing] = await tx.select({ id: columns.columnId }).from(columns).limit(1);
    if (existing) return false;
    const ids: Partial<ColumnIds> = {};
    await insertColumns(tx, demoColumns, 0, ids);
    const complete = ids as ColumnIds;
    const list = [...demoNews, ...demoFeatures, ...demoBriefs].sort((a, b) => b.hoursAgo - a.hoursAgo);
    const inserted = await tx
      .insert(articles)
      .values(list.map((article) => articleRow(article, complete, now)))
      .returning({ fileId: articles.fileId, title: articles.title });
    // Titles are unique in the demo, and matching on them does not rely on RETURNING keeping the VALUES order.
    const fileIdByTitle = new Map(inserted.map((row) => [row.title, row.fileId]));
    const fileIdOf = (article: SeedArticle) => fileIdByTitle.get(article.title) ?? 0;
    await seedReading(tx, { list, fileIdOf }, complete, now);
    await seedPapers(tx, complete, now);
    await seedAds(tx, complete);
    // The rows above went in directly, past articleRepo's indexing.
    await indexMissingArticles(tx);
    return true;
  });
}
