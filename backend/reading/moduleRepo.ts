import { asc, eq } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { returned } from '../core/rowWrites.js';
import { type ArticleSummary, columnArticles, newestInColumns, publishedByIds } from './articleListRepo.js';
import { columnAndDescendantIds } from './columnRepo.js';
import { modules } from './schema.js';

type ModuleRow = typeof modules.$inferSelect;
export type ModuleInput = Partial<Omit<typeof modules.$inferInsert, 'moduleId' | 'createdAt' | 'updatedAt'>>;

/**
 * How a module lays out its articles on the site: 1 a plain list, 2 one big picture, 3 three pictures in
 * a row, 4 a horizontal scroller.
 */
export const displayStyles = [1, 2, 3, 4] as const;

/** A module as the CMS writes it. */
export interface StoredModule {
  moduleId: number;
  columnId: number;
  name: string;
  type: number;
  cmDisplayStyle: number;
  sort: number;
  articleIds: number[];
  sourceColumnId: number;
  size: number;
}

/** A module as moduleView shows it: its articles resolved, and where "more" leads (0: nowhere). */
export interface ApiModule {
  moduleId: number;
  name: string;
  type: number;
  cmDisplayStyle: number;
  list: ArticleSummary[];
  moreColumnId: number;
}

// Selected and returned by name, so rows come back as StoredModule with nothing else in them.
const storedColumns = {
  moduleId: modules.moduleId,
  columnId: modules.columnId,
  name: modules.name,
  type: modules.type,
  cmDisplayStyle: modules.cmDisplayStyle,
  sort: modules.sort,
  articleIds: modules.articleIds,
  sourceColumnId: modules.sourceColumnId,
  size: modules.size,
};

async function moduleArticles(db: Db, row: ModuleRow): Promise<ArticleSummary[]> {
  if (row.articleIds.length > 0) return (await publishedByIds(db, row.articleIds)).slice(0, row.size);
  if (row.sourceColumnId === 0) return [];
  const columnIds = await columnAndDescendantIds(db, row.sourceColumnId);
  return columnIds ? newestInColumns(db, columnIds, row.size) : [];
}

/** The column's modules in `sort` order, each with its published articles. */
export async function columnModules(db: Db, columnId: number): Promise<ApiModule[]> {
  const rows = await db
    .select()
    .from(modules)
    .where(eq(modules.columnId, columnId))
    .orderBy(asc(modules.sort), asc(modules.moduleId));
  return Promise.all(
    rows.map(async (row) => ({
      moduleId: row.moduleId,
      name: row.name,
      type: row.type,
      cmDisplayStyle: row.cmDisplayStyle,
      list: await moduleArticles(db, row),
      moreColumnId: row.sourceColumnId,
    })),
  );
}

/** What the "more" screens show above a module's articles. */
export type ModuleHeading = Pick<StoredModule, 'moduleId' | 'columnId' | 'name' | 'type' | 'cmDisplayStyle'>;

/**
 * One page of a module's articles for its "more" screens (getModuleArticles): every hand-picked one, not only the
 * `size` the front page shows, else the newest of the source column's tree. Null when the module does not exist.
 */
export async function modulePage(
  db: Db,
  moduleId: number,
  page: number,
  pageSize: number,
): Promise<{ module: ModuleHeading; list: ArticleSummary[] } | null> {
  const [row] = await db.select().from(modules).where(eq(modules.moduleId, moduleId));
  if (!row) return null;
  const { columnId, name, type, cmDisplayStyle } = row;
  const module = { moduleId, columnId, name, type, cmDisplayStyle };
  const offset = (page - 1) * pageSize;
  if (row.articleIds.length > 0) {
    const picked = await publishedByIds(db, row.articleIds);
    return { module, list: picked.slice(offset, offset + pageSize) };
  }
  const columnIds = row.sourceColumnId === 0 ? null : await columnAndDescendantIds(db, row.sourceColumnId);
  return { module, list: columnIds ? await columnArticles(db, columnIds, page, pageSize) : [] };
}

export async function findModule(db: Db, moduleId: number): Promise<StoredModule | null> {
  const [row] = await db.select(storedColumns).from(modules).where(eq(modules.moduleId, moduleId));
  return row ?? null;
}

export async function insertModule(
  db: Db,
  input: ModuleInput & Pick<typeof modules.$inferInsert, 'columnId' | 'name'>,
): Promise<StoredModule> {
  return returned(await db.insert(modules).values(input).returning(storedColumns), 'modules');
}

export async function updateModule(
  db: Db,
  moduleId: number,
  patch: ModuleInput,
): Promise<StoredModule | null> {
  const [row] = await db
    .update(modules)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(modules.moduleId, moduleId))
    .returning(storedColumns);
  return row ?? null;
}
