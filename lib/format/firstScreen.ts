// Whether an article's body is short enough that what follows it (the related list) shows on a phone's first
// screen, so its first picture should load at once instead of lazily: a lazy picture in view is the slowest
// largest-contentful-paint there is.

/** Characters per line and line height of the body on a 360–414 px phone, and a body picture's height. */
const CHARS_PER_LINE = 20;
const LINE_PX = 30;
const PICTURE_PX = 220;
/** What is left of a phone's first screen under the top bar, title, source line and word-count line. */
const BODY_BUDGET_PX = 420;

export function bodyFitsFirstScreen(wordCount: number, html: string): boolean {
  const pictures = html.match(/<(img|video|iframe)\b/gi)?.length ?? 0;
  const height = Math.ceil(wordCount / CHARS_PER_LINE) * LINE_PX + pictures * PICTURE_PX;
  return height <= BODY_BUDGET_PX;
}
