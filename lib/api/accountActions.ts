// A member's calls on the account pages as islands make them: each takes the browser's client (so an island may
// load it lazily) and answers what the backend confirms, mapped from its JSON.
import { toCheer } from '@/lib/api/accountPageModel';
import type { ApiClient } from '@/lib/api/createApiClient';
import { asArray, asFlag, asNumber, asObject } from '@/lib/api/mapping';

/** statusXys for one account: whether the member subscribes to it. */
export async function readSubscribed(api: ApiClient, xyID: number): Promise<boolean> {
  const entry = asArray(asObject(await api.call('statusXys', { xyIDs: xyID }))['list'])
    .map(asObject)
    .find((item) => asNumber(item.xyID) === xyID);
  return entry ? asFlag(entry.isSub) : false;
}

/** hitXyBulletin: one cheer for the account; answers how many the member has left today. */
export const cheerFor = async (api: ApiClient, xyID: number) =>
  toCheer(await api.call('hitXyBulletin', { xyID }));

/** dynamicPraise: the dynamic's praise count after the member's praise. */
export const praiseDynamic = async (api: ApiClient, id: number): Promise<number> =>
  Math.max(0, asNumber(asObject(await api.call('dynamicPraise', { id })).praiseCount));
