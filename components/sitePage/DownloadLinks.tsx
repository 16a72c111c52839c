import { useTranslations } from 'next-intl';
import {
  downloadOptions,
  type DevicePlatform,
  type DownloadLinks as Links,
} from '@/lib/format/downloadLinks';
import styles from '@/components/sitePage/SitePage.module.css';

/**
 * The app's download links from site config, the one for the reader's device first and marked; a clear message
 * when none is configured. Inside WeChat, which blocks app downloads, it says to open the page in a browser.
 */
export function DownloadLinks({
  links,
  platform,
  basePath,
  inWeChat,
}: {
  links: Links;
  platform: DevicePlatform;
  /** Prefixed to links that are paths on this site. */
  basePath: string;
  inWeChat: boolean;
}) {
  const t = useTranslations('download');
  const options = downloadOptions(links, platform);
  if (options.length === 0) {
    return (
      <p role="status" className={styles.notice}>
        {t('none')}
      </p>
    );
  }
  return (
    <>
      {inWeChat && <p className={styles.notice}>{t('openInBrowser')}</p>}
      <ul className={styles.downloads} aria-label={t('links')}>
        {options.map((option) => (
          <li key={option.platform}>
            <a
              className={option.suggested ? `${styles.download} ${styles.suggested}` : styles.download}
              href={option.href.startsWith('/') ? `${basePath}${option.href}` : option.href}
            >
              {t(option.platform)}
              {option.suggested && <span className={styles.suggestion}>{t('suggested')}</span>}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
