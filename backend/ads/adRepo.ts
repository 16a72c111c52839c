// Advertisements: where they show, and how often they were shown and clicked.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { returned } from '../core/rowWrites.js';
import { ads } from './schema.js';

export const AD_POSITIONS = ['list', 'top', 'detail'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

type AdRow = typeof ads.$inferSelect;
export type AdInput = Partial<Omit<typeof ads.$inferInsert, 'advId' | 'createdAt' | 'updatedAt'>>;

export interface ApiAd {
  advId: number;
  title: string;
  imgUrl: string;
  linkUrl: string;
  position: AdPosition;
  width: number;
  height: number;
  columnId: number;
  sort: number;
  enabled: boolean;
  showCount: number;
  clickCount: number;
}

export function toApiAd(row: AdRow): ApiAd {
  return {
    advId: row.advId,
    title: row.title,
    imgUrl: row.imgUrl,
    linkUrl: row.linkUrl,
    // The table's check constraint allows nothing else.
    position: row.position as AdPosition,
    width: row.width,
    height: row.height,
    columnId: row.columnId,
    sort: row.sort,
    enabled: row.enabled,
    showCount: row.showCount,
    clickCount: row.clickCount,
  };
}

/** What a reader sees of an ad: no counters, no switches. */
export function toReaderAd({ advId, title, imgUrl, linkUrl, position, width, height }: ApiAd) {
  return { advId, title, imgUrl, linkUrl, position, width, height };
}

/** The enabled ads of a column (its own and those shown everywhere), optionally of one position. */
export async function columnAds(db: Db, columnId: number, position?: AdPosition): Promise<ApiAd[]> {
  const rows = await db
    .select()
    .from(ads)
    .where(
      and(
        eq(ads.enabled, true),
        inArray(ads.columnId, [0, columnId]),
        position ? eq(ads.position, position) : undefined,
      ),
    )
    .orderBy(asc(ads.sort), asc(ads.advId));
  return rows.map(toApiAd);
}

export async function findAd(db: Db, advId: number): Promise<ApiAd | null> {
  const [row] = await db.select().from(ads).where(eq(ads.advId, advId));
  return row ? toApiAd(row) : null;
}

export async function insertAd(
  db: Db,
  input: AdInput & Pick<typeof ads.$inferInsert, 'title' | 'imgUrl' | 'position' | 'width' | 'height'>,
): Promise<ApiAd> {
  return toApiAd(returned(await db.insert(ads).values(input).returning(), 'ads'));
}

export async function updateAd(db: Db, advId: number, patch: AdInput): Promise<ApiAd | null> {
  const [row] = await db
    .update(ads)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(ads.advId, advId))
    .returning();
  return row ? toApiAd(row) : null;
}

/** One more show or click of an enabled ad; false when there is no such ad. */
export async function countAdEvent(db: Db, advId: number, kind: 'show' | 'click'): Promise<boolean> {
  const column = kind === 'show' ? ads.showCount : ads.clickCount;
  const rows = await db
    .update(ads)
    .set(kind === 'show' ? { showCount: sql`${column} + 1` } : { clickCount: sql`${column} + 1` })
    .where(and(eq(ads.advId, advId), eq(ads.enabled, true)))
    .returning({ advId: ads.advId });
  return rows.length > 0;
}
