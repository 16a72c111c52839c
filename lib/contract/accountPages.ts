// The account pages' numbers both sides go by: the influence ranking's periods and size, the daily cheers, the
// pages of dynamics. Part of the contract both sides import: plain data, no framework.

/** The periods the ranking is computed over, in days: the last 7 and the last 30. */
export const RANK_PERIODS = { week: 7, month: 30 } as const;
export type RankPeriod = keyof typeof RANK_PERIODS;
export const DEFAULT_RANK_PERIOD: RankPeriod = 'week';

/** Spec section 9: the account rank is cut to 20. */
export const RANK_SIZE = 20;

/** What each counts for in an account's influence score over the period. */
export const RANK_WEIGHTS = { read: 1, share: 5, comment: 3, cheer: 10 } as const;

/** Cheers (打榜) a member may give a day, over all accounts together. */
export const CHEERS_PER_DAY = 3;

/** Spec section 4: account dynamics have more when 10 or more come back. */
export const DYNAMIC_PAGE_SIZE = 10;

/** Accounts recommended beside an account page. */
export const RECOMMENDED_XYS = 6;

export const isRankPeriod = (value: string): value is RankPeriod => Object.hasOwn(RANK_PERIODS, value);

/** The account pages' refusals, each its own status so the site can say it in the reader's language. */
export const XY_REFUSED = {
  /** 今天的打榜次数已用完 */
  cheerLimit: 10311,
  /** 已经点过赞了哦! */
  alreadyPraised: 10312,
} as const;

export const XY_FAILED: readonly number[] = Object.values(XY_REFUSED);
