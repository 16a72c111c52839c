/**
 * The fonts a share card's text is drawn in: Noto Sans SC (SIL Open Font License) from @fontsource/noto-sans-sc,
 * which cuts the font into about a hundred WOFF slices by Unicode range, of some 40 KB each. A card loads only
 * the slices its text needs, so drawing one reads a few hundred KB rather than a 10 MB CJK font. Characters no
 * slice covers (emoji, Tibetan) are left out of the card's text: next/og would otherwise fetch a font for them
 * from the network at render time. Server only.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const PACKAGE = join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans-sc');

/** The weights the card uses: its title and its site name. */
export const CARD_FONT_WEIGHTS = [400, 700] as const;
export type CardFontWeight = (typeof CARD_FONT_WEIGHTS)[number];

export interface CardFont {
  name: string;
  data: Buffer;
  weight: CardFontWeight;
  style: 'normal';
}

interface Slice {
  /** The slice's part of the file names: `noto-sans-sc-<file>-<weight>-normal.woff`. */
  file: string;
  ranges: [number, number][];
}

/** `U+4e00-9fff,U+3000` as code point ranges. */
export function parseUnicodeRange(spec: string): [number, number][] {
  return spec.split(',').map((part) => {
    const [start, end] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
    return [start ?? NaN, end ?? start ?? NaN];
  });
}

let slices: Promise<Slice[]> | null = null;

/** The package's slices, read once per process from its unicode.json (`"[12]": "U+…"`, `"latin": "U+…"`). */
function loadSlices(): Promise<Slice[]> {
  slices ??= readFile(join(PACKAGE, 'unicode.json'), 'utf8').then((text) =>
    Object.entries(JSON.parse(text) as Record<string, string>).map(([key, spec]) => ({
      file: key.replace(/^\[(\d+)\]$/, '$1'),
      ranges: parseUnicodeRange(spec),
    })),
  );
  return slices;
}

const sliceOf = (all: Slice[], char: string) => {
  const code = char.codePointAt(0) ?? -1;
  return all.find((slice) => slice.ranges.some(([start, end]) => code >= start && code <= end));
};

/** `texts` with every character the font does not have left out (and the spaces that leaves doubled). */
export async function drawableTexts<T extends readonly string[]>(
  texts: T,
): Promise<{ [K in keyof T]: string }> {
  const all = await loadSlices();
  return texts.map((text) =>
    Array.from(text)
      .filter((char) => /\s/u.test(char) || sliceOf(all, char) !== undefined)
      .join('')
      .replace(/\s+/gu, ' ')
      .trim(),
  ) as { [K in keyof T]: string };
}

const fontFiles = new Map<string, Promise<Buffer>>();

function fontFile(file: string, weight: CardFontWeight): Promise<Buffer> {
  const name = `noto-sans-sc-${file}-${weight}-normal.woff`;
  let data = fontFiles.get(name);
  if (!data) {
    data = readFile(join(PACKAGE, 'files', name));
    // A failed read is not kept: the next card tries again.
    data.catch(() => fontFiles.delete(name));
    fontFiles.set(name, data);
  }
  return data;
}

/**
 * The slices `text` needs, in both weights, each a font of its own name: next/og (satori) falls back from one
 * font to the next for a character the first lacks, so the slices together draw the whole text.
 */
export async function cardFonts(text: string): Promise<CardFont[]> {
  const all = await loadSlices();
  const needed = new Set<string>();
  for (const char of text) {
    const slice = sliceOf(all, char);
    if (slice) needed.add(slice.file);
  }
  // Latin first: spaces and digits are drawn from it, whatever else the text holds.
  needed.add('latin');
  return Promise.all(
    [...needed].flatMap((file) =>
      CARD_FONT_WEIGHTS.map(async (weight) => ({
        name: `card-${file}`,
        data: await fontFile(file, weight),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
}
