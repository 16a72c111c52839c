import 'server-only';
import { getLocale } from 'next-intl/server';
import { HTML_LANG, isLocale } from '@/lib/i18n/locales';

/** The reader's language as a BCP 47 tag, for the dates member islands format themselves (lib/format/day.ts). */
export async function memberPageLang(): Promise<string> {
  const locale = await getLocale();
  return isLocale(locale) ? HTML_LANG[locale] : HTML_LANG.cn;
}
