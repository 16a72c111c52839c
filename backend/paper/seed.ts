// Three editions of 临江日报, four pages each (seed/editions.json), printing the app's own articles (by title)
// and stories printed only in the paper (seed/stories.json). The page images in public/demo/paper are drawn from
// the same boxes as the regions below (seed/templates.json, scripts/drawPaperPages.mjs), so a tap on a headline
// lands on its article.
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, chinaDate, chinaTime } from '../core/chinaDate.js';
import type { Db } from '../core/database.js';
import { countWords } from '../core/text.js';
import type { ColumnIds } from '../reading/seed.js';
import { articles } from '../reading/schema.js';
import { savePaper, type Point } from './paperRepo.js';
import editions from './seed/editions.json' with { type: 'json' };
import stories from './seed/stories.json' with { type: 'json' };
import templates from './seed/templates.json' with { type: 'json' };

const PAPER_NAME = '临江日报';
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

export type PageTemplate = keyof typeof templates;

/** Where the stories of each kind of page stand, in the order its stories are listed. */
export const templateBoxes: Record<PageTemplate, Box[]> = templates;

/** Every edition has four pages, laid out in this order. */
export const pageTemplates = Object.keys(templateBoxes) as PageTemplate[];

/** The app's own article (by its seeded title), or a story printed only in the paper (by its key). */
export type StoryRef = { app: string } | { paper: string };

export interface SeedPage {
  section: string;
  stories: StoryRef[];
}

export interface SeedEdition {
  /** 1 is the newest; the page images are named after it. */
  edition: number;
  daysAgo: number;
  pages: Record<PageTemplate, SeedPage>;
}

/** A story printed only in the paper edition. */
interface PaperStory {
  column: string;
  title: string;
  abstract: string;
  paragraphs: string[];
  reporter: string;
}

export const demoEditions: SeedEdition[] = editions;
const paperStories: Record<string, PaperStory> = stories;

function paperStory(key: string): PaperStory {
  const story = paperStories[key];
  if (!story) throw new Error(`paper seed: no story "${key}"`);
  return story;
}

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

export const pageName = (pageNo: number, page: SeedPage) =>
  `第${String(pageNo).padStart(2, '0')}版：${page.section}`;
export const pageImage = (edition: number, pageNo: number) => `/demo/paper/linjiang-${edition}-${pageNo}.svg`;
export const storyTitle = (ref: StoryRef) => ('app' in ref ? ref.app : paperStory(ref.paper).title);

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
  columnId: ColumnIds,
): Promise<Map<string, number>> {
  const keys = storiesOf(edition).flatMap((ref) => ('paper' in ref ? [ref.paper] : []));
  const rows = keys.map((key) => {
    const story = paperStory(key);
    const content = story.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
    return {
      title: story.title,
      columnId: columnId(story.column),
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
  return new Map(keys.map((key) => [key, byTitle.get(paperStory(key).title) ?? 0]));
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
export async function seedPapers(db: Db, columnId: ColumnIds, now: number): Promise<void> {
  const appIds = await appArticleIds(db);
  for (const edition of demoEditions) {
    const date = editionDate(now, edition.daysAgo);
    const paperIds = await insertPaperStories(db, edition, date, columnId);
    const fileIdOf = (ref: StoryRef) => ('app' in ref ? appIds.get(ref.app) : paperIds.get(ref.paper)) ?? 0;
    await savePaper(db, {
      name: PAPER_NAME,
      date,
      layouts: pageTemplates.map((template, index) => {
        const pageNo = index + 1;
        const page = edition.pages[template];
        return {
          pageNo,
          name: pageName(pageNo, page),
          image: pageImage(edition.edition, pageNo),
          width: PAGE_WIDTH,
          height: PAGE_HEIGHT,
          articles: page.stories.map((ref, place) => {
            const box = templateBoxes[template][place];
            if (!box) throw new Error(`paper seed: a ${template} page has no place for story ${place + 1}`);
            return { fileId: fileIdOf(ref), mapping: boxPolygon(box) };
          }),
        };
      }),
    });
  }
}
