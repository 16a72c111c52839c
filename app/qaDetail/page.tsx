import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { QaListScreen } from '@/components/questions/QaListScreen';
import { QaScreen } from '@/components/questions/QaScreen';

/** `/qaDetail/:id.html` (问政详情): one inquiry, the question then the reply; without an id, 问政 and its form. */
export default async function QaDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const id = positiveId(params, 'id');
  return id === null ? (
    <QaListScreen page={positiveId(params, 'page') ?? 1} />
  ) : (
    // Keyed by the inquiry: the list and each inquiry are one route, whose islands must not carry over.
    <QaScreen key={id} id={id} layout="qaDetail" />
  );
}
