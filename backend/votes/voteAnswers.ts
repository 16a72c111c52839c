// The shapes the vote operations answer: the vote with its spec names (vs_head_voteimage, vs_votetheme_list,
// vs_user_inforule, isbegin), and its options.
import { type MemberVoting, voteState, type Vote, type VoteOption } from './voteRepo.js';

export const apiOption = (option: VoteOption) => ({
  id: option.id,
  voteId: option.voteId,
  number: option.number,
  title: option.title,
  description: option.description,
  picture: option.picture,
  voteCount: option.voteCount,
  viewCount: option.viewCount,
});

export interface VoteTotals {
  votes: number;
  views: number;
  options: number;
}

export const apiVote = (vote: Vote, totals: VoteTotals, mine: MemberVoting | null, now: number) => ({
  id: vote.id,
  activityId: vote.activityId,
  title: vote.title,
  description: vote.description,
  isbegin: voteState(vote, now),
  startTime: vote.startsAt.getTime(),
  endTime: (vote.closedAt ?? vote.endsAt).getTime(),
  vs_head_voteimage: vote.headImage,
  vs_votetheme_list: vote.themes,
  vs_user_inforule: vote.infoRule,
  limits: { perDay: vote.perDay, perOption: vote.perOption, total: vote.total },
  totalVotes: totals.votes,
  totalViews: totals.views,
  optionCount: totals.options,
  mine,
});
