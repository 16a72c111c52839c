// The URL flags of spec section 6 and the page style class of section 4.
import { readPreview } from './preview.mjs';

/**
 * @param {{ get(name: string): string | null }} query
 * @param {string} short
 * @param {string} long
 */
const on = (query, short, long) => query.get(short) === '1' || query.get(long) === 'true';

/**
 * @param {{ get(name: string): string | null }} query
 * @param {boolean} inApp
 * @returns {import('./flags.mjs').PageFlags}
 */
export function readFlags(query, inApp) {
  const preview = readPreview(query).flagged;
  const view = on(query, 'ck', 'isView');
  return {
    preview,
    view,
    cms: on(query, 'cms', 'inCmsPage'),
    poster: on(query, 'poster', 'isPoster'),
    // Share mode: asked for in the URL, or anyone outside the app who is not previewing or viewing.
    share: on(query, 'share', 'isShare') || (!inApp && !preview && !view),
  };
}

/**
 * @param {boolean} mobile
 * @param {boolean} cms
 * @returns {import('./flags.mjs').PageStyle}
 */
export function pageStyleOf(mobile, cms) {
  if (cms) return 3;
  return mobile ? 2 : 1;
}
