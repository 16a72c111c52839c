import 'server-only';
import { unstable_cache } from 'next/cache';
import { isApiError, nullWhenRefused } from '@/lib/api/apiError';
import type { ApiClient } from '@/lib/api/createApiClient';
import { memberServerApi, serverApi } from '@/lib/api/serverApi';
import {
  toInviteCode,
  toInviteConf,
  toInviteRecords,
  toMemberInfo,
  toPointsDays,
  toPointsStats,
  toPublicMember,
  type MemberInfo,
} from '@/lib/api/memberModel';
import { readServerSession } from '@/lib/auth/serverSession';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

/** The backend no longer takes the session's token (10111), or takes it for no member's (10102). */
const isSignedOut = (error: unknown) =>
  isApiError(error) && (error.kind === 'tokenExpired' || error.kind === 'loginRequired');

/** The member a token belongs to, or null when the backend refuses it; an unreachable backend throws. */
export async function memberOfToken(token: string): Promise<MemberInfo | null> {
  try {
    return toMemberInfo(await memberServerApi(token).call('getUserInfo'));
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

/** The backend's logout for one token (access or refresh): its whole family is revoked. */
export async function revokeToken(token: string): Promise<void> {
  await memberServerApi(null).call('logout', { refreshToken: token });
}

/**
 * A read as the signed-in member of this request: null when nobody is signed in or the session is over (the
 * page then offers the sign-in prompt). Status errors and an unreachable backend throw as usual.
 */
export async function asMember<T>(read: (api: ApiClient) => Promise<T>): Promise<T | null> {
  const session = await readServerSession();
  if (!session.token) return null;
  try {
    return await read(memberServerApi(session.token));
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

/** 获取会员信息: the member's own information with their points total. */
export const loadMemberHome = () =>
  asMember(async (api) => {
    const [info, stats] = await Promise.all([api.call('getUserInfo'), api.call('score/stats')]);
    const member = toMemberInfo(info);
    return member && { member, points: toPointsStats(stats) };
  });

/** 积分明细: the totals, what each action earns, and one page of days. */
export const loadPoints = (page: number) =>
  asMember(async (api) => {
    const [stats, days] = await Promise.all([
      api.call('score/stats'),
      api.call('score/dayList', { page, pageSize: 20 }),
    ]);
    return { stats: toPointsStats(stats), days: toPointsDays(days) };
  });

/** 邀请码: the member's code, one page of whom they invited, and the rules. */
export const loadInvitations = (page: number) =>
  asMember(async (api) => {
    const [code, records, conf] = await Promise.all([
      api.call('invite/code'),
      api.call('invite/record', { page, pageSize: 20 }),
      getInviteConf(),
    ]);
    return { code: toInviteCode(code), records: toInviteRecords(records), conf };
  });

/** 您的专属邀请码: the member's code and id for the shareable card. */
export const loadInviteCard = () =>
  asMember(async (api) => {
    const [code, info] = await Promise.all([api.call('invite/code'), api.call('getUserInfo')]);
    const member = toMemberInfo(info);
    return member && { code: toInviteCode(code), member };
  });

/** A member's public page (`/userDetail/:id`); null when there is no such member. */
export const getPublicMember = unstable_cache(
  async (id: string) =>
    nullWhenRefused(serverApi.call('memberDetail', { id }).then((raw) => toPublicMember(raw))),
  ['member-detail'],
  // Public and the same for everyone; a minute is fresh enough for a profile.
  { revalidate: 60 },
);

/** The invitation rules (invite/siteConf): site config's `inviteRules`, so a config write drops them at once. */
export const getInviteConf = unstable_cache(
  async () => toInviteConf(await serverApi.call('invite/siteConf')),
  ['invite-conf'],
  { revalidate: 60, tags: [CACHE_TAGS.siteConfig] },
);
