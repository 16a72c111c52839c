// The addresses of a vote's screens: the vote (phone or web layout) with its sort, search or results, and one
// option's detail.
import { VOTE_SORTS, type VoteSort } from '@/lib/contract/votes';

export type VoteLayout = 'phone' | 'web';

const ROUTE: Record<VoteLayout, string> = { phone: 'activityVote', web: 'activityVoteWeb' };

export function voteHref(
  layout: VoteLayout,
  voteId: number,
  query: { sort?: VoteSort; name?: string; view?: 'result' } = {},
): string {
  const search = new URLSearchParams();
  if (query.sort && query.sort !== VOTE_SORTS.number) search.set('sort', String(query.sort));
  if (query.name) search.set('name', query.name);
  if (query.view) search.set('view', query.view);
  const rest = search.toString();
  return `/${ROUTE[layout]}/0/${voteId}.html${rest ? `?${rest}` : ''}`;
}

export const optionHref = (voteId: number, optionId: number) =>
  `/voteItemDetail/0/${voteId}/${optionId}.html`;

/** The sort a page was asked for (`?sort=`), by number when absent or unknown. */
export function readSort(raw: string | undefined): VoteSort {
  const sort = Number(raw);
  return (Object.values(VOTE_SORTS) as number[]).includes(sort) ? (sort as VoteSort) : VOTE_SORTS.number;
}
