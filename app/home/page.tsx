import { getTranslations } from 'next-intl/server';
import { unreachableAs } from '@/lib/api/apiError';
import { getColumns } from '@/lib/api/columns';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { ColumnScreen } from '@/components/column/ColumnScreen';
import { EmptyState } from '@/components/shell/EmptyState';
import { ServiceUnavailable } from '@/components/shell/ServiceUnavailable';

/** Home is the first top column's screen, with home as the active tab. */
export default async function HomePage() {
  const [columns, config, t] = await Promise.all([
    getColumns().catch(unreachableAs(null)),
    loadSiteConfig(),
    getTranslations('empty'),
  ]);
  if (columns === null || config === null) return <ServiceUnavailable />;
  const [first] = columns;
  if (!first) return <EmptyState text={t('noContent')} />;
  return <ColumnScreen column={first} topColumns={columns} config={config} isHome />;
}
