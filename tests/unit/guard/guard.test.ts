import { pageStyleOf, readFlags } from '@/lib/guard/flags.mjs';
import { buildGuardState, decodeGuard, encodeGuard } from '@/lib/guard/guardState.mjs';
import { pageTitle } from '@/lib/guard/pageTitle';
import { resolveTheme, themeFromQuery, themeQuery } from '@/lib/guard/theme.mjs';

const q = (query: string) => new URLSearchParams(query);
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('flags of spec section 6', () => {
  it('reads both spellings of preview, view, CMS and poster', () => {
    expect(readFlags(q('yl=1'), false).preview).toBe(true);
    expect(readFlags(q('isPreview=true'), false).preview).toBe(true);
    expect(readFlags(q('yl=0'), false).preview).toBe(false);
    expect(readFlags(q('ck=1'), false).view).toBe(true);
    expect(readFlags(q('isView=true'), false).view).toBe(true);
    expect(readFlags(q('cms=1'), false).cms).toBe(true);
    expect(readFlags(q('inCmsPage=true'), false).cms).toBe(true);
    expect(readFlags(q('poster=1'), false).poster).toBe(true);
  });

  it('is in share mode when asked, or outside the app when neither previewing nor viewing', () => {
    expect(readFlags(q(''), false).share).toBe(true);
    expect(readFlags(q(''), true).share).toBe(false);
    expect(readFlags(q('share=1'), true).share).toBe(true);
    expect(readFlags(q('yl=1'), false).share).toBe(false);
    expect(readFlags(q('ck=1'), false).share).toBe(false);
  });

  it('classes the page 1 on PC, 3 on PC inside the CMS, 2 on mobile', () => {
    expect(pageStyleOf(false, false)).toBe(1);
    expect(pageStyleOf(false, true)).toBe(3);
    expect(pageStyleOf(true, false)).toBe(2);
  });
});

describe('themes', () => {
  it('reads ?theme= names and the bare ?dark=1 / ?grey=1 flags', () => {
    expect(themeFromQuery(q('theme=dark'))).toEqual({ scheme: 'dark' });
    expect(themeFromQuery(q('theme=grey'))).toEqual({ grey: 'page' });
    expect(themeFromQuery(q('theme=firstScreenGrey'))).toEqual({ grey: 'firstScreen' });
    expect(themeFromQuery(q('grey=1&dark=1'))).toEqual({ scheme: 'dark', grey: 'page' });
    expect(themeFromQuery(q('theme=<script>'))).toEqual({});
  });

  const page = { home: false, article: false };
  it('lets the query beat the stored scheme, which beats the config', () => {
    expect(resolveTheme({ scheme: 'light' }, 'dark', { theme: 'dark' }, page).scheme).toBe('light');
    expect(resolveTheme({}, 'dark', { theme: 'light' }, page).scheme).toBe('dark');
    expect(resolveTheme({}, undefined, { theme: 'dark' }, page).scheme).toBe('dark');
    expect(resolveTheme({}, undefined, {}, page)).toEqual({ scheme: 'light', grey: 'none' });
  });

  it('greys the whole site, article pages, or only the first screen of home as configured', () => {
    expect(resolveTheme({}, undefined, { siteGrey: 1 }, page).grey).toBe('page');
    expect(resolveTheme({}, undefined, { detailPageGrey: 1 }, { home: false, article: true }).grey).toBe(
      'page',
    );
    expect(resolveTheme({}, undefined, { detailPageGrey: 1 }, page).grey).toBe('none');
    expect(resolveTheme({}, undefined, { homeFirstScreenGrey: 1 }, { home: true, article: false }).grey).toBe(
      'firstScreen',
    );
    expect(resolveTheme({}, undefined, { homeFirstScreenGrey: 1 }, page).grey).toBe('none');
    expect(resolveTheme({ grey: 'page' }, undefined, {}, page).grey).toBe('page');
  });
});

describe('page title', () => {
  it('prefers the title query, then the page title with the site name', () => {
    expect(pageTitle('专题', '新闻详情', '临江新闻')).toBe('专题');
    expect(pageTitle(undefined, '邀请码', '临江新闻')).toBe('邀请码 - 临江新闻');
    expect(pageTitle(undefined, '临江新闻', '临江新闻')).toBe('临江新闻');
    expect(pageTitle(undefined, '邀请码', '')).toBe('邀请码');
  });
});

describe('guard state', () => {
  const route = { name: 'activityVote', requiresAuth: true };

  it('collects what the layout needs and survives the header round trip with Chinese titles', () => {
    const state = buildGuardState(route, { id: '3' }, q('title=投票&theme=dark&cms=1'), DESKTOP, undefined);
    expect(state).toMatchObject({
      route: 'activityVote',
      requiresAuth: true,
      title: '投票',
      pageStyle: 3,
      queryTheme: { scheme: 'dark' },
      params: { id: '3' },
    });
    expect(decodeGuard(encodeGuard(state))).toEqual(state);
    expect(encodeGuard(state)).toMatch(/^[\x20-\x7e]+$/);
  });

  it("hands the pages the request's preview, its credential included", () => {
    const token = '45.1795356214458.zmHhg-Rh9aqNG49LNmd8mFALb4GC1RmGoeN6Pk3kRZo';
    const state = buildGuardState(route, {}, q(`yl=1&previewToken=${token}`), DESKTOP, undefined);
    expect(state.preview).toEqual({ preview: true, flagged: true, previewToken: token });
    expect(state.flags.preview).toBe(true);
    expect(decodeGuard(encodeGuard(state))?.preview).toEqual(state.preview);
    expect(buildGuardState(route, {}, q(''), DESKTOP, undefined).preview.preview).toBe(false);
  });

  it('knows WeChat, the app webview and IE from the user agent', () => {
    expect(buildGuardState(route, {}, q(''), `${PHONE} MicroMessenger/8.0`, undefined).inWeChat).toBe(true);
    const inApp = buildGuardState(route, {}, q(''), `${PHONE} XYNewsApp/5.2 xyuid/42`, 'dark');
    expect(inApp).toMatchObject({ inApp: true, pageStyle: 2, storedScheme: 'dark' });
    const ie = buildGuardState(
      route,
      {},
      q(''),
      'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0)',
      undefined,
    );
    expect(ie.isIE).toBe(true);
  });

  it('ignores a garbled header', () => {
    expect(decodeGuard('%E0%A4%A')).toBeNull();
    expect(decodeGuard(null)).toBeNull();
  });
});

describe('themeQuery', () => {
  it('keeps the theme parameters alone, for the login page a reader is sent to', () => {
    const query = new URLSearchParams('theme=dark&grey=1&sort=2&title=x');
    expect(themeQuery(query).toString()).toBe('theme=dark&grey=1');
    expect(themeQuery(new URLSearchParams('sort=2')).toString()).toBe('');
  });
});
