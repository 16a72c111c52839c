/**
 * The article footer line of spec section 9: "全文{wordCount}个字 阅读约需{time}分钟".
 *
 * Chinese and Japanese characters count one each, because those scripts do not separate words with
 * spaces; every other run of letters or digits counts as one word. Punctuation never counts.
 */

/** The spec's line; normally the caller passes the translated one from messages. */
export const WORD_COUNT_TEMPLATE = '全文{wordCount}个字 阅读约需{time}分钟';

/** A common reading speed for Chinese text, in characters per minute. */
export const DEFAULT_WORDS_PER_MINUTE = 400;

// Content of these elements is never read as article text.
const HIDDEN_ELEMENTS = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g;
// Tags (and doctype or processing instructions) become spaces so that '<p>a</p><p>b</p>' is two words.
const TAGS = /<\/?[a-z][^>]*>|<[!?][^>]*>/gi;

const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  middot: '·',
};
// The semicolon is required, so the ampersand in plain text such as 'AT&T' stays as it is.
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z][a-z0-9]*));/gi;

function decodeEntity(_match: string, decimal?: string, hex?: string, name?: string): string {
  if (name !== undefined) {
    // Entities outside the table are mostly accented letters (r&eacute;sum&eacute;) or symbols (&copy;).
    // Dropping them keeps a word whole in the first case and adds no word in the second.
    return NAMED_ENTITIES[name.toLowerCase()] ?? '';
  }
  const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
  return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '';
}

/** Visible text of an HTML fragment: hidden elements, comments and tags removed, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(COMMENTS, ' ')
    .replace(TAGS, ' ')
    .replace(ENTITY, decodeEntity);
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
// A run of letters, marks or digits; apostrophes and hyphens join words (don't, e-mail) and '.' or ','
// between digits joins numbers (3.14, 1,000).
const WORD = /[\p{L}\p{M}\p{N}]+(?:(?:['’-]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{M}\p{N}]+)*/gu;

/** Counts CJK characters one each plus every other word or number run in an HTML fragment. */
export function countWords(html: string | null | undefined): number {
  if (!html) return 0;
  const text = htmlToText(html);
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').match(WORD)?.length ?? 0;
  return cjk + words;
}

function toCount(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** Minutes to read `wordCount` words, rounded up and never below 1. Throws on a non-positive speed. */
export function readingMinutes(wordCount: number, perMinute: number = DEFAULT_WORDS_PER_MINUTE): number {
  if (!Number.isFinite(perMinute) || perMinute <= 0) {
    throw new RangeError(`perMinute must be a positive number, got ${perMinute}`);
  }
  return Math.max(1, Math.ceil(toCount(wordCount) / perMinute));
}

/** Fills `{wordCount}` and `{time}` (reading minutes) in the template. */
export function wordCountLine(
  wordCount: number,
  template: string = WORD_COUNT_TEMPLATE,
  perMinute: number = DEFAULT_WORDS_PER_MINUTE,
): string {
  return template
    .replaceAll('{wordCount}', String(toCount(wordCount)))
    .replaceAll('{time}', String(readingMinutes(wordCount, perMinute)));
}
