// What the reading screens show beside the articles themselves: tags, counts, front-page modules, two
// special topics and a hot-point timeline, all pointing at the demo articles seeded before them.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import type { ModuleInput } from './moduleRepo.js';
import { articleCounts, articles, articleTags, modules, tags } from './schema.js';
import type { SeedArticle } from './seedNews.js';
import { type ColumnIds, type ColumnKey, demoPicture } from './seedSite.js';
import { writeSubject } from './subjectRepo.js';
import { writeTimeline } from './timelineRepo.js';

export interface SeededArticles {
  list: SeedArticle[];
  fileIdOf(article: SeedArticle): number;
}

function byKey(seeded: SeededArticles, key: string): number {
  const article = seeded.list.find((candidate) => candidate.key === key);
  if (!article) throw new Error(`seed article "${key}" does not exist`);
  return seeded.fileIdOf(article);
}

async function seedTags(db: Db, seeded: SeededArticles): Promise<void> {
  const names = [...new Set(seeded.list.flatMap((article) => article.tags ?? []))];
  const rows = await db
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .returning();
  const tagIdOf = new Map(rows.map((row) => [row.name, row.tagId]));
  const links = seeded.list.flatMap((article) =>
    (article.tags ?? []).map((name) => ({ fileId: seeded.fileIdOf(article), tagId: tagIdOf.get(name) ?? 0 })),
  );
  await db.insert(articleTags).values(links);
}

/** A stable number in [0, 1) from a title, so counts vary believably yet every seed is the same. */
function spread(title: string): number {
  let hash = 7;
  for (const char of title) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return hash / 1_000_003;
}

// The most read stories, so the site's k+, w+ and 10w+ displays all show.
const readsByKey: Record<string, number> = {
  rainWarning: 126_842,
  marathonLive: 53_417,
  congress: 21_065,
  reportH5: 12_388,
  floodsTopic: 9_730,
};

async function seedCounts(db: Db, seeded: SeededArticles): Promise<void> {
  const rows = seeded.list.map((article) => {
    const published = (article.aStatus ?? 1) === 1;
    const reads = published
      ? (readsByKey[article.key ?? ''] ?? Math.round(300 + spread(article.title) * 8_700))
      : 0;
    return {
      fileId: seeded.fileIdOf(article),
      readCount: reads,
      praiseCount: Math.round(reads / 37),
      shareCount: Math.round(reads / 113),
      discussCount: Math.round(reads / 290),
    };
  });
  await db.insert(articleCounts).values(rows);
}

type SeedModule = Omit<ModuleInput, 'columnId' | 'sourceColumnId' | 'articleIds'> & {
  column: ColumnKey;
  name: string;
  source?: ColumnKey;
  picks?: string[];
};

/**
 * Two modules per top column, of the types the site keeps (0, 7, 8, 9, 10, 11) and display styles 1 list,
 * 2 big picture, 3 three pictures, 4 horizontal scroll; plus one of type 5, which the site filters out.
 */
const demoModules: SeedModule[] = [
  { column: 'headlines', name: '时政要闻', type: 0, cmDisplayStyle: 1, source: 'politics', size: 4 },
  { column: 'headlines', name: '财经观察', type: 7, cmDisplayStyle: 3, source: 'economy', size: 3 },
  { column: 'headlines', name: '推荐阅读', type: 5, cmDisplayStyle: 1, picks: ['metroLine2', 'floodCheck'] },
  { column: 'local', name: '城事', type: 0, cmDisplayStyle: 2, source: 'city', size: 3 },
  { column: 'local', name: '出行提示', type: 8, cmDisplayStyle: 1, source: 'traffic', size: 4 },
  { column: 'livelihood', name: '教育', type: 0, cmDisplayStyle: 1, source: 'education', size: 4 },
  { column: 'livelihood', name: '文旅好去处', type: 9, cmDisplayStyle: 4, source: 'culture', size: 6 },
  {
    column: 'video',
    name: '精选视频',
    type: 10,
    cmDisplayStyle: 4,
    source: 'video',
    picks: ['aerial', 'stadiumVideo', 'marathonLive'],
  },
  { column: 'video', name: '最新视频', type: 0, cmDisplayStyle: 2, source: 'video', size: 3 },
  { column: 'photos', name: '摄影作品', type: 11, cmDisplayStyle: 3, source: 'photos', size: 3 },
  { column: 'photos', name: '组图精选', type: 0, cmDisplayStyle: 2, picks: ['rainPhotos'] },
  { column: 'topics', name: '防汛备汛', type: 0, cmDisplayStyle: 1, source: 'floods', size: 4 },
  { column: 'topics', name: '奔跑吧，临江', type: 7, cmDisplayStyle: 2, source: 'marathon', size: 3 },
];

