import 'server-only';
import { unstable_cache } from 'next/cache';
import { isApiError, nullWhenRefused } from '@/lib/api/apiError';
import type { ApiClient } from '@/lib/api/createApiClient';
import { memberServerApi, serverApi } from '@/lib/api/serverApi';
import { readerHeaders } from '@/lib/api/readerHeaders';
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
import { CACHE_TAGS } from '@/lib/contract/cacheTags';

/** The backend no longer takes the session's token (10111), or takes it for no member's (10102). */
const isSignedOut = (error: unknown) =>
  isApiError(error) && (error.kind === 'tokenExpired' || error.kind === 'loginRequired');

/** The backend's logout for one token (access or refresh): its whole family is revoked. */
export async function revokeToken(token: string, readerAddress: string | null): Promise<void> {
  await memberServerApi(null).call(
    'logout',
    { refreshToken: token },
    undefined,
    readerHeaders(readerAddress),
  );
}

/** A read as a signed-in member: lib/auth/serverSession.ts asMember is the one of this request's session. */
export type MemberReader = <T>(read: (api: ApiClient) => Promise<T>) => Promise<T | null>;

/**
 * A read as the member whose session token this is: null without a token or when the session is over (the page
 * then offers the sign-in prompt). Status errors and an unreachable backend throw as usual.
 */
export async function readAsMember<T>(
  token: string | null | undefined,
  read: (api: ApiClient) => Promise<T>,
): Promise<T | null> {
  if (!token) return null;
  try {
    return await read(memberServerApi(token));
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

/** Who the member is (登录 sends one still signed in on, or lets them edit their details). */
export const readMemberInfo = async (api: ApiClient): Promise<MemberInfo | null> =>
  toMemberInfo(await api.call('getUserInfo'));

/** The member a token belongs to, or null when the backend refuses it; an unreachable backend throws. */
export const memberOfToken = (token: string) => readAsMember(token, readMemberInfo);

/** 获取会员信息: the member's own information with their points total. */
export async function readMemberHome(api: ApiClient) {
  const [info, stats] = await Promise.all([api.call('getUserInfo'), api.call('score/stats')]);
  const member = toMemberInfo(info);
  return member && { member, points: toPointsStats(stats) };
}

/** 积分明细: the totals, what each action earns, and one page of days. */
export async function readPoints(api: ApiClient, page: number) {
  const [stats, days] = await Promise.all([
    api.call('score/stats'),
    api.call('score/dayList', { page, pageSize: 20 }),
  ]);
  return { stats: toPointsStats(stats), days: toPointsDays(days) };
}

/** 邀请码: the member's code, one page of whom they invited, and the rules. */
export async function readInvitations(api: ApiClient, page: number) {
  const [code, records, conf] = await Promise.all([
    api.call('invite/code'),
    api.call('invite/record', { page, pageSize: 20 }),
    getInviteConf(),
  ]);
  return { code: toInviteCode(code), records: toInviteRecords(records), conf };
}

/** 您的专属邀请码: the member's code and id for the shareable card. */
export async function readInviteCard(api: ApiClient) {
  const [code, info] = await Promise.all([api.call('invite/code'), api.call('getUserInfo')]);
  const member = toMemberInfo(info);
  return member && { code: toInviteCode(code), member };
}

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
