import { notFound } from 'next/navigation';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { DynamicScreen } from '@/components/account/DynamicScreen';

/** `/dynamicDetail/:id.html` (记者动态): one dynamic; without an id, not found. */
export default async function DynamicDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const id = positiveId(await searchParams, 'id');
  if (id === null) notFound();
  return <DynamicScreen id={id} />;
}