async function seedModules(db: Db, seeded: SeededArticles, ids: ColumnIds): Promise<void> {
  await db.insert(modules).values(
    demoModules.map(({ column, source, picks, ...module }, index) => ({
      ...module,
      columnId: ids[column],
      sourceColumnId: source ? ids[source] : 0,
      articleIds: (picks ?? []).map((key) => byKey(seeded, key)),
      sort: (index + 1) * 10,
    })),
  );
}

/** Topic articles (articleType 3) name their special topic in extra `subjectId`. */
async function linkTopicArticle(db: Db, fileId: number, subjectId: number): Promise<void> {
  await db
    .update(articles)
    .set({ extra: sql`${articles.extra} || ${JSON.stringify({ subjectId })}::jsonb` })
    .where(eq(articles.fileId, fileId));
}

async function seedSubjects(db: Db, seeded: SeededArticles): Promise<void> {
  const withTag = (tag: string, articleType: number) =>
    seeded.list
      .filter((article) => article.articleType === articleType && article.tags?.includes(tag))
      .map((article) => seeded.fileIdOf(article));
  const floods = await writeSubject(
    db,
    null,
    {
      title: '防汛备汛进行时',
      description: '汛期已至。这里持续更新全市防汛动态、预警信息和安全提示，守护一江两岸平安度汛。',
      banner: demoPicture('rain'),
      fileId: byKey(seeded, 'floodsTopic'),
    },
    [
      { name: '汛情动态', fileIds: withTag('防汛', 0) },
      { name: '一线影像', fileIds: [byKey(seeded, 'rainPhotos')] },
      { name: '安全提示', fileIds: [byKey(seeded, 'floodCheck'), byKey(seeded, 'rainWarning')] },
    ],
  );
  await linkTopicArticle(db, byKey(seeded, 'floodsTopic'), floods.subjectId);
  const marathon = await writeSubject(
    db,
    null,
    {
      title: '奔跑吧，临江',
      description: '从报名到冲线，全程记录临江马拉松。',
      banner: demoPicture('stadium'),
      fileId: byKey(seeded, 'marathonTopic'),
    },
    [
      { name: '赛事资讯', fileIds: [byKey(seeded, 'marathonSignup')] },
      { name: '直播与视频', fileIds: [byKey(seeded, 'marathonLive'), byKey(seeded, 'stadiumVideo')] },
    ],
  );
  await linkTopicArticle(db, byKey(seeded, 'marathonTopic'), marathon.subjectId);
}

async function seedTimeline(db: Db, seeded: SeededArticles, now: number): Promise<void> {
  const hoursAgo = (hours: number) => new Date(Math.floor((now - hours * 3_600_000) / 60_000) * 60_000);
  await writeTimeline(
    db,
    null,
    {
      title: '暴雨来袭：临江防汛全记录',
      description: '从入汛排查到应急响应，按时间梳理这轮强降雨中的关键节点。',
      banner: demoPicture('rain'),
    },
    [
      {
        time: hoursAgo(30),
        title: '沿江易涝点完成排查',
        summary: '12处易涝点逐一过筛，16台移动泵车提前就位。',
        fileId: byKey(seeded, 'floodCheck'),
      },
      {
        time: hoursAgo(6),
        title: '市政府部署夏季安全生产',
        summary: '防汛被列为夏季安全生产的头号任务。',
      },
      {
        time: hoursAgo(5),
        title: '一线人员连夜值守',
        summary: '排水、交警、社区工作者通宵守在易涝点。',
        fileId: byKey(seeded, 'rainPhotos'),
      },
      {
        time: hoursAgo(4),
        title: '“防汛备汛进行时”专题上线',
        summary: '汛情动态、预警信息与安全提示一站看全。',
        fileId: byKey(seeded, 'floodsTopic'),
      },
      {
        time: hoursAgo(1),
        title: '暴雨蓝色预警发布 防汛Ⅳ级应急响应启动',
        summary: '预计未来24小时沿江地区累计雨量50至80毫米。',
        fileId: byKey(seeded, 'rainWarning'),
      },
      {
        time: hoursAgo(0.5),
        title: '地铁、公交延长运营保障市民出行',
        summary: '强降雨期间，地铁1号线末班车推迟，部分公交线路临时绕行积水路段。',
      },
    ],
  );
}

export async function seedReading(
  db: Db,
  seeded: SeededArticles,
  ids: ColumnIds,
  now: number,
): Promise<void> {
  await seedTags(db, seeded);
  await seedCounts(db, seeded);
  await seedModules(db, seeded, ids);
  await seedSubjects(db, seeded);
  await seedTimeline(db, seeded, now);
}
