import type { SearchParams } from '@/lib/routing/pageParams';
import { VoteRoute } from '@/components/vote/VoteRoute';

/** `/activityVote/:linkID?/:id?.html`: a vote, requiring a member (the proxy sends anyone else to sign in). */
export default async function ActivityVotePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <VoteRoute params={await searchParams} layout="phone" />;
}
