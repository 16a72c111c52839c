import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import type { JsonObject } from '../core/jsonFields.js';
import { columns } from './schema.js';

type ColumnRow = typeof columns.$inferSelect;
export type ColumnInput = Partial<Omit<typeof columns.$inferInsert, 'columnId' | 'createdAt' | 'updatedAt'>>;

/** A column as the contract shows it, with its whole subtree. */
export interface ApiColumn {
  columnId: number;
  parentId: number;
  name: string;
  columnStyle: number;
  sort: number;
  icon: string;
  description: string;
  padListType: number;
  topModule: JsonObject;
  carousel: number;
  children: ApiColumn[];
}

// A site has tens of columns, so one ordered read and an in-memory tree beat a recursive query.
async function allColumns(db: Db): Promise<ColumnRow[]> {
  return db.select().from(columns).orderBy(asc(columns.sort), asc(columns.columnId));
}

function toApi(row: ColumnRow, byParent: Map<number, ColumnRow[]>, seen: Set<number>): ApiColumn {
  seen.add(row.columnId);
  const children = (byParent.get(row.columnId) ?? []).filter((child) => !seen.has(child.columnId));
  return {
    columnId: row.columnId,
    parentId: row.parentId,
    name: row.name,
    columnStyle: row.columnStyle,
    sort: row.sort,
    icon: row.icon,
    description: row.description,
    padListType: row.padListType,
    topModule: row.topModule,
    carousel: row.carousel,
    children: children.map((child) => toApi(child, byParent, seen)),
  };
}

function groupByParent(rows: ColumnRow[]): Map<number, ColumnRow[]> {
  const byParent = new Map<number, ColumnRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  return byParent;
}

/** Children of `parentId` (0: the top level), each with its subtree; null when that column does not exist. */
export async function childColumns(db: Db, parentId: number): Promise<ApiColumn[] | null> {
  const rows = await allColumns(db);
  if (parentId !== 0 && !rows.some((row) => row.columnId === parentId)) return null;
  const byParent = groupByParent(rows);
  const seen = new Set<number>([parentId]);
  return (byParent.get(parentId) ?? []).map((row) => toApi(row, byParent, seen));
}

export async function columnTree(db: Db, columnId: number): Promise<ApiColumn | null> {
  const rows = await allColumns(db);
  const row = rows.find((candidate) => candidate.columnId === columnId);
  return row ? toApi(row, groupByParent(rows), new Set()) : null;
}

export async function columnExists(db: Db, columnId: number): Promise<boolean> {
  const found = await db.select({ id: columns.columnId }).from(columns).where(eq(columns.columnId, columnId));
  return found.length > 0;
}

export async function countColumns(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(columns);
  return row?.count ?? 0;
}

/** True when `candidate` is `columnId` itself or lies below it: making it the parent would close a loop. */
export async function isSelfOrDescendant(db: Db, columnId: number, candidate: number): Promise<boolean> {
  const rows = await allColumns(db);
  const parentOf = new Map(rows.map((row) => [row.columnId, row.parentId]));
  let current: number | undefined = candidate;
  for (let steps = 0; current !== undefined && current !== 0 && steps <= rows.length; steps++) {
    if (current === columnId) return true;
    current = parentOf.get(current);
  }
  return false;
}

export async function insertColumn(db: Db, input: ColumnInput & { name: string }): Promise<ApiColumn> {
  const [row] = await db.insert(columns).values(input).returning();
  if (!row) throw new Error('insert into columns returned no row');
  return toApi(row, new Map(), new Set());
}

export async function updateColumn(db: Db, columnId: number, patch: ColumnInput): Promise<ApiColumn | null> {
  await db
    .update(columns)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(columns.columnId, columnId));
  return columnTree(db, columnId);
}

/** The column and every column below it, the column first; null when it does not exist. */
export async function columnAndDescendantIds(db: Db, columnId: number): Promise<number[] | null> {
  const rows = await allColumns(db);
  if (!rows.some((row) => row.columnId === columnId)) return null;
  const byParent = groupByParent(rows);
  const ids = [columnId];
  // Breadth first over the tree; `ids` doubles as the visited set, so a corrupt loop cannot spin forever.
  for (let index = 0; index < ids.length; index++) {
    for (const child of byParent.get(ids[index] ?? 0) ?? []) {
      if (!ids.includes(child.columnId)) ids.push(child.columnId);
    }
  }
  return ids;
}
