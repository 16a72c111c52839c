import type { SearchParams } from '@/lib/routing/pageParams';
import { VoteRoute } from '@/components/vote/VoteRoute';

/** `/activityVoteWeb/:linkID?/:id?.html`: a vote in the web layout, requiring a member. */
export default async function ActivityVoteWebPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <VoteRoute params={await searchParams} layout="web" />;
}
