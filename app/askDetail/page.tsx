import { notFound } from 'next/navigation';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { AskScreen } from '@/components/questions/AskScreen';

/** `/askDetail/:id.html` (提问详情): one 问吧 question with its answers. */
export default async function AskDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const id = positiveId(await searchParams, 'id');
  if (id === null) notFound();
  return <AskScreen id={id} />;
}
