/** The URL flags of spec section 6 and the page style class of section 4 (lib/guard/flags.mjs). */
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

export function readFlags(query: Pick<URLSearchParams, 'get'>, inApp: boolean): PageFlags;
export function pageStyleOf(mobile: boolean, cms: boolean): PageStyle;
