// Themes: a colour scheme (light or dark) and a greyscale filter (none, the whole page, or only the first screen
// of home as on national mourning days). The query may name either (spec section 2: "grey, dark or a theme name").
import { COOKIE_NAMES } from '../config/cookieNames.mjs';

/** @typedef {import('./theme.mjs').ColorScheme} ColorScheme */
/** @typedef {import('./theme.mjs').GreyMode} GreyMode */
/** @typedef {import('./theme.mjs').QueryTheme} QueryTheme */

export const THEME_COOKIE = COOKIE_NAMES.theme;

/** @type {Record<string, ColorScheme>} */
const SCHEMES = { light: 'light', dark: 'dark' };
/** @type {Record<string, GreyMode>} */
const GREYS = {
  grey: 'page',
  gray: 'page',
  firstScreenGrey: 'firstScreen',
  'first-screen-grey': 'firstScreen',
};

/**
 * Two readings are supported: `?theme=dark|light|grey|firstScreenGrey` (the default one) and the bare flags
 * `?dark=1` / `?grey=1`.
 *
 * @param {{ get(name: string): string | null }} query
 * @returns {QueryTheme}
 */
export function themeFromQuery(query) {
  const name = query.get('theme') ?? '';
  /** @type {QueryTheme} */
  const theme = {};
  if (SCHEMES[name]) theme.scheme = SCHEMES[name];
  else if (GREYS[name]) theme.grey = GREYS[name];
  if (query.get('dark') === '1') theme.scheme = 'dark';
  if (query.get('grey') === '1') theme.grey = 'page';
  return theme;
}

const THEME_PARAMS = ['theme', 'dark', 'grey'];

/**
 * The query's theme parameters alone, for a page that sends the reader on (to sign in) in the same look.
 *
 * @param {{ get(name: string): string | null }} query
 */
export function themeQuery(query) {
  const kept = new URLSearchParams();
  for (const name of THEME_PARAMS) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

/** @param {string | undefined} value */
export const schemeFromCookie = (value) => (value ? SCHEMES[value] : undefined);

/**
 * Query beats the reader's stored choice, which beats the site config. Config greys cannot be switched off.
 *
 * @param {QueryTheme} query
 * @param {ColorScheme | undefined} storedScheme
 * @param {import('./theme.mjs').ThemeConfig} config
 * @param {{ home: boolean, article: boolean }} page
 * @returns {{ scheme: ColorScheme, grey: GreyMode }}
 */
export function resolveTheme(query, storedScheme, config, page) {
  const scheme = query.scheme ?? storedScheme ?? SCHEMES[config.theme ?? ''] ?? 'light';
  /** @type {GreyMode} */
  let grey = query.grey ?? 'none';
  if (config.siteGrey === 1 || (page.article && config.detailPageGrey === 1)) grey = 'page';
  else if (grey === 'none' && page.home && config.homeFirstScreenGrey === 1) grey = 'firstScreen';
  // First-screen grey only means something on home; elsewhere it greys nothing.
  if (grey === 'firstScreen' && !page.home) grey = 'none';
  return { scheme, grey };
}
