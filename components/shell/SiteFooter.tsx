import { getTranslations } from 'next-intl/server';
import { LocaleSwitcher } from '@/components/shell/LocaleSwitcher';
import styles from '@/components/shell/SiteFooter.module.css';

export async function SiteFooter({ siteName, localeSwitch }: { siteName: string; localeSwitch: boolean }) {
  const t = await getTranslations('shell');
  return (
    <footer className={styles.footer}>
      <span>
        © {new Date().getFullYear()} {siteName}
      </span>
      {localeSwitch && <LocaleSwitcher label={t('language')} />}
    </footer>
  );
}
