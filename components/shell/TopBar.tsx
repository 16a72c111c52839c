import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/shell/Icon';
import { SiteLogo } from '@/components/shell/SiteLogo';
import { CloseButton } from '@/components/shell/CloseButton';
import styles from '@/components/shell/TopBar.module.css';

interface TopBarProps {
  siteName: string;
  logo: string;
  searchEnabled: boolean;
  /** Already checked for validity; '' hides the icon. */
  paperUrl: string;
  onLoginPage: boolean;
}

export async function TopBar({ siteName, logo, searchEnabled, paperUrl, onLoginPage }: TopBarProps) {
  const t = await getTranslations('shell');
  return (
    <header className={styles.bar} data-first-screen>
      <Link href="/home.html" className={styles.brand}>
        <SiteLogo src={logo} alt={t('logoAlt', { site: siteName })} />
        <span className={styles.tag}>{t('siteTag')}</span>
      </Link>
      <nav className={styles.actions} aria-label={t('more')}>
        {searchEnabled && (
          <Link href="/search.html" className={styles.action} aria-label={t('search')} title={t('search')}>
            <Icon name="search" />
          </Link>
        )}
        {paperUrl && (
          <a
            href={paperUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.action}
            aria-label={t('paper')}
            title={t('paper')}
          >
            <Icon name="paper" />
          </a>
        )}
        {onLoginPage ? (
          <CloseButton label={t('close')} className={styles.action} />
        ) : (
          <Link href="/login.html" className={styles.action} aria-label={t('more')} title={t('more')}>
            <Icon name="more" />
          </Link>
        )}
      </nav>
    </header>
  );
}
