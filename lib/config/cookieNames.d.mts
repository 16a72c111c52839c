export const COOKIE_NAMES: {
  readonly theme: 'xy-theme';
  readonly lang: 'xy-lang';
  readonly session: 'xy-session';
  readonly weixinInit: 'xy-weixin-init';
  readonly wechatState: 'xy-wx-state';
};
/** The value of the cookie `name` in a Cookie header, as sent (not decoded); '' when it has none. */
export function cookieValue(cookieHeader: string, name: string): string;
