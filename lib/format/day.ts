// A moment as its calendar day in the reader's language, in the site's time zone like every date the site shows:
// the same text whether the server renders it or an island in the browser does.

/** The reader's language as a BCP 47 tag (lib/i18n/locales.ts HTML_LANG) and the site's time zone. */
export interface DayFormat {
  lang: string;
  timeZone: string;
}

const STYLES = {
  day: { dateStyle: 'medium' },
  dayTime: { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  moment: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** One formatter per language and zone: making an Intl formatter costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(kind: keyof typeof STYLES, { lang, timeZone }: DayFormat): Intl.DateTimeFormat {
  const key = `${kind} ${lang} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, { ...STYLES[kind], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 2025年6月2日, Jun 2, 2025. */
export const formatDay = (ms: number, day: DayFormat): string =>
  formatterFor('day', day).format(new Date(ms));

/** A start time: 6/2 19:30, 6月2日 19:30. */
export const formatDayTime = (ms: number, day: DayFormat): string =>
  formatterFor('dayTime', day).format(new Date(ms));

/** A moment to the minute, with its day: 2025年6月2日 19:30, Jun 2, 2025, 7:30 PM. */
export const formatMoment = (ms: number, day: DayFormat): string =>
  formatterFor('moment', day).format(new Date(ms));
