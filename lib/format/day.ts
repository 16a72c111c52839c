// A moment as its calendar day in the reader's language, in the site's time zone like every date the site shows:
// the same text whether the server renders it or an island in the browser does.

/** The reader's language as a BCP 47 tag (lib/i18n/locales.ts HTML_LANG) and the site's time zone. */
export interface DayFormat {
  lang: string;
  timeZone: string;
}

/** One formatter per language and zone: making an Intl formatter costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** 2025年6月2日, Jun 2, 2025. */
export function formatDay(ms: number, { lang, timeZone }: DayFormat): string {
  const key = `${lang} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(ms));
}
