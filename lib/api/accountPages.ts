import 'server-only';
import { unstable_cache } from 'next/cache';
import { nullWhenRefused } from '@/lib/api/apiError';
import { PAGE_SIZE, toArticlePage } from '@/lib/api/articleModel';
import {
  toAccountInfo,
  toAccounts,
  toDynamic,
  toDynamicPage,
  toQuestionPage,
  toRanking,
  toRules,
} from '@/lib/api/accountPageModel';
import { serverApi } from '@/lib/api/serverApi';
import { DYNAMIC_PAGE_SIZE, type RankPeriod } from '@/lib/contract/accountPages';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

// The account pages are every reader's (a member's subscription and cheers load in islands): kept a minute, and
// dropped at once when the CMS writes an account, a dynamic, a question or the rules (the `xys` tag). The ranking
// itself changes only when the backend recomputes it, every few minutes.
const ACCOUNT_PAGES = { revalidate: 60, tags: [CACHE_TAGS.accounts] };

/** The account as every reader sees it; null for an unknown id. */
export const getAccountInfo = unstable_cache(
  async (xyID: number) => nullWhenRefused(serverApi.call('getXyInfo', { xyID }).then(toAccountInfo)),
  ['xy-info'],
  ACCOUNT_PAGES,
);

export const getAccountArticles = unstable_cache(
  async (xyID: number) =>
    toArticlePage(await serverApi.call('getXyArticles', { xyID, page: 1, pageSize: PAGE_SIZE })),
  ['xy-articles'],
  { revalidate: 60, tags: [CACHE_TAGS.accounts, CACHE_TAGS.articles] },
);

export const getAccountDynamics = unstable_cache(
  async (xyID: number) =>
    toDynamicPage(await serverApi.call('getXyDynamic', { xyID, page: 1, pageSize: DYNAMIC_PAGE_SIZE })),
  ['xy-dynamics'],
  ACCOUNT_PAGES,
);

export const getAccountQuestions = unstable_cache(
  async (xyID: number) =>
    toQuestionPage(await serverApi.call('getXyArticlesQuestion', { xyID, page: 1, pageSize: PAGE_SIZE })),
  ['xy-questions'],
  ACCOUNT_PAGES,
);

/**
 * Accounts to recommend beside one, or for the account directory (null); none for an account the backend does
 * not know. Asked without a member's token: the same for every reader.
 */
export const getRecommendedAccounts = unstable_cache(
  async (xyID: number | null) =>
    (await nullWhenRefused(serverApi.call('recommendXys', xyID === null ? {} : { xyID }).then(toAccounts))) ??
    [],
  ['xy-recommended'],
  ACCOUNT_PAGES,
);

/** One dynamic; null when there is none to show. */
export const getDynamic = unstable_cache(
  async (id: number) => nullWhenRefused(serverApi.call('getDynamicDetail', { id }).then(toDynamic)),
  ['xy-dynamic'],
  ACCOUNT_PAGES,
);

export const getRanking = unstable_cache(
  async (period: RankPeriod) => toRanking(await serverApi.call('xyRank', { period }), period),
  ['xy-rank'],
  ACCOUNT_PAGES,
);

export const getRankRules = unstable_cache(
  async () => toRules(await serverApi.call('xyRules', {})),
  ['xy-rules'],
  ACCOUNT_PAGES,
);
