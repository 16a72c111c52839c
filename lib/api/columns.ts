import 'server-only';
import { serverApi } from '@/lib/api/serverApi';
import { isEmptyMarker } from '@/lib/api/envelope';
import { asArray, asNumber, asObject, asString } from '@/lib/api/mapping';

export interface Column {
  columnId: number;
  parentId: number;
  name: string;
  columnStyle: number;
  icon: string;
  description: string;
  children: Column[];
}

/** Column styles the local column filter drops (spec section 9). */
export const HIDDEN_COLUMN_STYLES = [205, 215, 410];

export function toColumn(raw: unknown): Column | null {
  const column = asObject(raw);
  const columnId = asNumber(column.columnId);
  if (columnId <= 0) return null;
  return {
    columnId,
    parentId: asNumber(column.parentId),
    name: asString(column.name),
    columnStyle: asNumber(column.columnStyle),
    icon: asString(column.icon),
    description: asString(column.description),
    children: toColumns(column.children),
  };
}

export const toColumns = (raw: unknown): Column[] =>
  asArray(raw)
    .map(toColumn)
    .filter(
      (column): column is Column => column !== null && !HIDDEN_COLUMN_STYLES.includes(column.columnStyle),
    );

export async function getColumns(parentColumnId = 0): Promise<Column[]> {
  const reply = await serverApi.call('getColumns', { parentColumnId });
  return isEmptyMarker(reply) ? [] : toColumns(asObject(reply).list);
}
