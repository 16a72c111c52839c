// Full-text search over Chinese and Latin text with nothing but PostgreSQL's built-in tsvector and tsquery.
// Text is cut into lexemes here, in one place, and handed to the database in the types' own text forms, so no
// text-search parser or dictionary (which differ with locale and build) ever runs: PGlite and PostgreSQL
// store and match exactly the same lexemes.
//
// Chinese has no spaces, so every run of CJK characters becomes its overlapping bigrams (临江港 → 临江, 江港)
// plus its single characters; a phrase is then found as bigrams at consecutive positions, and a one-character
// keyword as that character. Latin words and numbers are one lexeme each. Everything is NFKC-normalised
// (full-width letters become ASCII) and lower-cased first.

/** Han, kana and hangul: scripts written without spaces between words. */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const cjkChar = new RegExp(`[${CJK}]`, 'u');
/** A run of CJK characters, or a word of other letters, digits and marks (Latin, Tibetan, Cyrillic …). */
const runPattern = new RegExp(`[${CJK}]+|(?:(?![${CJK}])[\\p{L}\\p{N}\\p{M}])+`, 'gu');

/** tsvector keeps positions up to 16383; the rest of a very long body is left out of the index. */
const MAX_POSITION = 16383;
/** A longer "word" is a URL fragment or a hash, not something a reader types. */
const MAX_WORD_LENGTH = 64;

function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

interface Run {
  text: string;
  cjk: boolean;
}

function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const [match] of normalize(text).matchAll(runPattern)) {
    const cjk = cjkChar.test(match);
    if (cjk || [...match].length <= MAX_WORD_LENGTH) runs.push({ text: match, cjk });
  }
  return runs;
}

/** Weights of tsvector: A title, B abstract, C body, D credits. */
export type SearchWeight = 'A' | 'B' | 'C' | 'D';

export interface WeightedText {
  text: string;
  weight: SearchWeight;
}

/** A lexeme in the text form of tsvector and tsquery: quoted, with quotes and backslashes escaped. */
function quoted(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The tsvector of some weighted texts, as its text form (`'临江':1A,7C 'port':3B`). Positions run on across
 * the texts, with a gap between them so a phrase never spans two fields.
 */
export function searchVector(parts: WeightedText[]): string {
  const positions = new Map<string, string[]>();
  let position = 1;
  const add = (lexeme: string, at: number, weight: SearchWeight) => {
    if (at > MAX_POSITION) return;
    const list = positions.get(lexeme) ?? [];
    // tsvector keeps at most 256 positions of one lexeme.
    if (list.length < 256) list.push(`${at}${weight}`);
    positions.set(lexeme, list);
  };
  for (const { text, weight } of parts) {
    for (const run of runsOf(text)) {
      if (!run.cjk) {
        add(run.text, position, weight);
        position += 1;
        continue;
      }
      const chars = [...run.text];
      chars.forEach((char, index) => {
        add(char, position + index, weight);
        const next = chars[index + 1];
        if (next !== undefined) add(char + next, position + index, weight);
      });
      position += chars.length;
    }
    position += 2;
  }
  return [...positions].map(([lexeme, at]) => `${quoted(lexeme)}:${at.join(',')}`).join(' ');
}

/** Which fields a search looks in: the search screen's extra filter 标题 / 内容 / 作者. */
export type SearchField = 'title' | 'content' | 'author';

const fieldWeights: Record<SearchField, string> = { title: 'A', content: 'BC', author: 'D' };

export interface QueryOptions {
  field?: SearchField;
  /** The last Latin word may be the start of a longer one (search suggestions while typing). */
  prefix?: boolean;
}

/**
 * The tsquery text form for a keyword: each CJK run a phrase of its bigrams, each Latin word itself, all of
 * them required. Null when the keyword holds nothing searchable (only punctuation, say).
 */
export function searchQuery(keyword: string, { field, prefix = false }: QueryOptions = {}): string | null {
  const runs = runsOf(keyword);
  if (runs.length === 0) return null;
  const weights = field ? fieldWeights[field] : '';
  const term = (lexeme: string, open = false) => {
    const label = `${open ? '*' : ''}${weights}`;
    return label ? `${quoted(lexeme)}:${label}` : quoted(lexeme);
  };
  const parts = runs.map((run, index) => {
    if (!run.cjk) return term(run.text, prefix && index === runs.length - 1);
    const chars = [...run.text];
    if (chars.length === 1) return term(run.text);
    const bigrams = chars.slice(1).map((char, i) => term(chars[i] + char));
    return bigrams.length === 1 ? bigrams[0] : `(${bigrams.join(' <-> ')})`;
  });
  return parts.join(' & ');
}

const SNIPPET_BEFORE = 20;
const SNIPPET_LENGTH = 80;
const wordChar = new RegExp(`^(?![${CJK}])[\\p{L}\\p{N}\\p{M}]`, 'u');

/** Whether the character ending just before `at` (`side` -1) or starting at it (`side` 1) is part of a word. */
function wordCharAt(text: string, at: number, side: -1 | 1): boolean {
  const index = side === 1 ? at : at - (/[\udc00-\udfff]/.test(text[at - 1] ?? '') ? 2 : 1);
  const point = index >= 0 ? text.codePointAt(index) : undefined;
  return point !== undefined && wordChar.test(String.fromCodePoint(point));
}

/** Where a run first occurs as the index has it: a CJK run anywhere, a word only whole (`port`, not `report`). */
function firstOccurrence(text: string, run: Run): number {
  for (let at = text.indexOf(run.text); at >= 0; at = text.indexOf(run.text, at + 1)) {
    const end = at + run.text.length;
    if (run.cjk || !(wordCharAt(text, at, -1) || wordCharAt(text, end, 1))) return at;
  }
  return -1;
}

/**
 * A short plain-text excerpt around the first place a keyword's words occur in `text` (the start of the text
 * when they occur only elsewhere, e.g. in the title). Plain text: the site marks the keyword itself.
 */
export function snippet(text: string, keyword: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  // Normalised character by character, so a match found in the normalised text maps back to the original.
  const normalized = chars.map((char) => normalize(char));
  const starts: number[] = [];
  let joined = '';
  normalized.forEach((part) => {
    starts.push(joined.length);
    joined += part;
  });
  let found = -1;
  for (const run of runsOf(keyword)) {
    const at = firstOccurrence(joined, run);
    if (at >= 0 && (found < 0 || at < found)) found = at;
  }
  const matchChar =
    found < 0
      ? 0
      : Math.max(
          0,
          starts.findLastIndex((start) => start <= found),
        );
  const from = Math.max(0, matchChar - SNIPPET_BEFORE);
  const to = Math.min(chars.length, from + SNIPPET_LENGTH);
  return `${from > 0 ? '…' : ''}${chars.slice(from, to).join('')}${to < chars.length ? '…' : ''}`;
}
