import type { Metadata } from 'next';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { ColumnPage } from '@/components/column/ColumnPage';
import { columnMetadata } from '@/components/column/columnMetadata';

interface Props {
  searchParams: Promise<SearchParams>;
}

const shownColumn = (params: SearchParams) => positiveId(params, 'id') ?? positiveId(params, 'parentId');

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return columnMetadata(shownColumn(await searchParams));
}

export default async function ColumnSharePage({ searchParams }: Props) {
  return <ColumnPage columnId={shownColumn(await searchParams)} />;
}
