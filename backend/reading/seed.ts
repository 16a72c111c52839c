// The reading screens' demo (seed/*.json): 16 columns, articles of every type, and what the screens show beside
// them (tags, reader counts, front-page modules, two special topics, a hot-point timeline). The files name
// columns by a key and articles by a key or their title; the code here turns those into ids.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import type { JsonObject } from '../core/jsonFields.js';
import { countWords } from '../core/text.js';
import { articleCounts, articles, articleTags, columns, type Credits, modules, tags } from './schema.js';
import columnTree from './seed/columns.json' with { type: 'json' };
import briefs from './seed/briefs.json' with { type: 'json' };
import features from './seed/features.json' with { type: 'json' };
import news from './seed/news.json' with { type: 'json' };
import moduleList from './seed/modules.json' with { type: 'json' };
import subjectList from './seed/subjects.json' with { type: 'json' };
import timeline from './seed/timeline.json' with { type: 'json' };
import { writeSubject } from './subjectRepo.js';
import { writeTimeline } from './timelineRepo.js';

interface SeedColumn {
  key: string;
  name: string;
  description: string;
  carousel?: number;
  children?: SeedColumn[];
}

interface SeedArticle {
  /** Names the article for the modules, topics and timeline that point at it. */
  key?: string;
  column: string;
  articleType: number;
  title: string;
  listTitle?: string;
  abstract: string;
  /** The body, one <p> each (a paragraph may hold HTML as the CMS writes it: a picture, a link). */
  paragraphs: string[];
  hoursAgo: number;
  source: string;
  credits: Credits;
  picture?: string;
  picType?: number;
  /** Photo sets: each picture with its caption. */
  gallery?: { picture: string; caption: string }[];
  extra?: JsonObject;
  /** A topic article's column: its id becomes the extra `linkID`. */
  linkColumn?: string;
  aStatus?: number;
  tags?: string[];
  /** Shown in its column tree's carousel. */
  carousel?: boolean;
  /** Its read count, for the most read stories (so k+, w+ and 10w+ all show); others get a believable one. */
  reads?: number;
}

interface SeedSubject {
  title: string;
  description: string;
  banner: string;
  /** The topic article's key. */
  topic: string;
  /** Each group names its articles by key, or takes every article of a type with a tag. */
  groups: { name: string; articles?: string[]; tagged?: { tag: string; articleType: number } }[];
}

/** Column ids by the keys the seed files use; an unknown key is a bug in those files. */
export type ColumnIds = (key: string) => number;

/** Oldest first, so ids follow publication. */
const demoArticles: SeedArticle[] = [...news, ...features, ...briefs].sort((a, b) => b.hoursAgo - a.hoursAgo);

/** Whole minutes keep the list order stable and the times believable. */
export const minutesBefore = (now: number, hours: number) =>
  new Date(Math.floor((now - hours * 3_600_000) / 60_000) * 60_000);

async function insertColumns(db: Db, list: SeedColumn[], parentId: number, ids: Map<string, number>) {
  for (const [index, column] of list.entries()) {
    const [row] = await db
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
    ids.set(column.key, row.id);
    await insertColumns(db, column.children ?? [], row.id, ids);
  }
}

function articleRow(article: SeedArticle, columnId: ColumnIds, now: number): typeof articles.$inferInsert {
  const content = article.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
  const picture = article.picture ?? '';
  const gallery = article.gallery ?? [];
  return {
    title: article.title,
    listTitle: article.listTitle ?? '',
    columnId: columnId(article.column),
    aStatus: article.aStatus ?? 1,
    articleType: article.articleType,
    picType: article.picType ?? 0,
    picSmall: picture,
    picMiddle: picture,
    picBig: picture,
    picList: gallery.map((item) => item.picture),
    picListTitle: gallery.map((item) => item.caption),
    publishtime: minutesBefore(now, article.hoursAgo),
    source: article.source,
    content,
    abstract: article.abstract,
    wordCount: countWords(content),
    credits: { ...article.credits, source: article.source },
    extra: {
      ...article.extra,
      ...(article.linkColumn ? { linkID: columnId(article.linkColumn) } : {}),
      ...(article.carousel ? { carousel: 1 } : {}),
    },
  };
}

/** A stable number in [0, 1) from a title, so counts vary believably yet every seed is the same. */
function spread(title: string): number {
  let hash = 7;
  for (const char of title) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return hash / 1_000_003;
}

