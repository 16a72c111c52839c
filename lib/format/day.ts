// A moment as its calendar day in the reader's language, in China's time zone like every date the site shows:
// the same text whether the server renders it or an island in the browser does.
import { DEFAULT_TIME_ZONE } from '@/lib/format/relativeTime';

/** `lang` is a BCP 47 tag (lib/i18n/locales.ts HTML_LANG): 2025年6月2日, Jun 2, 2025. */
export const formatDay = (ms: number, lang: string): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: DEFAULT_TIME_ZONE }).format(new Date(ms));
