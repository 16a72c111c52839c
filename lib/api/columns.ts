import 'server-only';
import { unstable_cache } from 'next/cache';
import { serverApi } from '@/lib/api/serverApi';
import { nullWhenRefused } from '@/lib/api/apiError';
import { isEmptyMarker } from '@/lib/api/envelope';
import { asArray, asNumber, asObject, asString, asUrl } from '@/lib/api/mapping';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

export interface Column {
  columnId: number;
  parentId: number;
  name: string;
  columnStyle: number;
  icon: string;
  description: string;
  padListType: number;
  children: Column[];
}

/** Column styles the local column filter drops (spec section 9). */
export const HIDDEN_COLUMN_STYLES = [205, 215, 410];

export function toColumn(raw: unknown): Column | null {
  const column = asObject(raw);
  const columnId = asNumber(column.columnId);
  if (columnId <= 0 || HIDDEN_COLUMN_STYLES.includes(asNumber(column.columnStyle))) return null;
  return {
    columnId,
    parentId: asNumber(column.parentId),
    name: asString(column.name),
    columnStyle: asNumber(column.columnStyle),
    icon: asUrl(column.icon),
    description: asString(column.description),
    padListType: asNumber(column.padListType),
    children: toColumns(column.children),
  };
}

export const toColumns = (raw: unknown): Column[] =>
  asArray(raw)
    .map(toColumn)
    .filter((column): column is Column => column !== null);

const COLUMNS = { revalidate: 300, tags: [CACHE_TAGS.columns] };

export const getColumns = unstable_cache(
  async (parentColumnId = 0): Promise<Column[]> => {
    const reply = await serverApi.call('getColumns', { parentColumnId });
    return isEmptyMarker(reply) ? [] : toColumns(asObject(reply).list);
  },
  ['columns'],
  COLUMNS,
);

/** One column with its subtree; null when the backend knows no such column (or hides its style). */
export const getColumn = unstable_cache(
  async (columnId: number): Promise<Column | null> =>
    (await nullWhenRefused(serverApi.call('getColumn', { columnId }).then(toColumn))) ?? null,
  ['column'],
  COLUMNS,
);
