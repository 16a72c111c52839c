import type { CSSProperties, ReactNode } from 'react';
import localFont from 'next/font/local';
import { getLocale } from 'next-intl/server';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { wechatSignInApplies } from '@/lib/auth/wechatOauth';
import { serverConfig } from '@/lib/config/serverConfig';
import { readGuard } from '@/lib/guard/readGuard';
import { resolveTheme } from '@/lib/guard/theme.mjs';
import { HTML_LANG } from '@/lib/i18n/locales';
import { shellMetadata, shellViewport } from '@/components/shell/shellMetadata';
import { SiteShell } from '@/components/shell/SiteShell';
import './globals.css';

// Tibetan glyphs come from a self-hosted webfont, fetched only when a page holds Tibetan text.
const tibetan = localFont({
  src: '../node_modules/@fontsource/noto-serif-tibetan/files/noto-serif-tibetan-tibetan-400-normal.woff2',
  variable: '--font-tibetan',
  preload: false,
  display: 'swap',
  declarations: [{ prop: 'unicode-range', value: 'U+0F00-0FFF, U+200C-200D, U+25CC' }],
});

export const generateMetadata = shellMetadata;
export const generateViewport = shellViewport;

/** The shell's loader: the guard state, the site config (null when it cannot be read) and language; nothing of
 * the reader's, so every public page is the same bytes for every reader. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [guard, config, locale] = await Promise.all([readGuard(), loadSiteConfig(), getLocale()]);
  const theme = resolveTheme(guard.queryTheme, guard.storedScheme, config ?? {}, {
    home: guard.route === 'home',
    article: guard.article,
  });
  const colors = config
    ? ({ '--pad-color': config.padColor, '--topic-color': config.topicColor } as CSSProperties)
    : undefined;
  const session = {
    config: serverConfig().publicConfig,
    routeRequiresAuth: guard.requiresAuth,
    inApp: guard.inApp,
    inWeChat: guard.inWeChat,
    tokenEnable: config?.tokenEnable ?? false,
  };
  return (
    <html
      lang={HTML_LANG[locale]}
      data-scheme={theme.scheme}
      data-grey={theme.grey}
      className={tibetan.variable}
      style={colors}
    >
      <body className={`page-style-${guard.pageStyle}`}>
        <SiteShell
          guard={guard}
          config={config}
          session={session}
          wechatSignIn={guard.inWeChat && Boolean(config?.wechatLogin) && wechatSignInApplies(guard.flags)}
        >
          {children}
        </SiteShell>
      </body>
    </html>
  );
}
