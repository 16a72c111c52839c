import { devicePlatform, downloadOptions, mayInviteToDownload } from '@/lib/format/downloadLinks';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

describe('download links', () => {
  it('tells iOS and Android apart from the user agent', () => {
    expect(devicePlatform(IPHONE)).toBe('ios');
    expect(devicePlatform(ANDROID)).toBe('android');
    expect(devicePlatform(DESKTOP)).toBe('other');
    expect(devicePlatform('')).toBe('other');
  });

  const both = { android: 'https://example.com/app.apk', ios: 'https://apps.apple.com/cn/app/id1' };

  it('keeps Android then iOS and marks the reader’s platform', () => {
    expect(downloadOptions(both, 'ios')).toEqual([
      { platform: 'android', href: both.android, suggested: false },
      { platform: 'ios', href: both.ios, suggested: true },
    ]);
    expect(downloadOptions(both, 'android').map((o) => [o.platform, o.suggested])).toEqual([
      ['android', true],
      ['ios', false],
    ]);
    expect(downloadOptions(both, 'other').every((option) => !option.suggested)).toBe(true);
  });

  it('offers one link when one address serves every device, and none when nothing is configured', () => {
    expect(downloadOptions({ android: both.android, ios: both.android }, 'ios')).toEqual([
      { platform: 'any', href: both.android, suggested: false },
    ]);
    expect(downloadOptions({ android: '', ios: both.ios }, 'android')).toEqual([
      { platform: 'ios', href: both.ios, suggested: false },
    ]);
    expect(downloadOptions({ android: '', ios: '' }, 'ios')).toEqual([]);
  });

  it('invites a reader to download only where the site gives an address and they are not in the app', () => {
    expect(mayInviteToDownload(both, false)).toBe(true);
    expect(mayInviteToDownload({ android: '', ios: both.ios }, false)).toBe(true);
    expect(mayInviteToDownload(both, true)).toBe(false);
    expect(mayInviteToDownload({ android: '', ios: '' }, false)).toBe(false);
  });
});
