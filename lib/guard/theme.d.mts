/** Themes: a colour scheme and a greyscale filter (lib/guard/theme.mjs). */
export type ColorScheme = 'light' | 'dark';
export type GreyMode = 'none' | 'page' | 'firstScreen';

export interface QueryTheme {
  scheme?: ColorScheme;
  grey?: GreyMode;
}

export interface ThemeConfig {
  theme?: string;
  siteGrey?: number;
  homeFirstScreenGrey?: number;
  detailPageGrey?: number;
}

export const THEME_COOKIE: 'xy-theme';
export function themeFromQuery(query: Pick<URLSearchParams, 'get'>): QueryTheme;
export function themeQuery(query: Pick<URLSearchParams, 'get'>): URLSearchParams;
export function schemeFromCookie(value: string | undefined): ColorScheme | undefined;
export function resolveTheme(
  query: QueryTheme,
  storedScheme: ColorScheme | undefined,
  config: ThemeConfig,
  page: { home: boolean; article: boolean },
): { scheme: ColorScheme; grey: GreyMode };
