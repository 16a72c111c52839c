import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { ActivityListScreen } from '@/components/activity/ActivityListScreen';
import { ActivityScreen } from '@/components/activity/ActivityScreen';

/** `/activityDetail/:id.html`: one activity; without an id, the activity list (`?page=`, 20 a page). */
export default async function ActivityDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const id = positiveId(params, 'id');
  return id === null ? (
    <ActivityListScreen page={positiveId(params, 'page') ?? 1} />
  ) : (
    <ActivityScreen id={id} />
  );
}
