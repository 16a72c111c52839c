// A member's tip-off as the form island sends it: the browser's client, the pending tip-off's id back.
import type { ApiClient } from '@/lib/api/createApiClient';
import { asNumber, asObject } from '@/lib/api/mapping';

export interface TipoffDraft {
  name: string;
  content: string;
  pictures: string[];
  videos: string[];
  audios: string[];
}

/** createTipoff (form-encoded): the new tip-off's id; it waits for an editor (待审核). */
export const createTipoff = async (api: ApiClient, draft: TipoffDraft): Promise<number> =>
  asNumber(
    asObject(
      await api.call('createTipoff', {
        name: draft.name,
        content: draft.content,
        pics: draft.pictures.join(','),
        videos: draft.videos.join(','),
        audios: draft.audios.join(','),
      }),
    ).id,
  );
