// A member's submission calls as islands make them: each takes the browser's client and answers what the backend
// confirms, mapped from its JSON.
import type { ApiClient } from '@/lib/api/createApiClient';
import { asNumber, asObject } from '@/lib/api/mapping';
import { toSubmissionPage } from '@/lib/api/submissionModel';

export interface SubmissionDraft {
  /** The call's article; 0 for a contribution outside any call. */
  linkID: number;
  title: string;
  content: string;
  name: string;
  pictures: string[];
}

/** submitArticle (form-encoded): the pending submission's id. */
export async function submitArticle(api: ApiClient, draft: SubmissionDraft): Promise<number> {
  const { linkID, pictures, ...text } = draft;
  const fields = { ...text, pictures: pictures.join(','), ...(linkID > 0 ? { linkID } : {}) };
  return asNumber(asObject(await api.call('submitArticle', fields)).id);
}

/** inputArticleList of one call: the member's own works sent to it, every state. */
export const readOwnWorks = async (api: ApiClient, linkID: number) =>
  toSubmissionPage(await api.call('inputArticleList', { linkID })).list;
