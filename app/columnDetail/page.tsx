import type { Metadata } from 'next';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { ColumnScreen } from '@/components/column/ColumnScreen';
import { columnMetadata } from '@/components/column/columnMetadata';

interface Props {
  searchParams: Promise<SearchParams>;
}

const shownColumn = (params: SearchParams) => positiveId(params, 'id') ?? positiveId(params, 'columnId');

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return columnMetadata(shownColumn(await searchParams));
}

export default async function ColumnDetailPage({ searchParams }: Props) {
  return <ColumnScreen shown={shownColumn(await searchParams)} />;
}
