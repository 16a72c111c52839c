// Votes (投票, backend/votes): the sorts of the option list, the member-info fields a vote may ask for before
// voting, and the codes of a refused vote, which the site shows in the reader's language. Part of the contract
// both sides import: plain data, no framework.

/** Option list sorts (spec section 9): by number, by rank (votes) descending, by views descending. */
export const VOTE_SORTS = { number: 1, rank: 2, views: 3 } as const;
export type VoteSort = (typeof VOTE_SORTS)[keyof typeof VOTE_SORTS];

/** What a vote's member-info rule (vs_user_inforule) may ask: a name, a mobile number, or free text. */
export const VOTE_INFO_KINDS = ['name', 'phone', 'text'] as const;
export type VoteInfoKind = (typeof VOTE_INFO_KINDS)[number];

/** A theme of a vote (vs_votetheme_list): a heading and its text, shown under the head image. */
export interface VoteTheme {
  title: string;
  content: string;
}

/** One field the member-info rule (vs_user_inforule) asks a voter to fill before voting. */
export interface VoteInfoField {
  key: string;
  label: string;
  kind: VoteInfoKind;
  required: boolean;
}

/** Characters one answer to the member-info rule may have. */
export const VOTE_INFO_MAX = 60;

/** Why recordVoteCountAndLog refused a vote (envelope status; the message is the backend's Chinese). */
export const VOTE_REFUSED = {
  notStarted: -3101,
  ended: -3102,
  dayLimit: -3103,
  optionLimit: -3104,
  totalLimit: -3105,
  infoRequired: -3106,
  noOption: -3107,
  badPayload: -3108,
} as const;

/** isbegin of a vote: 0 not started, 1 in progress, 2 ended (or closed early by the CMS). */
export const VOTE_STATE = { notStarted: 0, open: 1, ended: 2 } as const;

/** A recordVoteCountAndLog payload older or newer than this is refused as a replay. */
export const VOTE_PAYLOAD_MAX_AGE_MS = 5 * 60_000;

/** The plaintext of recordVoteCountAndLog's `data`, before the site encrypts it. */
export interface VotePayload {
  voteId: number;
  optionId: number;
  /** Milliseconds since the epoch, the browser's clock. */
  t: number;
  /** Random, unique per vote: a payload sent twice is refused. */
  nonce: string;
}
