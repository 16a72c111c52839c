import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { readSort, type VoteLayout } from '@/lib/routing/voteLinks';
import { VoteResultScreen } from '@/components/vote/VoteResultScreen';
import { VoteScreen } from '@/components/vote/VoteScreen';

/**
 * activityVote and activityVoteWeb (`/:linkID?/:id?.html`): the vote `id` (or `linkID` alone) in their layout,
 * with `?sort=`, `?name=` (search by option name) or `?view=result`.
 */
export function VoteRoute({ params, layout }: { params: SearchParams; layout: VoteLayout }) {
  const id = positiveId(params, 'id') ?? positiveId(params, 'linkID');
  if (firstValue(params, 'view') === 'result') return <VoteResultScreen id={id} layout={layout} />;
  return (
    <VoteScreen
      id={id}
      sort={readSort(firstValue(params, 'sort'))}
      name={(firstValue(params, 'name') ?? '').trim().slice(0, 40)}
      layout={layout}
    />
  );
}
