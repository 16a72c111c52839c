// Whether a request is a preview (spec sections 4 and 6), decided here and nowhere else: the proxy puts it in the
// guard state the pages read (lib/guard/guardState.ts), and the site server, which runs outside Next's bundler,
// keeps such pages out of shared caches with the same function. Plain JS for that reason, typed beside it.

/** The CMS's signed preview credential as a link carries it; anything else is no credential. */
const PREVIEW_TOKEN = /^[\w.-]{16,512}$/;

/**
 * @param {{ get(name: string): string | null }} query the request's query
 * @returns {import('./preview.d.mts').RequestPreview}
 */
export function readPreview(query) {
  // Preview mode of spec section 6: no share prompts, no WeChat sign-in.
  const flagged = query.get('yl') === '1' || query.get('isPreview') === 'true';
  const token = query.get('previewToken') ?? '';
  const previewToken = PREVIEW_TOKEN.test(token) ? token : null;
  const aStatus = query.get('aStatus');
  return {
    preview: flagged || previewToken !== null || (aStatus !== null && aStatus !== '1'),
    flagged,
    previewToken,
  };
}

/**
 * A page showing an article is a preview when its request is one, or when the article is not published
 * (aStatus other than 1, spec section 3): the backend answers such articles only to a credential.
 *
 * @param {import('./preview.d.mts').RequestPreview} request
 * @param {number | undefined} aStatus the article's, when there is one
 * @returns {boolean}
 */
export function isPreviewArticle(request, aStatus) {
  return request.preview || (aStatus !== undefined && aStatus !== 1);
}
