// WeChat web OAuth (snsapi_userinfo): a `code` from the authorize redirect becomes the reader's WeChat identity,
// through /sns/oauth2/access_token and /sns/userinfo below WX_API_BASE (WeChat's real API shapes).
import type { WxConfig } from '../core/config.js';
import { askWeChat, WX_TIMEOUT_MS, type WxAnswer } from '../wx/wxJsapi.js';

export interface WxUserInfo {
  openid: string;
  unionid: string;
  nickname: string;
  headimgurl: string;
}

const text = (answer: WxAnswer, field: string) => {
  const value = answer[field];
  return typeof value === 'string' ? value : '';
};

/** The page WeChat shows the reader before sending them back to `redirectUri` with a code and the state. */
export function authorizeUrl(oauthBase: string, appId: string, redirectUri: string, state: string): string {
  const query = new URLSearchParams({
    appid: appId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state,
  });
  return `${oauthBase}/connect/oauth2/authorize?${query}#wechat_redirect`;
}

/**
 * Exchanges the code and reads the user info. An answer without openid (WeChat sometimes gives one) comes back
 * with empty fields, so the site can retry the authorization; WeChat refusing (errcode) or not answering
 * throws WxUnavailableError.
 */
export async function userInfoByCode(
  { appId, secret, apiBase }: WxConfig & { appId: string; secret: string },
  code: string,
  timeoutMs = WX_TIMEOUT_MS,
): Promise<WxUserInfo> {
  const tokenQuery = new URLSearchParams({ appid: appId, secret, code, grant_type: 'authorization_code' });
  const token = await askWeChat(`${apiBase}/sns/oauth2/access_token?${tokenQuery}`, timeoutMs);
  const accessToken = text(token, 'access_token');
  const openid = text(token, 'openid');
  if (accessToken === '' || openid === '') return { openid: '', unionid: '', nickname: '', headimgurl: '' };
  const infoQuery = new URLSearchParams({ access_token: accessToken, openid, lang: 'zh_CN' });
  const info = await askWeChat(`${apiBase}/sns/userinfo?${infoQuery}`, timeoutMs);
  return {
    openid: text(info, 'openid'),
    unionid: text(info, 'unionid') || text(token, 'unionid'),
    nickname: text(info, 'nickname'),
    headimgurl: text(info, 'headimgurl'),
  };
}
