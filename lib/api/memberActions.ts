// A signed-in member's writes as islands call them: each takes the browser's client (so an island may load it
// lazily) and answers what the backend confirms, mapped from its JSON (null when its answer does not say).
import type { ApiClient } from '@/lib/api/createApiClient';
import { asNumber, asObject } from '@/lib/api/mapping';
import { toMemberInfo, type MemberInfo } from '@/lib/api/memberModel';
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

/** What member/info changes: an empty birthday or introduction clears it. */
export interface ProfileChange {
  nickname: string;
  /** 0 unknown, 1 male, 2 female. */
  sex: number;
  /** 'yyyy-MM-dd' or ''. */
  birthday: string;
  intro: string;
}

/** member/info: the member's details as the backend saved them. */
export const saveProfile = async (api: ApiClient, change: ProfileChange): Promise<MemberInfo | null> =>
  toMemberInfo(await api.call('member/info', { ...change }));

/** setPassword: the new password and its confirmation (both checked by the backend too). */
export const savePassword = async (
  api: ApiClient,
  { password, confirmPassword }: { password: string; confirmPassword: string },
): Promise<MemberInfo | null> => toMemberInfo(await api.call('setPassword', { password, confirmPassword }));

/** invite/use: a friend's code, once; answers the points it earned the member. */
export const redeemInviteCode = async (api: ApiClient, code: string): Promise<{ added: number }> => ({
  added: asNumber(asObject(await api.call('invite/use', { code })).added),
});

export type PointsAction = 'read' | 'share' | 'comment';

/** score/add: the points an article earned for reading, sharing or commenting (0 past the day's limit). */
export const addPoints = async (
  api: ApiClient,
  fileId: number,
  action: PointsAction,
): Promise<{ added: number }> => ({
  added: asNumber(asObject(await api.call('score/add', { action, fileId })).added),
});
