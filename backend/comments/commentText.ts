// What a comment's text may be: plain text (markup is kept as the characters typed, never interpreted), emoji and
// right-to-left scripts kept, at most COMMENT_LIMITS.maxLength characters, and which banned words it contains.
import { COMMENT_LIMITS } from '../../lib/contract/comments.js';
import { InputError } from '../core/envelope.js';

// Controls other than tab and line feed, and the bidi overrides and isolates that would make a comment's text run
// into the page around it (RTL letters themselves are kept: they need no control to show right to left).
const STRIPPED = /[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** Line ends as \n, controls out, at most two empty lines in a row, trimmed (what members' texts are stored as). */
export const tidyText = (raw: string | undefined): string =>
  (raw ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(STRIPPED, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** The text as stored (tidyText), or InputError when empty or too long. */
export function commentText(raw: string | undefined): string {
  const text = tidyText(raw);
  if (text === '') throw new InputError('请输入内容');
  if ([...text].length > COMMENT_LIMITS.maxLength) {
    throw new InputError(`评论不能超过${COMMENT_LIMITS.maxLength}个字`);
  }
  return text;
}

/** Folded for comparing: NFKC (full-width letters as half-width), lower case, no spaces. */
const folded = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** The banned words the text contains, however spaced or cased. */
export function bannedWordsIn(text: string, bannedWords: readonly string[]): string[] {
  const haystack = folded(text);
  return bannedWords.filter((word) => {
    const needle = folded(word);
    return needle !== '' && haystack.includes(needle);
  });
}
