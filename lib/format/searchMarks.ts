// Where a search keyword occurs in a result's title or snippet, so the list can mark it. The backend's index
// (backend/search/searchText.ts) cuts text the same way, and this must follow it, or the marks would disagree
// with what was found: NFKC and lower case first; a run of CJK characters is found anywhere (the index
// matches it as consecutive bigrams), a word of other letters and digits only as a whole word (it is one
// lexeme there); words longer than 64 characters are not searched, so not marked.

/** Han, kana and hangul: scripts written without spaces between words. */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const cjkChar = new RegExp(`[${CJK}]`, 'u');
const runPattern = new RegExp(`[${CJK}]+|(?:(?![${CJK}])[\\p{L}\\p{N}\\p{M}])+`, 'gu');
const wordChar = new RegExp(`^(?![${CJK}])[\\p{L}\\p{N}\\p{M}]`, 'u');
/** A character with the marks that combine with it: normalised together so é matches e + ◌́. */
const cluster = /\P{M}\p{M}*|\p{M}+/gu;
const MAX_WORD_LENGTH = 64;

export interface MarkedPart {
  text: string;
  marked: boolean;
}

interface Term {
  text: string;
  wholeWord: boolean;
}

const normalize = (text: string) => text.normalize('NFKC').toLowerCase();

function termsOf(keyword: string): Term[] {
  return [...normalize(keyword).matchAll(runPattern)]
    .map(([run]) => ({ text: run, wholeWord: !cjkChar.test(run) }))
    .filter((term) => !term.wholeWord || [...term.text].length <= MAX_WORD_LENGTH);
}

/**
 * The text normalised, with where each of its UTF-16 units came from: `from[i]` is the start in `text` of the
 * character that unit i belongs to, `to[i]` its end.
 */
function normalizedWithOrigins(text: string) {
  let normalized = '';
  const from: number[] = [];
  const to: number[] = [];
  for (const match of text.matchAll(cluster)) {
    const part = normalize(match[0]);
    normalized += part;
    for (let unit = 0; unit < part.length; unit += 1) {
      from.push(match.index);
      to.push(match.index + match[0].length);
    }
  }
  return { normalized, from, to };
}

/** Whether the character ending just before `at` (`side` -1) or starting at it (`side` 1) is part of a word. */
function wordCharAt(text: string, at: number, side: -1 | 1): boolean {
  const index = side === 1 ? at : at - (/[\udc00-\udfff]/.test(text[at - 1] ?? '') ? 2 : 1);
  const point = index >= 0 ? text.codePointAt(index) : undefined;
  return point !== undefined && wordChar.test(String.fromCodePoint(point));
}

/** The [start, end) ranges of `text` a keyword matches, in order, overlapping ones merged. */
export function searchMatchRanges(text: string, keyword: string): [number, number][] {
  const terms = termsOf(keyword);
  if (terms.length === 0 || text === '') return [];
  const { normalized, from, to } = normalizedWithOrigins(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = normalized.indexOf(term.text); at >= 0; at = normalized.indexOf(term.text, at + 1)) {
      const end = at + term.text.length;
      if (term.wholeWord && (wordCharAt(normalized, at, -1) || wordCharAt(normalized, end, 1))) continue;
      ranges.push([from[at] ?? 0, to[end - 1] ?? text.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The text cut into the parts a keyword matches (marked) and the rest, in order; nothing empty. */
export function searchMarkedParts(text: string, keyword: string): MarkedPart[] {
  const parts: MarkedPart[] = [];
  let at = 0;
  for (const [start, end] of searchMatchRanges(text, keyword)) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
