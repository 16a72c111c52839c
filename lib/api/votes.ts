import 'server-only';
import type { ApiClient } from '@/lib/api/createApiClient';
import {
  toOptionPage,
  toRankedOption,
  toVote,
  toVoteResult,
  type OptionPage,
  type RankedOption,
  type Vote,
} from '@/lib/api/voteModel';
import type { VoteSort } from '@/lib/contract/votes';

// A vote's screens read as the signed-in member (every vote route requires auth, so none is shared): the vote
// with what the member has done in it, then its options in the sort asked, found by name, or as results.

export interface VotePage {
  vote: Vote;
  options: OptionPage;
}

/** The vote and the options to list: by `name` when searching, else in `sort`; null when there is no such vote. */
export async function readVotePage(
  api: ApiClient,
  id: number,
  { sort, name }: { sort: VoteSort; name: string },
): Promise<VotePage | null> {
  const vote = toVote(await api.call('voteInfo', { id }));
  if (!vote) return null;
  const query = { voteId: id, sort, pageSize: 50 };
  const options = toOptionPage(
    await (name ? api.call('infoByOptName', { ...query, name }) : api.call('voteOptions', query)),
  );
  return { vote, options };
}

/** The vote and its results: every option by votes, with its rank and share. */
export async function readVoteResult(api: ApiClient, id: number) {
  const vote = toVote(await api.call('voteInfo', { id }));
  if (!vote) return null;
  return { vote, ...toVoteResult(await api.call('voteResult', { voteId: id })) };
}

/** One option (its view counted) and its vote; null when either is not there. */
export async function readVoteOption(
  api: ApiClient,
  voteId: number,
  optionId: number,
): Promise<{ vote: Vote; option: RankedOption } | null> {
  const vote = toVote(await api.call('voteInfo', { id: voteId }));
  if (!vote) return null;
  const option = toRankedOption(await api.call('optionInfo', { voteId, optionId }));
  return option && { vote, option };
}
