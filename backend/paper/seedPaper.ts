// Three editions of 临江日报, four pages each. The page images in public/demo/paper are drawn from the same
// boxes as the regions below, so a tap on a headline lands on its article.
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, chinaDate, chinaTime } from '../core/chinaDate.js';
import type { Db } from '../core/database.js';
import { countWords } from '../core/text.js';
import { articles } from '../reading/schema.js';
import type { ColumnIds } from '../reading/seedSite.js';
import { type Point, savePaper } from './paperRepo.js';
import { paperStories, type PaperStoryKey } from './seedPaperStories.js';

export const PAPER_NAME = '临江日报';
export const PAGE_WIDTH = 1000;
export const PAGE_HEIGHT = 1440;

/** A story's rectangle on the page; `notch` cuts its bottom-right corner off (text wrapping an ad). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  notch?: { w: number; h: number };
}

export type PageTemplate = 'front' | 'notched' | 'columns' | 'supplement';

/** Where the two stories of each kind of page stand. */
export const templateBoxes: Record<PageTemplate, [Box, Box]> = {
  front: [
    { x: 40, y: 210, w: 920, h: 560 },
    { x: 40, y: 790, w: 600, h: 610 },
  ],
  notched: [
    { x: 40, y: 110, w: 920, h: 600 },
    { x: 40, y: 730, w: 920, h: 670, notch: { w: 320, h: 310 } },
  ],
  columns: [
    { x: 40, y: 110, w: 560, h: 1290 },
    { x: 620, y: 110, w: 340, h: 1290 },
  ],
  supplement: [
    { x: 40, y: 130, w: 920, h: 680 },
    { x: 40, y: 830, w: 920, h: 570 },
  ],
};

/** The outline of a box as the polygon the reader's page map uses. */
export function boxPolygon({ x, y, w, h, notch }: Box): Point[] {
  if (!notch) {
    return [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ];
  }
  return [
    [x, y],
    [x + w, y],
    [x + w, y + h - notch.h],
    [x + w - notch.w, y + h - notch.h],
    [x + w - notch.w, y + h],
    [x, y + h],
  ];
}

/** The app's own article (by its seeded title), or a story printed only in the paper. */
export type StoryRef = { app: string } | { paper: PaperStoryKey };

export interface SeedPage {
  section: string;
  stories: [StoryRef, StoryRef];
}

export interface SeedEdition {
  /** 1 is the newest; the page images are named after it. */
  edition: number;
  daysAgo: number;
  pages: Record<PageTemplate, SeedPage>;
}

/** Every edition has four pages, laid out in this order. */
export const pageTemplates: PageTemplate[] = ['front', 'notched', 'columns', 'supplement'];

const app = (title: string): StoryRef => ({ app: title });
const paper = (key: PaperStoryKey): StoryRef => ({ paper: key });

export const demoEditions: SeedEdition[] = [
  {
    edition: 1,
    daysAgo: 0,
    pages: {
      front: {
        section: '要闻',
        stories: [
          app('临江发布今年首个暴雨蓝色预警 防汛Ⅳ级应急响应启动'),
          app('市十六届人大三次会议开幕 政府工作报告提出十项民生实事'),
        ],
      },
      notched: {
        section: '经济',
        stories: [app('临江港一季度集装箱吞吐量同比增长12.6%'), paper('newEnergyPark')],
      },
      columns: {
        section: '城事',
        stories: [
          app('临江大桥东引桥改造完工 早高峰过桥时间缩短约8分钟'),
          app('老城区青石巷完成微改造 百年街巷换新颜'),
        ],
      },
      supplement: { section: '副刊', stories: [paper('ferryLamp'), paper('nightReaders')] },
    },
  },
  {
    edition: 2,
    daysAgo: 1,
    pages: {
      front: {
        section: '要闻',
        stories: [
          app('江北区首个“15分钟便民生活圈”示范点投用'),
          app('沿江12处易涝点完成排查 移动泵车提前就位'),
        ],
      },
      notched: {
        section: '教育',
        stories: [app('今年秋季全市新增公办学位4200个'), paper('vocationalCollege')],
      },
      columns: {
        section: '健康',
        stories: [app('市人民医院开设夜间门诊 儿科等8个科室晚上9点前可就诊'), paper('familyDoctors')],
      },
      supplement: {
        section: '文旅',
        stories: [app('滨江夜市开街 40余家老字号集中亮相'), paper('ancientVillage')],
      },
    },
  },
  {
    edition: 3,
    daysAgo: 2,
    pages: {
      front: {
        section: '要闻',
        stories: [app('临江马拉松开放报名 三万个名额周五抽签'), paper('safetyInspection')],
      },
      notched: { section: '区县', stories: [app('南岭镇早稻开镰 预计亩产同比增一成'), paper('elevators')] },
      columns: { section: '交通', stories: [app('地铁2号线最后一座车站主体结构封顶'), paper('busRoutes')] },
      supplement: { section: '副刊', stories: [paper('dockChant'), paper('bridgeKeeper')] },
    },
  },
];

