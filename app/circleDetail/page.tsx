import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { LIST_TYPE } from '@/lib/contract/community';
import { CircleListScreen } from '@/components/community/CircleListScreen';
import { CircleScreen } from '@/components/community/CircleScreen';

/** `/circleDetail/:id.html`: one circle (`?listType=` 1 newest, 2 hot; `?page=`); without an id, the circle list. */
export default async function CircleDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const id = positiveId(params, 'id');
  const listType = positiveId(params, 'listType') === LIST_TYPE.hot ? LIST_TYPE.hot : LIST_TYPE.newest;
  return id === null ? (
    <CircleListScreen />
  ) : (
    <CircleScreen id={id} listType={listType} page={positiveId(params, 'page') ?? 1} />
  );
}
