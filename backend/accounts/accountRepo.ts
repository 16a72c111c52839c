// Accounts (订阅号) and their categories: what readers list (getCats, getSubCats, getCatXys) and what the CMS
// writes (PUT /ingest/xyCats/:catID, PUT /ingest/xys/:xyID). Both carry the CMS's own ids.
import { and, asc, eq, gt, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { xyAccounts, xyCats } from './schema.js';

type CatRow = typeof xyCats.$inferSelect;
type XyRow = typeof xyAccounts.$inferSelect;

export interface ApiCat {
  catID: number;
  name: string;
  code: string;
  /** 0 for a top-level category. */
  parentID: number;
  childCount: number;
}

export interface ApiXy {
  xyID: number;
  name: string;
  icon: string;
  intro: string;
  catID: number;
  subCount: number;
  articleCount: number;
  isSub: 0 | 1;
}

/** Spec section 4: an account with xyStatus 1 or 4, xyForbidden 1, or an id of 0 or less counts as empty. */
export const EMPTY_XY_STATUSES = [1, 4];
export const visibleXy: SQL = and(
  notInArray(xyAccounts.xyStatus, EMPTY_XY_STATUSES),
  ne(xyAccounts.xyForbidden, 1),
  gt(xyAccounts.xyId, 0),
) as SQL;

export function isVisibleXy(row: Pick<XyRow, 'xyId' | 'xyStatus' | 'xyForbidden'>): boolean {
  return row.xyId > 0 && !EMPTY_XY_STATUSES.includes(row.xyStatus) && row.xyForbidden !== 1;
}

// A site has tens of categories, so one ordered read and an in-memory tree beat a recursive query.
async function allCats(db: Db): Promise<CatRow[]> {
  return db.select().from(xyCats).orderBy(asc(xyCats.sort), asc(xyCats.catId));
}

function toApiCats(rows: CatRow[], all: CatRow[]): ApiCat[] {
  return rows.map((row) => ({
    catID: row.catId,
    name: row.name,
    code: row.code,
    parentID: row.parentId,
    childCount: all.filter((other) => other.parentId === row.catId).length,
  }));
}

/** The top-level categories of `code`, in display order (an unknown code has none). */
export async function topCats(db: Db, code: string): Promise<ApiCat[]> {
  const all = await allCats(db);
  return toApiCats(
    all.filter((row) => row.code === code && row.parentId === 0),
    all,
  );
}

/** The children of `catId` in display order; null when that category does not exist. */
export async function subCats(db: Db, catId: number): Promise<ApiCat[] | null> {
  const all = await allCats(db);
  if (!all.some((row) => row.catId === catId)) return null;
  return toApiCats(
    all.filter((row) => row.parentId === catId),
    all,
  );
}

function selfAndBelow(all: CatRow[], catId: number): number[] {
  const ids = [catId];
  // `ids` doubles as the visited set, so a loop in the data cannot spin forever.
  for (let index = 0; index < ids.length; index++) {
    for (const child of all.filter((row) => row.parentId === ids[index])) {
      if (!ids.includes(child.catId)) ids.push(child.catId);
    }
  }
  return ids;
}

/** The category and every one below it, the category first; null when it does not exist. */
export async function catAndDescendantIds(db: Db, catId: number): Promise<number[] | null> {
  const all = await allCats(db);
  return all.some((row) => row.catId === catId) ? selfAndBelow(all, catId) : null;
}

export async function findCat(db: Db, catId: number): Promise<CatRow | null> {
  const [row] = await db.select().from(xyCats).where(eq(xyCats.catId, catId));
  return row ?? null;
}

/**
 * The columns of an `Xy`: counts from subscriptions and published articles, isSub for `userId` (null: 0).
 * The subqueries name `xy_accounts.xy_id` in full: Drizzle leaves a column unqualified in a one-table select,
 * and an unqualified `xy_id` would bind to the subquery's own table.
 */
export function xyFields(userId: number | null) {
  return {
    xyId: xyAccounts.xyId,
    name: xyAccounts.name,
    icon: xyAccounts.icon,
    intro: xyAccounts.intro,
    catId: xyAccounts.catId,
    subCount: sql<number>`(select count(*)::int from xy_subscriptions s where s.xy_id = xy_accounts.xy_id)`,
    // The expression matches the articles_xy_account_idx index.
    articleCount: sql<number>`(select count(*)::int from articles a
      where a.a_status = 1 and (a.extra ->> 'xyAccountID') = xy_accounts.xy_id::text)`,
    isSub:
      userId === null
        ? sql<number>`0`
        : sql<number>`(exists (select 1 from xy_subscriptions s
            where s.xy_id = xy_accounts.xy_id and s.user_id = ${userId}))::int`,
  };
}

type XyFieldRow = { xyId: number; name: string; icon: string; intro: string; catId: number } & Record<
  'subCount' | 'articleCount',
  number
>;

function xyOf(row: XyFieldRow): Omit<ApiXy, 'isSub'> {
  return {
    xyID: row.xyId,
    name: row.name,
    icon: row.icon,
    intro: row.intro,
    catID: row.catId,
    subCount: Number(row.subCount),
    articleCount: Number(row.articleCount),
  };
}

export function toApiXy(row: XyFieldRow & { isSub: number }): ApiXy {
  return { ...xyOf(row), isSub: Number(row.isSub) === 1 ? 1 : 0 };
}

/** A page of the non-empty accounts of these categories, by id; reads one more than asked for hasMore. */
export async function catXys(
  db: Db,
  catIds: number[],
  userId: number | null,
  page: number,
  pageSize: number,
): Promise<{ xys: ApiXy[]; hasMore: boolean }> {
  const rows = await db
    .select(xyFields(userId))
    .from(xyAccounts)
    .where(and(visibleXy, inArray(xyAccounts.catId, catIds)))
    .orderBy(asc(xyAccounts.xyId))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { xys: rows.slice(0, pageSize).map(toApiXy), hasMore: rows.length > pageSize };
}

export async function findXy(db: Db, xyId: number): Promise<XyRow | null> {
  const [row] = await db.select().from(xyAccounts).where(eq(xyAccounts.xyId, xyId));
  return row ?? null;
}

/** Subscribers and published articles of one account, whatever its state. */
export async function xyCounts(db: Db, xyId: number): Promise<{ subCount: number; articleCount: number }> {
  const [row] = await db.select(xyFields(null)).from(xyAccounts).where(eq(xyAccounts.xyId, xyId));
  return { subCount: Number(row?.subCount ?? 0), articleCount: Number(row?.articleCount ?? 0) };
}

// ---------------------------------------------------------------------------------------------------------------
// The CMS's writes.

export interface CatInput {
  code?: string;
  name?: string;
  parentId?: number;
  sort?: number;
}

/** A category as ingest answers it. */
export interface IngestCat extends ApiCat {
  order: number;
}

export type CatWriteRefusal = 'noParent' | 'loop' | 'code' | 'noCode' | 'noName';

/**
 * Creates or updates category `catId`. A child takes its parent's code and a category's code passes to every
 * category below it, so a tree never mixes codes. Tree writes run one at a time, so no two can close a loop.
 */
export async function writeCat(
  db: Db,
  catId: number,
  input: CatInput,
): Promise<{ cat: IngestCat } | { refusal: CatWriteRefusal }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4017300)`);
    const all = await tx.select().from(xyCats).orderBy(asc(xyCats.sort), asc(xyCats.catId));
    const current = all.find((row) => row.catId === catId);
    const parentId = input.parentId ?? current?.parentId ?? 0;
    let code = input.code ?? current?.code;
    if (parentId !== 0) {
      const parent = all.find((row) => row.catId === parentId);
      if (!parent) return { refusal: 'noParent' as const };
      const parentOf = new Map(all.map((row) => [row.catId, row.parentId]));
      for (let at: number | undefined = parentId, steps = 0; at && steps <= all.length; steps++) {
        if (at === catId) return { refusal: 'loop' as const };
        at = parentOf.get(at);
      }
      if (input.code !== undefined && input.code !== parent.code) return { refusal: 'code' as const };
      code = parent.code;
    }
    if (code === undefined) return { refusal: 'noCode' as const };
    const name = input.name ?? current?.name;
    if (name === undefined) return { refusal: 'noName' as const };
    const values = { code, name, parentId, sort: input.sort ?? current?.sort ?? 0 };
    await tx
      .insert(xyCats)
      .values({ catId, ...values })
      .onConflictDoUpdate({ target: xyCats.catId, set: { ...values, updatedAt: new Date() } });
    const below = selfAndBelow(all, catId).slice(1);
    if (below.length > 0) await tx.update(xyCats).set({ code }).where(inArray(xyCats.catId, below));
    const childCount = all.filter((row) => row.parentId === catId).length;
    return { cat: { catID: catId, name, code, parentID: parentId, order: values.sort, childCount } };
  });
}

export interface XyInput {
  name?: string;
  icon?: string;
  intro?: string;
  catId?: number;
  xyStatus?: number;
  xyForbidden?: number;
}

/** An account as ingest answers it: its stored fields and its counts. */
export type IngestXy = Omit<ApiXy, 'isSub'> & { xyStatus: number; xyForbidden: number };

/**
 * Creates account `xyId` (name and catId required: null otherwise) or updates the fields given. The category
 * must exist; the route checks it.
 */
export async function writeXy(db: Db, xyId: number, input: XyInput): Promise<IngestXy | null> {
  const current = await findXy(db, xyId);
  const name = input.name ?? current?.name;
  const catId = input.catId ?? current?.catId;
  if (name === undefined || catId === undefined) return null;
  // A concurrent create of the same id turns into an update rather than a failure.
  await db
    .insert(xyAccounts)
    .values({ ...input, xyId, name, catId })
    .onConflictDoUpdate({ target: xyAccounts.xyId, set: { ...input, updatedAt: new Date() } });
  const [saved] = await db
    .select({ ...xyFields(null), xyStatus: xyAccounts.xyStatus, xyForbidden: xyAccounts.xyForbidden })
    .from(xyAccounts)
    .where(eq(xyAccounts.xyId, xyId));
  if (!saved) throw new Error(`account ${xyId} vanished after writing it`);
  return { ...xyOf(saved), xyStatus: saved.xyStatus, xyForbidden: saved.xyForbidden };
}
