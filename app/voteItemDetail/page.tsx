import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { OptionDetailScreen } from '@/components/vote/OptionDetailScreen';

/** `/voteItemDetail/:id?/:voteId?/:optionId?.html`: one option of a vote (`id` is the activity's, unused here). */
export default async function VoteItemDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  return (
    <OptionDetailScreen voteId={positiveId(params, 'voteId')} optionId={positiveId(params, 'optionId')} />
  );
}
