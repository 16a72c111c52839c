// The URL flags of spec section 6 and the page style class of section 4.
import { readPreview } from '@/lib/guard/preview.mjs';

export interface PageFlags {
  share: boolean;
  /** yl=1 or isPreview=true (lib/guard/preview.mjs `flagged`); whether a page is a preview is GuardState's. */
  preview: boolean;
  view: boolean;
  cms: boolean;
  poster: boolean;
}

/** 1 PC, 3 PC inside the CMS, 2 mobile (spec section 4). */
export type PageStyle = 1 | 2 | 3;

type Query = Pick<URLSearchParams, 'get'>;

const on = (query: Query, short: string, long: string) =>
  query.get(short) === '1' || query.get(long) === 'true';

export function readFlags(query: Query, inApp: boolean): PageFlags {
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

export function pageStyleOf(mobile: boolean, cms: boolean): PageStyle {
  if (cms) return 3;
  return mobile ? 2 : 1;
}
