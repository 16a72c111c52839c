import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { SubjectScreen } from '@/components/topic/SubjectScreen';

export default async function SpecDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  return <SubjectScreen topicArticleId={positiveId(params, 'linkID')} subjectId={positiveId(params, 'id')} />;
}
