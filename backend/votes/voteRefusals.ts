// Why a vote that castVotes did not count was refused, read after the refusal to tell the member (the refusal
// itself was decided in the one statement; this only names it).
import { VOTE_REFUSED, VOTE_STATE } from '../../lib/contract/votes.js';
import { type MemberVoting, voteState, type Vote, type VoteOption } from './voteRepo.js';

export interface Refusal {
  status: number;
  message: string;
}

export function refusalOf({
  vote,
  option,
  mine,
  now,
}: {
  vote: Vote | null;
  option: VoteOption | null;
  mine: MemberVoting | null;
  now: number;
}): Refusal {
  if (!vote || !option || option.voteId !== vote.id) {
    return { status: VOTE_REFUSED.noOption, message: '选项不存在' };
  }
  const state = voteState(vote, now);
  if (state === VOTE_STATE.notStarted) return { status: VOTE_REFUSED.notStarted, message: '投票未开始' };
  if (state === VOTE_STATE.ended) return { status: VOTE_REFUSED.ended, message: '投票已结束' };
  if (!mine?.infoFilled) return { status: VOTE_REFUSED.infoRequired, message: '请先填写投票信息' };
  if (vote.total > 0 && mine.totalVotes >= vote.total) {
    return { status: VOTE_REFUSED.totalLimit, message: `您的投票次数已用完（共 ${vote.total} 票）` };
  }
  if (vote.perOption > 0 && (mine.optionVotes[String(option.id)] ?? 0) >= vote.perOption) {
    return { status: VOTE_REFUSED.optionLimit, message: `每个选项最多投 ${vote.perOption} 票` };
  }
  return { status: VOTE_REFUSED.dayLimit, message: `今日投票次数已用完（每天 ${vote.perDay} 票）` };
}
