import { notFound } from 'next/navigation';
import { getColumn, getColumns } from '@/lib/api/columns';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { ColumnScreen } from '@/components/column/ColumnScreen';
import { ServiceUnavailable } from '@/components/shell/ServiceUnavailable';

/** `/columnDetail/:columnId?/:id?` and `/columnShare/:parentId?/:id?`: the last id given is the column shown. */
export async function ColumnPage({ columnId }: { columnId: number | null }) {
  if (columnId === null) notFound();
  const [column, columns, config] = await Promise.all([getColumn(columnId), getColumns(), loadSiteConfig()]);
  if (config === null) return <ServiceUnavailable />;
  if (!column) notFound();
  return <ColumnScreen column={column} topColumns={columns} config={config} isHome={false} />;
}
