// The site's cookie names, in one plain module: the TypeScript code and lib/server/pageCacheKey.mjs (which runs
// in the site server outside Next's bundler) read the same names.
export const COOKIE_NAMES = {
  theme: 'xy-theme',
  lang: 'xy-lang',
  session: 'xy-session',
  weixinInit: 'xy-weixin-init',
  wechatState: 'xy-wx-state',
};
