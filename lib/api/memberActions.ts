// A member's switches as islands call them: each takes the browser's client (so an island may load it lazily)
// and answers the state the backend confirms, or null when its answer does not say.
import type { ApiClient } from '@/lib/api/createApiClient';
import { toFaved, toSubscription, type Subscription } from '@/lib/api/subscriptionModel';

/** fav: type 1 adds the article to the member's favourites, 0 removes it. */
export const saveFavorite = async (api: ApiClient, fileId: number, faved: boolean): Promise<boolean | null> =>
  toFaved(await api.call('fav', { fileId, type: faved ? 1 : 0 }), fileId);

/** favStatus for one article. */
export const readFavorite = async (api: ApiClient, fileId: number): Promise<boolean | null> =>
  toFaved(await api.call('favStatus', { fileIds: fileId }), fileId);

/** topicSub or topicSubCancel. */
export const saveSubscription = async (
  api: ApiClient,
  xyID: number,
  subscribed: boolean,
): Promise<Subscription | null> =>
  toSubscription(await api.call(subscribed ? 'topicSub' : 'topicSubCancel', { xyID }));
