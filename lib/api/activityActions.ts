// A reader's and a partner shop's activity calls as islands make them: each takes the browser's client (so an
// island may load it lazily) and answers what the backend confirms, mapped from its JSON.
import type { ApiClient } from '@/lib/api/createApiClient';
import { asObject, asString } from '@/lib/api/mapping';
import {
  toActivity,
  toVoucher,
  toVoucherList,
  type Activity,
  type VoucherList,
} from '@/lib/api/activityModel';
import { fieldParam } from '@/lib/contract/activities';

/** activityDetail with the member's token: the same activity, its state saying whether they signed up. */
export const readActivityAsMember = async (api: ApiClient, id: number): Promise<Activity | null> =>
  toActivity(await api.call('activityDetail', { id }));

/** activityRegist: the answers by field key; answers the voucher's code ('' when the sign-up earns none). */
export async function signUpFor(api: ApiClient, id: number, answers: Record<string, string>) {
  const fields = Object.fromEntries(Object.entries(answers).map(([key, value]) => [fieldParam(key), value]));
  return { registCode: asString(asObject(await api.call('activityRegist', { id, ...fields })).registCode) };
}

/** getActivityVoucher: the member's vouchers of an activity, or the partner's own page for them. */
export const readVouchers = async (api: ApiClient, id: number): Promise<VoucherList> =>
  toVoucherList(await api.call('getActivityVoucher', { id }));

export interface Redemption {
  activityID: number;
  registCode: string;
  shopSite: number;
  verifyCode: string;
}

/** activityVerify with the staff's code: the voucher as the shop may redeem it. */
export const verifyVoucher = async (api: ApiClient, redemption: Redemption) =>
  toVoucher(asObject(await api.call('activityVerify', { ...redemption })).voucher);

/** write-off: marks the voucher used; a second confirmation is refused (券码已使用). */
export const writeOffVoucher = async (api: ApiClient, redemption: Redemption) =>
  toVoucher(asObject(await api.call('write-off', { ...redemption })).voucher);
