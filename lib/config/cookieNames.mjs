// The site's cookie names, in one plain module: the TypeScript code and the site server's modules (which run
// outside Next's bundler: lib/server/pageCacheKey.mjs, the front door) read the same names.
export const COOKIE_NAMES = {
  theme: 'xy-theme',
  lang: 'xy-lang',
  session: 'xy-session',
  weixinInit: 'xy-weixin-init',
  wechatState: 'xy-wx-state',
};

/**
 * The value of the cookie `name` in a Cookie header, as sent (not decoded); '' when it has none.
 *
 * @param {string} cookieHeader
 * @param {string} name
 */
export function cookieValue(cookieHeader, name) {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim();
    }
  }
  return '';
}
