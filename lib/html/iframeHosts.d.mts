/** Video hosts whose players article HTML may embed (lib/html/iframeHosts.mjs). */
export const DEFAULT_IFRAME_HOSTS: readonly string[];
