import 'server-only';
import { createFormatter } from 'use-intl/core';
import { getLocale, getTimeZone } from 'next-intl/server';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { sharedFormatters } from '@/lib/i18n/translations';

/**
 * next-intl's formatter in the reader's language as Intl knows it, in the site's time zone. next-intl's own
 * (getFormatter) hands Intl the locale id, and `cn` is no BCP 47 tag: Intl writes its dates and numbers in the
 * runtime's default language, US English. Dates, numbers and relative times on the server come from here, their
 * Intl formatters built once per process (lib/i18n/translations.ts).
 */
export async function getSiteFormatter() {
  const [locale, timeZone] = await Promise.all([getLocale(), getTimeZone()]);
  // createFormatter's locale is typed as the ids of lib/i18n/appConfig.d.ts; Intl wants the tag.
  return createFormatter({ locale: intlLocale(locale) as Locale, timeZone, ...sharedFormatters });
}
