export const COOKIE_NAMES: {
  readonly theme: 'xy-theme';
  readonly lang: 'xy-lang';
  readonly session: 'xy-session';
  readonly weixinInit: 'xy-weixin-init';
  readonly wechatState: 'xy-wx-state';
};