export const pageName = (pageNo: number, page: SeedPage) =>
  `第${String(pageNo).padStart(2, '0')}版：${page.section}`;
export const pageImage = (edition: number, pageNo: number) => `/demo/paper/linjiang-${edition}-${pageNo}.svg`;
export const storyTitle = (ref: StoryRef) => ('app' in ref ? ref.app : paperStories[ref.paper].title);

const storiesOf = (edition: SeedEdition) => Object.values(edition.pages).flatMap((page) => page.stories);

/** Today's edition is out from 05:30 China time; before 06:00 the newest one is yesterday's. */
function editionDate(now: number, daysAgo: number): string {
  return addDays(chinaDate(now - 6 * 3_600_000), -daysAgo);
}

/** The paper-only stories of an edition, published at 05:30 of its date; their ids by key. */
async function insertPaperStories(
  db: Db,
  edition: SeedEdition,
  date: string,
  ids: ColumnIds,
): Promise<Map<PaperStoryKey, number>> {
  const keys = storiesOf(edition).flatMap((ref) => ('paper' in ref ? [ref.paper] : []));
  const rows = keys.map((key) => {
    const story = paperStories[key];
    const content = story.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
    return {
      title: story.title,
      columnId: ids[story.column],
      articleType: 0,
      publishtime: chinaTime(date, '05:30'),
      source: PAPER_NAME,
      content,
      abstract: story.abstract,
      wordCount: countWords(content),
      credits: { reporter: story.reporter, editor: '王婧', source: PAPER_NAME },
    };
  });
  if (rows.length === 0) return new Map();
  const inserted = await db
    .insert(articles)
    .values(rows)
    .returning({ fileId: articles.fileId, title: articles.title });
  const byTitle = new Map(inserted.map((row) => [row.title, row.fileId]));
  return new Map(keys.map((key) => [key, byTitle.get(paperStories[key].title) ?? 0]));
}

/** The published app articles the editions print, by title; a missing one is a seed bug. */
async function appArticleIds(db: Db): Promise<Map<string, number>> {
  const titles = demoEditions.flatMap(storiesOf).flatMap((ref) => ('app' in ref ? [ref.app] : []));
  const rows = await db
    .select({ fileId: articles.fileId, title: articles.title })
    .from(articles)
    .where(and(inArray(articles.title, titles), eq(articles.aStatus, 1)));
  const byTitle = new Map(rows.map((row) => [row.title, row.fileId]));
  const missing = titles.filter((title) => !byTitle.has(title));
  if (missing.length > 0) throw new Error(`paper seed: no published article titled ${missing.join(', ')}`);
  return byTitle;
}

/** The demo editions, dated relative to `now` so the newest is always today's (or yesterday's before 06:00). */
export async function seedPapers(db: Db, ids: ColumnIds, now: number): Promise<void> {
  const appIds = await appArticleIds(db);
  for (const edition of demoEditions) {
    const date = editionDate(now, edition.daysAgo);
    const paperIds = await insertPaperStories(db, edition, date, ids);
    const fileIdOf = (ref: StoryRef) => ('app' in ref ? appIds.get(ref.app) : paperIds.get(ref.paper)) ?? 0;
    await savePaper(db, {
      name: PAPER_NAME,
      date,
      layouts: pageTemplates.map((template, index) => {
        const pageNo = index + 1;
        const page = edition.pages[template];
        const [lead, second] = page.stories;
        const [leadBox, secondBox] = templateBoxes[template];
        return {
          pageNo,
          name: pageName(pageNo, page),
          image: pageImage(edition.edition, pageNo),
          width: PAGE_WIDTH,
          height: PAGE_HEIGHT,
          articles: [
            { fileId: fileIdOf(lead), mapping: boxPolygon(leadBox) },
            { fileId: fileIdOf(second), mapping: boxPolygon(secondBox) },
          ],
        };
      }),
    });
  }
}
