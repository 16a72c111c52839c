import type { DownloadLabels } from '@/components/sitePage/DownloadLinks.island';

/** The download links' strings, from the `download` messages. */
export const downloadLabels = (t: (key: keyof DownloadLabels) => string): DownloadLabels => ({
  links: t('links'),
  android: t('android'),
  ios: t('ios'),
  any: t('any'),
  suggested: t('suggested'),
  none: t('none'),
  openInBrowser: t('openInBrowser'),
});
