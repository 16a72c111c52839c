/** Video hosts whose players article HTML may embed (the sanitiser keeps them; the CSP's frame-src allows them). */
export const DEFAULT_IFRAME_HOSTS = ['v.qq.com', 'player.bilibili.com', 'www.youtube-nocookie.com'];
