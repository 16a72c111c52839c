import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { LANG_COOKIE, LANGUAGE_CHOICES } from '@/lib/i18n/locales';
import { LocaleSwitcher } from '@/components/shell/LocaleSwitcher.island';
import styles from '@/components/shell/SiteFooter.module.css';

export async function SiteFooter({ siteName, localeSwitch }: { siteName: string; localeSwitch: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('shell'), getLocale()]);
  return (
    <footer className={styles.footer}>
      <span>
        © {new Date().getFullYear()} {siteName}
      </span>
      {localeSwitch && (
        <LocaleSwitcher
          label={t('language')}
          locale={locale}
          choices={LANGUAGE_CHOICES}
          cookie={LANG_COOKIE}
        />
      )}
    </footer>
  );
}
