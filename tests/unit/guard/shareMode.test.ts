import type { PageFlags } from '@/lib/guard/flags.mjs';
import { articleShareUi, browserShareShown, downloadHref } from '@/lib/guard/shareMode';

const flags = (overrides: Partial<PageFlags> = {}): PageFlags => ({
  share: true,
  preview: false,
  view: false,
  cms: false,
  poster: false,
  ...overrides,
});
const open = { shareClosed: false, preview: false };

describe('article sharing by mode (spec section 6)', () => {
  it('prompts to open the app in share mode outside the app', () => {
    expect(articleShareUi({ flags: flags(), inApp: false }, open)).toBe('openAppPrompt');
    expect(articleShareUi({ flags: flags({ share: false }), inApp: false }, open)).toBeNull();
  });

  it.each<[string, Partial<PageFlags>]>([
    ['preview', { preview: true }],
    ['view', { view: true }],
    ['CMS', { cms: true }],
  ])('shows nothing in %s mode, even with the share flag', (_, mode) => {
    expect(articleShareUi({ flags: flags(mode), inApp: false }, open)).toBeNull();
    expect(articleShareUi({ flags: flags(mode), inApp: true }, open)).toBeNull();
  });

  it('offers the app’s share sheet inside the app, never the prompt, unless sharing is closed', () => {
    expect(articleShareUi({ flags: flags(), inApp: true }, open)).toBe('appShare');
    expect(articleShareUi({ flags: flags(), inApp: true }, { ...open, shareClosed: true })).toBeNull();
  });

  it('shows nothing for an unreleased article', () => {
    expect(articleShareUi({ flags: flags(), inApp: false }, { ...open, preview: true })).toBeNull();
    expect(articleShareUi({ flags: flags(), inApp: true }, { ...open, preview: true })).toBeNull();
  });
});

describe('the share button of other browsers', () => {
  const browser = { flags: flags({ share: false }), inApp: false, inWeChat: false };

  it('shows in an ordinary browser, in share mode or not', () => {
    expect(browserShareShown(browser, open)).toBe(true);
    expect(browserShareShown({ ...browser, flags: flags() }, open)).toBe(true);
  });

  it('leaves the app and WeChat their own sharing', () => {
    expect(browserShareShown({ ...browser, inApp: true }, open)).toBe(false);
    expect(browserShareShown({ ...browser, inWeChat: true }, open)).toBe(false);
  });

  it.each<[string, Partial<PageFlags>]>([
    ['preview', { preview: true }],
    ['view', { view: true }],
    ['CMS', { cms: true }],
    ['poster', { poster: true }],
  ])('shows nothing in %s mode', (_, mode) => {
    expect(browserShareShown({ ...browser, flags: flags(mode) }, open)).toBe(false);
  });

  it('shows nothing when sharing is closed or the article is unreleased', () => {
    expect(browserShareShown(browser, { ...open, shareClosed: true })).toBe(false);
    expect(browserShareShown(browser, { ...open, preview: true })).toBe(false);
  });
});

describe('download link', () => {
  it('takes the site’s _rd_downloadUrl when it is a safe link', () => {
    expect(downloadHref(' https://app.example.cn/get ', '')).toBe('https://app.example.cn/get');
    expect(downloadHref('/app.html', '/wap/default')).toBe('/wap/default/app.html');
  });

  it('falls back to the download page below the base path', () => {
    expect(downloadHref('', '')).toBe('/downloadClient.html');
    expect(downloadHref('javascript:alert(1)', '/wap')).toBe('/wap/downloadClient.html');
    expect(downloadHref('app.html', '')).toBe('/downloadClient.html');
  });
});
