// Votes as screens use them: checked mappers from the backend's untrusted JSON (backend/README.md "Votes"). Pure,
// so the server's pages and the browser's islands share them.
import { asArray, asNumber, asObject, asString, asUrl } from '@/lib/api/mapping';
import {
  VOTE_INFO_KINDS,
  VOTE_STATE,
  type VoteInfoField,
  type VoteInfoKind,
  type VoteTheme,
} from '@/lib/contract/votes';

/** What the signed-in member has done in the vote. */
export interface MemberVoting {
  infoFilled: boolean;
  todayVotes: number;
  totalVotes: number;
}

export interface Vote {
  id: number;
  title: string;
  description: string;
  /** 0 not started, 1 in progress, 2 ended (VOTE_STATE). */
  state: number;
  startTime: number;
  endTime: number;
  headImage: string;
  themes: VoteTheme[];
  infoRule: VoteInfoField[];
  limits: { perDay: number; perOption: number; total: number };
  totalVotes: number;
  totalViews: number;
  optionCount: number;
  mine: MemberVoting | null;
}

export interface VoteOption {
  id: number;
  voteId: number;
  number: number;
  title: string;
  description: string;
  picture: string;
  voteCount: number;
  viewCount: number;
}

export interface RankedOption extends VoteOption {
  rank: number;
  /** Share of all votes, in percent with one decimal. */
  percent: number;
}

const count = (value: unknown) => Math.max(0, Math.floor(asNumber(value)));
const positive = (value: unknown) => {
  const id = asNumber(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};
const STATES: readonly number[] = Object.values(VOTE_STATE);

function toInfoField(raw: unknown): VoteInfoField | null {
  const field = asObject(raw);
  const key = asString(field.key);
  const label = asString(field.label).trim();
  const kind = asString(field.kind) as VoteInfoKind;
  if (!/^[A-Za-z]\w{0,31}$/.test(key) || !label || !VOTE_INFO_KINDS.includes(kind)) return null;
  return { key, label, kind, required: field.required !== false };
}

/** voteInfo's answer; null when it names no vote. */
export function toVote(raw: unknown): Vote | null {
  const vote = asObject(raw);
  const id = positive(vote.id);
  if (!id) return null;
  const state = asNumber(vote.isbegin);
  const limits = asObject(vote.limits);
  const mine = vote.mine ? asObject(vote.mine) : null;
  return {
    id,
    title: asString(vote.title),
    description: asString(vote.description),
    state: STATES.includes(state) ? state : VOTE_STATE.ended,
    startTime: asNumber(vote.startTime),
    endTime: asNumber(vote.endTime),
    headImage: asUrl(vote.vs_head_voteimage),
    themes: asArray(vote.vs_votetheme_list).flatMap((item) => {
      const theme = asObject(item);
      const title = asString(theme.title).trim();
      return title ? [{ title, content: asString(theme.content) }] : [];
    }),
    infoRule: asArray(vote.vs_user_inforule).flatMap((item) => toInfoField(item) ?? []),
    limits: { perDay: count(limits.perDay), perOption: count(limits.perOption), total: count(limits.total) },
    totalVotes: count(vote.totalVotes),
    totalViews: count(vote.totalViews),
    optionCount: count(vote.optionCount),
    mine: mine && {
      infoFilled: mine.infoFilled === true,
      todayVotes: count(mine.todayVotes),
      totalVotes: count(mine.totalVotes),
    },
  };
}

export function toVoteOption(raw: unknown): VoteOption | null {
  const option = asObject(raw);
  const id = positive(option.id);
  if (!id) return null;
  return {
    id,
    voteId: positive(option.voteId),
    number: count(option.number),
    title: asString(option.title),
    description: asString(option.description),
    picture: asUrl(option.picture),
    voteCount: count(option.voteCount),
    viewCount: count(option.viewCount),
  };
}

export interface OptionPage {
  list: VoteOption[];
  hasMore: boolean;
}

export const toOptionPage = (raw: unknown): OptionPage => {
  const page = asObject(raw);
  return {
    list: asArray(page.list).flatMap((item) => toVoteOption(item) ?? []),
    hasMore: page.hasMore === true,
  };
};

/** optionInfo's answer: the option with its rank. */
export function toRankedOption(raw: unknown): RankedOption | null {
  const option = toVoteOption(raw);
  if (!option) return null;
  const fields = asObject(raw);
  return { ...option, rank: count(fields.rank), percent: Math.max(0, asNumber(fields.percent)) };
}

/** voteResult's answer: all votes and the options by rank. */
export function toVoteResult(raw: unknown): { totalVotes: number; list: RankedOption[] } {
  const result = asObject(raw);
  return {
    totalVotes: count(result.totalVotes),
    list: asArray(result.list).flatMap((item) => toRankedOption(item) ?? []),
  };
}

/** What recordVoteCountAndLog answers: the option's new count and the member's votes. */
export function toCastVote(raw: unknown): { optionId: number; voteCount: number; mine: MemberVoting | null } {
  const answer = asObject(raw);
  const mine = answer.mine ? asObject(answer.mine) : null;
  return {
    optionId: positive(answer.optionId),
    voteCount: count(answer.voteCount),
    mine: mine && {
      infoFilled: mine.infoFilled === true,
      todayVotes: count(mine.todayVotes),
      totalVotes: count(mine.totalVotes),
    },
  };
}
