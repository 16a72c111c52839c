// A member's 问吧 and 问政 calls as islands make them: each takes the browser's client and answers what the
// backend confirms, mapped from its JSON.
import type { ApiClient } from '@/lib/api/createApiClient';
import { asNumber, asObject } from '@/lib/api/mapping';
import { toSatisfaction, type Satisfaction } from '@/lib/api/questionModel';

/** askQuestion (form-encoded): the pending question's id. */
export const askQuestion = async (api: ApiClient, topicId: number, content: string, pics: string[]) =>
  asNumber(asObject(await api.call('askQuestion', { id: topicId, content, pics: pics.join(',') })).id);

export interface InquiryDraft {
  departmentId: number;
  typeId: number;
  title: string;
  content: string;
  images: string[];
  /** The upload service's addresses of the member's own video and recording (QUESTION_LIMITS). */
  videos: string[];
  audios: string[];
}

/** qaSubmit (form-encoded): the pending inquiry's id. */
export const openInquiry = async (api: ApiClient, draft: InquiryDraft) =>
  asNumber(
    asObject(
      await api.call('qaSubmit', {
        ...draft,
        images: draft.images.join(','),
        videos: draft.videos.join(','),
        audios: draft.audios.join(','),
      }),
    ).id,
  );

/** qaSatisfaction: the member's rating (1–3) and the counts after it. */
export const rateInquiry = async (api: ApiClient, id: number, rating: number): Promise<Satisfaction> =>
  toSatisfaction(asObject(await api.call('qaSatisfaction', { id, rating })).satisfaction);

/** qaMyRating: the member's own rating of an inquiry, 0 when none yet. */
export const ownRating = async (api: ApiClient, id: number): Promise<number> =>
  asNumber(asObject(await api.call('qaMyRating', { id })).rating);
