import { getTranslations } from 'next-intl/server';
import { isUnreachable } from '@/lib/api/apiError';
import { getColumns } from '@/lib/api/columns';
import { ColumnNav } from '@/components/column/ColumnNav';
import { ColumnDirectory } from '@/components/column/ColumnDirectory';
import { EmptyState } from '@/components/shell/EmptyState';
import { ServiceUnavailable } from '@/components/shell/ServiceUnavailable';

export default async function HomePage() {
  const [columns, t] = await Promise.all([
    getColumns().catch((error: unknown) => {
      if (isUnreachable(error)) return null;
      throw error;
    }),
    getTranslations(),
  ]);
  if (columns === null) return <ServiceUnavailable />;
  if (columns.length === 0) return <EmptyState text={t('empty.noContent')} />;
  return (
    <>
      <ColumnNav columns={columns} label={t('shell.mainNav')} />
      <ColumnDirectory columns={columns} heading={t('home.columnsHeading')} />
    </>
  );
}
