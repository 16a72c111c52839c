import 'server-only';
import { unstable_cache } from 'next/cache';
import { nullWhenRefused } from '@/lib/api/apiError';
import type { ApiClient } from '@/lib/api/createApiClient';
import { serverApi } from '@/lib/api/serverApi';
import {
  toActivity,
  toActivityPage,
  toEntryPage,
  toSignUps,
  toVoucherView,
  type Activity,
  type SignUp,
  type VoucherView,
} from '@/lib/api/activityModel';
import { ACTIVITY_PAGE_SIZE, ENTRY_PAGE_SIZE } from '@/lib/contract/activities';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

// The same for every reader (a member's own sign-up loads in the page's island). Sign-ups move the places and
// the entries, so they are kept briefly; the CMS's `activities` tag drops them at once.
const ACTIVITIES = { revalidate: 15, tags: [CACHE_TAGS.activities] };

/** One activity as every reader sees it; null for an unknown id. */
export const getActivity = unstable_cache(
  async (id: number): Promise<Activity | null> =>
    nullWhenRefused(serverApi.call('activityDetail', { id }).then(toActivity)),
  ['activity'],
  ACTIVITIES,
);

/** A page of activities, 20 a page (has-more at 20). */
export const getActivityPage = unstable_cache(
  async (page: number) =>
    toActivityPage(await serverApi.call('activityList', { page, pageSize: ACTIVITY_PAGE_SIZE })),
  ['activity-list'],
  ACTIVITIES,
);

/** The first entries of an activity (8; the rest load at 更多); null for an unknown activity. */
export const getFirstEntries = unstable_cache(
  async (id: number) =>
    nullWhenRefused(
      serverApi.call('entryList', { id, page: 1, pageSize: ENTRY_PAGE_SIZE }).then(toEntryPage),
    ),
  ['activity-entries'],
  ACTIVITIES,
);

/** The voucher a write-off screen shows: never cached, its state is the point. Null for an unknown code. */
export const getVoucherView = (activityID: number, registCode: string): Promise<VoucherView | null> =>
  nullWhenRefused(serverApi.call('activityVerify', { activityID, registCode }).then(toVoucherView));

/** The member's sign-ups (mySignUps), with their vouchers. */
export const readMySignUps = async (api: ApiClient): Promise<SignUp[]> =>
  toSignUps(await api.call('mySignUps'));
