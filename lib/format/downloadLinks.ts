// The app download links of site config `_rd_downloadUrl` and which one suits the reader's device. Pure.
import { osFromUserAgent } from '@/lib/device/environment.mjs';

export interface DownloadLinks {
  android: string;
  ios: string;
}

export type DevicePlatform = 'android' | 'ios' | 'other';

export interface DownloadOption {
  /** `any` is one address for every device. */
  platform: 'android' | 'ios' | 'any';
  href: string;
  /** The one for the reader's device. */
  suggested: boolean;
}

/** Whether the site gives any download address: without one, nothing may invite readers to download the app. */
export const hasDownloadAddress = (links: DownloadLinks): boolean => links.android !== '' || links.ios !== '';

/** Whether a reader may be invited to download the app: the site gives an address, and they are not in the app. */
export const mayInviteToDownload = (links: DownloadLinks, inApp: boolean): boolean =>
  !inApp && hasDownloadAddress(links);

export function devicePlatform(userAgent: string): DevicePlatform {
  const os = osFromUserAgent(userAgent);
  return os === 'android' || os === 'ios' ? os : 'other';
}

/**
 * The links to show, Android then iOS (a fixed order, so marking the reader's one in the browser moves nothing);
 * one shared address becomes a single option.
 */
export function downloadOptions(links: DownloadLinks, platform: DevicePlatform): DownloadOption[] {
  if (links.android && links.android === links.ios) {
    return [{ platform: 'any', href: links.android, suggested: false }];
  }
  return (['android', 'ios'] as const)
    .filter((name) => links[name] !== '')
    .map((name) => ({ platform: name, href: links[name], suggested: name === platform }));
}