function countsRow(article: SeedArticle, fileId: number) {
  const published = (article.aStatus ?? 1) === 1;
  const reads = published ? (article.reads ?? Math.round(300 + spread(article.title) * 8_700)) : 0;
  return {
    fileId,
    readCount: reads,
    praiseCount: Math.round(reads / 37),
    shareCount: Math.round(reads / 113),
    // Comments are counted as they are approved (backend/comments/commentRepo.ts): the demo's come with its
    // comment seed, so an article's count is the comments a reader can open.
    discussCount: 0,
  };
}

/** What the reading seed wrote that later parts of the demo point at. */
interface Seeded {
  columnId: ColumnIds;
  fileIdOf(article: SeedArticle): number;
  byKey(key: string): number;
}

async function seedTags(db: Db, { fileIdOf }: Seeded): Promise<void> {
  const names = [...new Set(demoArticles.flatMap((article) => article.tags ?? []))];
  const rows = await db
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .returning();
  const tagIdOf = new Map(rows.map((row) => [row.name, row.tagId]));
  const links = demoArticles.flatMap((article) =>
    (article.tags ?? []).map((name) => ({ fileId: fileIdOf(article), tagId: tagIdOf.get(name) ?? 0 })),
  );
  await db.insert(articleTags).values(links);
}

/** Module types the site keeps (0, 7, 8, 9, 10, 11) and one it filters out (5), in every display style. */
async function seedModules(db: Db, { columnId, byKey }: Seeded): Promise<void> {
  await db.insert(modules).values(
    moduleList.map(({ column, source, picks, ...module }, index) => ({
      ...module,
      columnId: columnId(column),
      sourceColumnId: source ? columnId(source) : 0,
      articleIds: (picks ?? []).map(byKey),
      sort: (index + 1) * 10,
    })),
  );
}

const subjects: SeedSubject[] = subjectList;

async function seedSubjects(db: Db, { fileIdOf, byKey }: Seeded): Promise<void> {
  for (const subject of subjects) {
    const groups = subject.groups.map(({ name, articles: keys = [], tagged }) => ({
      name,
      fileIds: tagged
        ? demoArticles
            .filter(
              (article) => article.articleType === tagged.articleType && article.tags?.includes(tagged.tag),
            )
            .map(fileIdOf)
        : keys.map(byKey),
    }));
    const { title, description, banner } = subject;
    const topic = byKey(subject.topic);
    const { subjectId } = await writeSubject(db, null, { title, description, banner, fileId: topic }, groups);
    // Topic articles (articleType 3) name their special topic in extra `subjectId`.
    await db
      .update(articles)
      .set({ extra: sql`${articles.extra} || ${JSON.stringify({ subjectId })}::jsonb` })
      .where(eq(articles.fileId, topic));
  }
}

async function seedTimeline(db: Db, { byKey }: Seeded, now: number): Promise<void> {
  const { events, ...fields } = timeline;
  await writeTimeline(
    db,
    null,
    fields,
    events.map(({ hoursAgo, article, ...event }) => ({
      ...event,
      time: minutesBefore(now, hoursAgo),
      ...(article ? { fileId: byKey(article) } : {}),
    })),
  );
}

/** The columns, articles and reading extras of the demo site; answers the column ids the rest of it needs. */
export async function seedReading(db: Db, now: number): Promise<ColumnIds> {
  const ids = new Map<string, number>();
  await insertColumns(db, columnTree, 0, ids);
  const columnId: ColumnIds = (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`seed column "${key}" does not exist`);
    return id;
  };
  const inserted = await db
    .insert(articles)
    .values(demoArticles.map((article) => articleRow(article, columnId, now)))
    .returning({ fileId: articles.fileId, title: articles.title });
  // Titles are unique in the demo, and matching on them does not rely on RETURNING keeping the VALUES order.
  const fileIdByTitle = new Map(inserted.map((row) => [row.title, row.fileId]));
  const fileIdOf = (article: SeedArticle) => fileIdByTitle.get(article.title) ?? 0;
  const byKey = (key: string) => {
    const article = demoArticles.find((candidate) => candidate.key === key);
    if (!article) throw new Error(`seed article "${key}" does not exist`);
    return fileIdOf(article);
  };
  const seeded = { columnId, fileIdOf, byKey };
  await seedTags(db, seeded);
  await db.insert(articleCounts).values(demoArticles.map((article) => countsRow(article, fileIdOf(article))));
  await seedModules(db, seeded);
  await seedSubjects(db, seeded);
  await seedTimeline(db, seeded, now);
  return columnId;
}
