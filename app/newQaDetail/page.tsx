import { notFound } from 'next/navigation';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { QaScreen } from '@/components/questions/QaScreen';

/** `/newQaDetail/:id.html` (问政详情): the same inquiry as qaDetail, drawn as a thread. */
export default async function NewQaDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const id = positiveId(await searchParams, 'id');
  if (id === null) notFound();
  return <QaScreen id={id} layout="newQaDetail" />;
}
