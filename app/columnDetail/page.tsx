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

// Keyed by the column, as every screen whose route links to itself with other parameters: to the client router a
// tap from one column to the next is the same page again, and its islands (the carousel, the list's load-more)
// must start afresh rather than keep the last column's state.
export default async function ColumnDetailPage({ searchParams }: Props) {
  const shown = shownColumn(await searchParams);
  return <ColumnScreen key={shown ?? 0} shown={shown} />;
}
