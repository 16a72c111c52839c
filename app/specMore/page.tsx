import { notFound } from 'next/navigation';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { SubjectScreen } from '@/components/topic/SubjectScreen';

/** `/specMore/:columnId?.html?subjectId=`: one group of a special topic (the group is the topic's "column"). */
export default async function SpecMorePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const groupId = positiveId(params, 'columnId');
  if (groupId === null) notFound();
  return (
    <SubjectScreen topicArticleId={null} subjectId={positiveId(params, 'subjectId')} groupId={groupId} />
  );
}
