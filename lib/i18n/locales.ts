// Locales of spec section 1. Ids are the spec's; HTML_LANG gives each its BCP 47 tag, for <html lang>, feeds,
// structured data and every Intl formatter (Intl does not know `cn` and would write US English).
import { COOKIE_NAMES } from '@/lib/config/cookieNames.mjs';

export const LOCALES = ['cn', 'en', 'de', 'fr', 'bo'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'cn';
export const LANG_COOKIE = COOKIE_NAMES.lang;

export const HTML_LANG: Record<Locale, string> = { cn: 'zh-CN', en: 'en', de: 'de', fr: 'fr', bo: 'bo-CN' };

/** The tag Intl formats a locale's dates, numbers and plurals with. */
export const intlLocale = (locale: Locale): string => HTML_LANG[locale];

/** Each locale's own name, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  cn: '中文',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  bo: 'བོད་ཡིག',
};

/** The switcher's choices, each in its own language; handed to it by the server, so pages do not carry the table. */
export const LANGUAGE_CHOICES = LOCALES.map((code) => ({
  code,
  name: LOCALE_NAMES[code],
  lang: HTML_LANG[code],
}));
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Site config, else the stored language, else cn (spec section 1). */
export function resolveLocale(configLang: unknown, stored: unknown): Locale {
  if (isLocale(configLang)) return configLang;
  if (isLocale(stored)) return stored;
  return DEFAULT_LOCALE;
}
