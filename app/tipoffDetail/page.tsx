import { notFound } from 'next/navigation';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { TipoffScreen } from '@/components/tipoff/TipoffScreen';

/** `/tipoffDetail/:id.html`: one tip-off (报料详情). */
export default async function TipoffDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const id = positiveId(await searchParams, 'id');
  if (id === null) notFound();
  return <TipoffScreen id={id} />;
}
