import 'server-only';
import { unstable_cache } from 'next/cache';
import { nullWhenRefused } from '@/lib/api/apiError';
import type { ApiClient } from '@/lib/api/createApiClient';
import { serverApi } from '@/lib/api/serverApi';
import { toCallWorks, toSubmission, toSubmissionPage } from '@/lib/api/submissionModel';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

// A call's approved works are the same for every reader (their own submissions load in islands or on member
// pages): kept a minute, and dropped at once when the CMS judges a submission or changes a call (`submissions`).
const SUBMISSIONS = { revalidate: 60, tags: [CACHE_TAGS.submissions] };

/** A call for submissions with a page of its approved works; null when the article is no call. */
export const getCallWorks = unstable_cache(
  async (fileId: number, page: number) =>
    nullWhenRefused(serverApi.call('seekArticleList', { linkID: fileId, page }).then(toCallWorks)),
  ['call-works'],
  SUBMISSIONS,
);

/** One approved work of a call (`linkID`, 0 for any); null for an unknown, pending or refused one. */
export const getWork = unstable_cache(
  async (id: number, linkID: number) =>
    nullWhenRefused(
      serverApi.call('seekArticleDetail', linkID > 0 ? { id, linkID } : { id }).then(toSubmission),
    ),
  ['call-work'],
  SUBMISSIONS,
);

/** 我的投稿: a page of the member's own submissions, every state, the newest first. */
export const readMySubmissions = async (api: ApiClient, page: number) =>
  toSubmissionPage(await api.call('inputArticleList', { page }));

/** 投稿详情: the member's own submission; null for an unknown id and for anyone else's alike. */
export const readMySubmission = (id: number) => (api: ApiClient) =>
  nullWhenRefused(api.call('inputArticleDetail', { id }).then(toSubmission));
