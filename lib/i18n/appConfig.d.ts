// next-intl's types for this site (next-intl's TypeScript augmentation): its locales, and the messages of the
// default locale, so every `t('namespace.key')` and `getLocale()` is checked.
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
