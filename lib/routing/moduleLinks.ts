// Where a front-page module's "more" link leads. Picture modules open the picture wall (moreImage), the others
// the plain list (moreModules); both page through the module with getModuleArticles.

/** cmDisplayStyle 3 (three pictures in a row) and 4 (a strip of picture cards) are picture modules. */
export const PICTURE_DISPLAY_STYLES: readonly number[] = [3, 4];

export function moduleMoreHref({ moduleId, cmDisplayStyle }: { moduleId: number; cmDisplayStyle: number }) {
  return PICTURE_DISPLAY_STYLES.includes(cmDisplayStyle)
    ? `/moreImage/${moduleId}.html`
    : `/moreModules.html?moduleId=${moduleId}`;
}
