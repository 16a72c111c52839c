import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import { basePathFrom } from '@/lib/config/env.mjs';
import { Icon } from '@/components/shell/Icon';
import { LazyCloseButton } from '@/components/shell/lazyShell.island';
import { SiteLogo } from '@/components/shell/SiteLogo';
import { MoreLink } from '@/components/shell/MoreLink.island';
import styles from '@/components/shell/TopBar.module.css';

interface TopBarProps {
  siteName: string;
  logo: string;
  searchEnabled: boolean;
  /** Already checked for validity: http(s) or a path on this site; '' hides the icon. */
  paperUrl: string;
  onLoginPage: boolean;
}

export async function TopBar({ siteName, logo, searchEnabled, paperUrl, onLoginPage }: TopBarProps) {
  // The same for every reader: whatever is one reader's (where the more icon leads) is decided in the browser.
  const t = await getTranslations('shell');
  return (
    <header className={styles.bar} data-first-screen>
      {/* Plain links where the next page has another top bar (login's close icon, the more link):
          the bar lives in the root layout, which a client-side navigation would keep as it is. */}
      <a href={`${basePathFrom()}/home.html`} className={styles.brand}>
        <SiteLogo src={logo} alt={t('logoAlt', { site: siteName })} />
        <span className={styles.tag}>{t('siteTag')}</span>
      </a>
      <nav className={styles.actions} aria-label={t('more')}>
        {searchEnabled && (
          <Link href="/search.html" className={styles.action} aria-label={t('search')} title={t('search')}>
            <Icon name="search" />
          </Link>
        )}
        {paperUrl && (
          <a
            href={paperUrl.startsWith('/') ? `${basePathFrom()}${paperUrl}` : paperUrl}
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
          <LazyCloseButton label={t('close')} icon={<Icon name="close" />} className={styles.action} />
        ) : (
          <MoreLink
            basePath={basePathFrom()}
            label={t('more')}
            icon={<Icon name="more" />}
            className={styles.action}
          />
        )}
      </nav>
    </header>
  );
}
