// Themes: a colour scheme (light or dark) and a greyscale filter (none, the whole page, or only the first screen
// of home as on national mourning days). The query may name either (spec section 2: "grey, dark or a theme name").
import { COOKIE_NAMES } from '@/lib/config/cookieNames.mjs';

export type ColorScheme = 'light' | 'dark';
export type GreyMode = 'none' | 'page' | 'firstScreen';

export const THEME_COOKIE = COOKIE_NAMES.theme;

const SCHEMES: Record<string, ColorScheme> = { light: 'light', dark: 'dark' };
const GREYS: Record<string, GreyMode> = {
  grey: 'page',
  gray: 'page',
  firstScreenGrey: 'firstScreen',
  'first-screen-grey': 'firstScreen',
};

export interface QueryTheme {
  scheme?: ColorScheme;
  grey?: GreyMode;
}

type Query = Pick<URLSearchParams, 'get' | 'has'>;

/**
 * Two readings are supported: `?theme=dark|light|grey|firstScreenGrey` (the default one) and the bare flags
 * `?dark=1` / `?grey=1`.
 */
export function themeFromQuery(query: Query): QueryTheme {
  const name = query.get('theme') ?? '';
  const theme: QueryTheme = {};
  if (SCHEMES[name]) theme.scheme = SCHEMES[name];
  else if (GREYS[name]) theme.grey = GREYS[name];
  if (query.get('dark') === '1') theme.scheme = 'dark';
  if (query.get('grey') === '1') theme.grey = 'page';
  return theme;
}

const THEME_PARAMS = ['theme', 'dark', 'grey'] as const;

/** The query's theme parameters alone, for a page that sends the reader on (to sign in) in the same look. */
export function themeQuery(query: Pick<URLSearchParams, 'get'>): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of THEME_PARAMS) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

export const schemeFromCookie = (value: string | undefined): ColorScheme | undefined =>
  value ? SCHEMES[value] : undefined;

export interface ThemeConfig {
  theme?: string;
  siteGrey?: number;
  homeFirstScreenGrey?: number;
  detailPageGrey?: number;
}

/** Query beats the reader's stored choice, which beats the site config. Config greys cannot be switched off. */
export function resolveTheme(
  query: QueryTheme,
  storedScheme: ColorScheme | undefined,
  config: ThemeConfig,
  page: { home: boolean; article: boolean },
): { scheme: ColorScheme; grey: GreyMode } {
  const scheme = query.scheme ?? storedScheme ?? SCHEMES[config.theme ?? ''] ?? 'light';
  let grey: GreyMode = query.grey ?? 'none';
  if (config.siteGrey === 1 || (page.article && config.detailPageGrey === 1)) grey = 'page';
  else if (grey === 'none' && page.home && config.homeFirstScreenGrey === 1) grey = 'firstScreen';
  // First-screen grey only means something on home; elsewhere it greys nothing.
  if (grey === 'firstScreen' && !page.home) grey = 'none';
  return { scheme, grey };
}
