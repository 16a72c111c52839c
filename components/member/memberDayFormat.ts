import 'server-only';
import { getLocale, getTimeZone } from 'next-intl/server';
import type { DayFormat } from '@/lib/format/day';
import { intlLocale } from '@/lib/i18n/locales';

/** The reader's language (a BCP 47 tag) and the site's time zone, for the days member islands write themselves. */
export async function memberDayFormat(): Promise<DayFormat> {
  const [locale, timeZone] = await Promise.all([getLocale(), getTimeZone()]);
  return { lang: intlLocale(locale), timeZone };
}
