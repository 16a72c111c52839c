import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { TopicListScreen } from '@/components/questions/TopicListScreen';
import { TopicScreen } from '@/components/questions/TopicScreen';

/** `/topicDetail/:id.html` (问吧话题): one question topic (`?tab=hot` 最热; `?page=`); without an id, the topics. */
export default async function TopicDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const id = positiveId(params, 'id');
  return id === null ? (
    <TopicListScreen />
  ) : (
    <TopicScreen id={id} hot={firstValue(params, 'tab') === 'hot'} page={positiveId(params, 'page') ?? 1} />
  );
}
