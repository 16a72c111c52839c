// Edition dates of the paper (数字报) are calendar days, not instants: they are parsed, shifted and formatted
// in UTC so no time zone can move them to the day before. Pure, so it is unit-tested and runs anywhere.

const DASHED = /^(\d{4})-(\d{2})-(\d{2})$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** A yyyy-MM-dd or yyyyMMdd date that exists (no 2025-02-30), as yyyy-MM-dd; null otherwise. */
export function parsePaperDate(text: string): string | null {
  const match = DASHED.exec(text) ?? COMPACT.exec(text);
  if (!match) return null;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  const parsed = utc(date);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}

/** A yyyy-MM month, or null. */
export const parsePaperMonth = (text: string): string | null => (MONTH.test(text) ? text : null);

/** The month `offset` months after (before, when negative) a yyyy-MM month. */
export function shiftMonth(month: string, offset: number): string {
  const [year = 0, monthNo = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNo - 1) + offset;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** One formatter per language and style: making an Intl formatter costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: string, style: 'date' | 'month'): Intl.DateTimeFormat {
  const key = `${style} ${lang}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      lang,
      style === 'date'
        ? { dateStyle: 'long', timeZone: 'UTC' }
        : { year: 'numeric', month: 'long', timeZone: 'UTC' },
    );
    formatters.set(key, made);
  }
  return made;
}

/** An edition date in words, in the reader's language (`lang` is a BCP 47 tag): 2025年5月1日, May 1, 2025. */
export const formatPaperDate = (date: string, lang: string): string =>
  formatter(lang, 'date').format(utc(date));

/** A month in words: 2025年5月, May 2025. */
export const formatPaperMonth = (month: string, lang: string): string =>
  formatter(lang, 'month').format(utc(`${month}-01`));
