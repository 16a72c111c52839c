import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { returned } from '../core/rowWrites.js';
import { sitePages } from './schema.js';

/** about 关于我们, product 产品详情, download 下载客户端 (getSitePage); notice 公告 (noticeDetail). */
export const SITE_PAGE_KINDS = ['about', 'product', 'download', 'notice'] as const;
export type SitePageKind = (typeof SITE_PAGE_KINDS)[number];

/** A page as readers get it; `content` is the CMS's HTML, times are epoch ms. */
export interface ApiSitePage {
  id: number;
  kind: SitePageKind;
  title: string;
  summary: string;
  content: string;
  image: string;
  publishtime: number;
  updatedAt: number;
}

/** A page as the CMS wrote it: the reader's shape plus what decides whether and where it shows. */
export interface StoredSitePage extends ApiSitePage {
  sort: number;
  published: boolean;
}

export type SitePageInput = Partial<
  Pick<
    typeof sitePages.$inferInsert,
    'kind' | 'title' | 'summary' | 'content' | 'image' | 'sort' | 'published' | 'publishtime'
  >
>;

type Row = typeof sitePages.$inferSelect;

function toReader(row: Row): ApiSitePage {
  return {
    id: row.id,
    kind: row.kind as SitePageKind,
    title: row.title,
    summary: row.summary,
    content: row.content,
    image: row.image,
    publishtime: row.publishtime.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

const toStored = (row: Row): StoredSitePage => ({
  ...toReader(row),
  sort: row.sort,
  published: row.published,
});

/**
 * The published page of `kind`: the one with `id` when given (and of that kind), else the first by `sort`, then
 * id. Null when there is none.
 */
export async function publishedSitePage(
  db: Db,
  kind: SitePageKind,
  id: number | undefined,
): Promise<ApiSitePage | null> {
  const [row] = await db
    .select()
    .from(sitePages)
    .where(
      and(
        eq(sitePages.kind, kind),
        eq(sitePages.published, true),
        id === undefined ? undefined : eq(sitePages.id, id),
      ),
    )
    .orderBy(asc(sitePages.sort), asc(sitePages.id))
    .limit(1);
  return row ? toReader(row) : null;
}

export async function findSitePage(db: Db, id: number): Promise<StoredSitePage | null> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.id, id));
  return row ? toStored(row) : null;
}

export async function insertSitePage(
  db: Db,
  input: SitePageInput & Pick<typeof sitePages.$inferInsert, 'kind' | 'title'>,
): Promise<StoredSitePage> {
  return toStored(returned(await db.insert(sitePages).values(input).returning(), 'site_pages'));
}

export async function updateSitePage(
  db: Db,
  id: number,
  patch: SitePageInput,
): Promise<StoredSitePage | null> {
  const [row] = await db
    .update(sitePages)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(sitePages.id, id))
    .returning();
  return row ? toStored(row) : null;
}
