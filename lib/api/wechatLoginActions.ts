// The backend's WeChat sign-in calls (backend/README.md "WeChat sign-in") as the site's server makes them
// (lib/auth/wechatLogin.ts): typed arguments, answers mapped from the backend's JSON. `headers` carry the
// reader's address, the reader's token, and for thirdLogin the program-signed header set.
import type { ApiClient } from '@/lib/api/createApiClient';
import { asObject, asString } from '@/lib/api/mapping';

type Headers = Record<string, string>;

/** LoginResult's tokens and member (backend/README.md "Members"). */
export interface SignInResult {
  token: string;
  accessToken: string;
  refreshToken: string;
  userid: string;
}

/** Null unless the answer carries everything a session needs. */
export function signInResultFrom(reply: unknown): SignInResult | null {
  const data = asObject(reply);
  const accessToken = asString(data.accessToken);
  const token = asString(data.token) || accessToken;
  const refreshToken = asString(data.refreshToken);
  const userid = asString(data.userid);
  if (!token || !accessToken || !refreshToken || !/^\d+$/.test(userid)) return null;
  return { token, accessToken, refreshToken, userid };
}

/** What WeChat tells of the reader; `openid` is '' when WeChat gave none. */
export interface WeChatUser {
  openid: string;
  unionid: string;
  nickname: string;
  headimgurl: string;
}

/** getWxUserinfoByCode: the reader WeChat's code and state stand for. */
export async function wechatUserInfo(
  api: ApiClient,
  { code, state }: { code: string; state: string },
  headers: Headers,
): Promise<WeChatUser> {
  const info = asObject(await api.call('getWxUserinfoByCode', { code, state }, undefined, headers));
  return {
    openid: asString(info.openid),
    unionid: asString(info.unionid),
    nickname: asString(info.nickname),
    headimgurl: asString(info.headimgurl),
  };
}

/** The fields thirdLogin takes, as the program sign covers them. */
export interface ThirdLoginFields {
  provider: string;
  oid: string;
  nickname: string;
  devid: string;
  head: string;
  unionid: string;
}

/** thirdLogin: a member for the WeChat user, their tokens issued for `device`. */
export const thirdLogin = async (
  api: ApiClient,
  fields: ThirdLoginFields,
  device: string,
  headers: Headers,
): Promise<SignInResult | null> =>
  signInResultFrom(await api.call('thirdLogin', { ...fields, device }, undefined, headers));

/** oauthLogin: the backend trades WeChat's code and state for a member's tokens in one step. */
export const oauthLogin = async (
  api: ApiClient,
  params: { code: string; state: string; device: string },
  headers: Headers,
): Promise<SignInResult | null> =>
  signInResultFrom(await api.call('oauthLogin', { ...params }, undefined, headers));
