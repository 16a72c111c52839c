'use client';

import { useSyncExternalStore } from 'react';
import { devicePlatform, downloadOptions, type DownloadLinks as Links } from '@/lib/format/downloadLinks';
import styles from '@/components/sitePage/SitePage.module.css';

export interface DownloadLabels {
  /** The list's name. */
  links: string;
  android: string;
  ios: string;
  /** One address for every device. */
  any: string;
  /** Marks the link for the reader's device. */
  suggested: string;
  none: string;
  openInBrowser: string;
}

const noSubscription = () => () => {};
const browserPlatform = () => devicePlatform(navigator.userAgent);

/**
 * The app's download links from site config, a clear message when none is configured. The link for the reader's
 * device is marked in the browser, so the page itself stays the same for every phone and can be shared by the
 * page cache. Inside WeChat, which blocks app downloads, it says to open the page in a browser.
 */
export function DownloadLinks({
  links,
  basePath,
  inWeChat,
  labels,
}: {
  links: Links;
  /** Prefixed to links that are paths on this site. */
  basePath: string;
  inWeChat: boolean;
  labels: DownloadLabels;
}) {
  const platform = useSyncExternalStore(noSubscription, browserPlatform, () => 'other' as const);
  const options = downloadOptions(links, platform);
  if (options.length === 0) {
    return (
      <p role="status" className={styles.notice}>
        {labels.none}
      </p>
    );
  }
  return (
    <>
      {inWeChat && <p className={styles.notice}>{labels.openInBrowser}</p>}
      <ul className={styles.downloads} aria-label={labels.links}>
        {options.map((option) => (
          <li key={option.platform}>
            <a
              className={option.suggested ? `${styles.download} ${styles.suggested}` : styles.download}
              href={option.href.startsWith('/') ? `${basePath}${option.href}` : option.href}
            >
              {labels[option.platform]}
              {option.suggested && <span className={styles.suggestion}>{labels.suggested}</span>}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
