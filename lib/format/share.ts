/**
 * Share card text (spec section 5): the description is whitespace-collapsed and cut to 100 characters;
 * the title is cut by a byte limit of twice the configured character count, with separate counts for the
 * WeChat browser and everywhere else.
 *
 * "Bytes" here follow the old GBK-style rule share targets use for display width: ASCII is one byte and
 * any other character two, so a limit of 2n bytes fits n Chinese characters or 2n Latin letters. Cuts work
 * on code points, so an emoji (a surrogate pair) is never split into half a character.
 */

/** Where a reader shared to, as the app and the WeChat JS-SDK report it (spec section 9's share channel). */
export const SHARE_CHANNEL = { wechat: 1, moments: 2, weibo: 3, qq: 4, meeTime: 5, album: 6 } as const;
export type ShareChannel = (typeof SHARE_CHANNEL)[keyof typeof SHARE_CHANNEL];

export const SHARE_DESCRIPTION_CHARS = 100;

// \s already covers the full-width space U+3000, no-break spaces and line breaks.
const WHITESPACE = /\s+/gu;

function collapseWhitespace(text: string | null | undefined): string {
  return (text ?? '').replace(WHITESPACE, ' ').trim();
}

function codePointBytes(char: string): number {
  return (char.codePointAt(0) ?? 0) <= 0x7f ? 1 : 2;
}

/** Whitespace runs become one space, then the text is cut to `limit` code points (no ellipsis). */
export function shareDescription(
  text: string | null | undefined,
  limit: number = SHARE_DESCRIPTION_CHARS,
): string {
  return Array.from(collapseWhitespace(text)).slice(0, Math.max(0, limit)).join('').trimEnd();
}

/** Display bytes: 1 per ASCII character, 2 per other character (an emoji counts once, as 2). */
export function byteLength(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += codePointBytes(char);
  return bytes;
}

// The longest leading run of whole code points that fits in `budget` bytes.
function takeBytes(text: string, budget: number): string {
  let used = 0;
  let end = 0;
  for (const char of text) {
    const bytes = codePointBytes(char);
    if (used + bytes > budget) break;
    used += bytes;
    end += char.length;
  }
  return text.slice(0, end);
}

/**
 * Returns `text` unchanged when it fits in `limit` bytes; otherwise cuts it so that the kept part plus
 * `ellipsis` fits in `limit` bytes. Trailing spaces before the ellipsis are dropped. A limit smaller than
 * the ellipsis itself yields as much of the ellipsis as fits, so the result never exceeds `limit`.
 */
export function cutByBytes(text: string, limit: number, ellipsis: string = '...'): string {
  if (Number.isNaN(limit) || limit <= 0) return '';
  if (byteLength(text) <= limit) return text;
  const ellipsisBytes = byteLength(ellipsis);
  if (ellipsisBytes > limit) return takeBytes(ellipsis, limit);
  return takeBytes(text, Math.floor(limit) - ellipsisBytes).trimEnd() + ellipsis;
}

/**
 * The byte limit for a configured character count: twice the count. A count that is missing, zero,
 * negative or not a number means the site configured no limit, so the result is Infinity.
 */
export function shareTitleLimit(charLimit: number | null | undefined): number {
  if (charLimit === null || charLimit === undefined || !(charLimit > 0)) return Number.POSITIVE_INFINITY;
  return Math.floor(charLimit) * 2;
}

export interface ShareTitleOptions {
  /** True inside the WeChat browser, where `wechatChars` applies instead of `globalChars`. */
  inWeChat: boolean;
  wechatChars?: number | null;
  globalChars?: number | null;
}

/** The title with whitespace collapsed, cut to the byte limit of the current context. */
export function shareTitle(
  title: string | null | undefined,
  { inWeChat, wechatChars, globalChars }: ShareTitleOptions,
): string {
  return cutByBytes(collapseWhitespace(title), shareTitleLimit(inWeChat ? wechatChars : globalChars));
}
