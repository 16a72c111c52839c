import type { CSSProperties, ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { serverConfig } from '@/lib/config/serverConfig';
import { readGuard } from '@/lib/guard/readGuard';
import { pageTitle } from '@/lib/guard/pageTitle';
import { resolveTheme } from '@/lib/guard/theme';
import { HTML_LANG } from '@/lib/i18n/locales';
import { flatMessages, isRouteTitle } from '@/lib/i18n/messages';
import { TopBar } from '@/components/shell/TopBar';
import { SiteFooter } from '@/components/shell/SiteFooter';
import { BackToTop } from '@/components/shell/BackToTop.island';
import { ShellMessagesProvider } from '@/components/shell/ShellMessages.island';
import { Toaster } from '@/components/shell/Toaster.island';
import { ChunkErrorRecovery } from '@/components/shell/ChunkErrorRecovery.island';
import { ClientRuntime } from '@/components/shell/ClientRuntime.island';
import { LazyAppSession, LazyToBottom, LazyWeChatSignIn } from '@/components/shell/lazyShell.island';
import { wechatSignInApplies } from '@/lib/auth/wechatOauth';
import { isSignedIn } from '@/lib/auth/serverSession';
import { IeHint } from '@/components/shell/IeHint';
import { Icon } from '@/components/shell/Icon';
import './globals.css';

// Tibetan glyphs come from a self-hosted webfont, fetched only when a page holds Tibetan text.
const tibetan = localFont({
  src: '../node_modules/@fontsource/noto-serif-tibetan/files/noto-serif-tibetan-tibetan-400-normal.woff2',
  variable: '--font-tibetan',
  preload: false,
  display: 'swap',
  declarations: [{ prop: 'unicode-range', value: 'U+0F00-0FFF, U+200C-200D, U+25CC' }],
});

export async function generateMetadata(): Promise<Metadata> {
  const [guard, config, t] = await Promise.all([readGuard(), loadSiteConfig(), getTranslations()]);
  const siteName = config?.siteName || t('meta.defaultSiteName');
  const routeTitle =
    guard.route !== 'home' && isRouteTitle(guard.route) ? t(`routes.${guard.route}`) : siteName;
  return {
    title: pageTitle(guard.title, routeTitle, siteName),
    description: t('meta.description'),
    icons: { icon: '/logo-fallback.svg' },
  };
}

export async function generateViewport(): Promise<Viewport> {
  const config = await loadSiteConfig();
  return {
    width: 'device-width',
    initialScale: 1,
    viewportFit: 'cover',
    themeColor: config?.padColor ?? '#c8161d',
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [guard, config, locale, messages, t, signedIn] = await Promise.all([
    readGuard(),
    loadSiteConfig(),
    getLocale(),
    getMessages(),
    getTranslations('shell'),
    // The top bar's more icon is decided on the server from the session cookie: a request carrying it is never
    // shared by the page cache, so the signed-out variant is the only one the cache keeps (README, "Members").
    isSignedIn(),
  ]);
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
  const siteName = config?.siteName ?? '';

  return (
    <html
      lang={HTML_LANG[locale]}
      data-scheme={theme.scheme}
      data-grey={theme.grey}
      className={tibetan.variable}
      style={colors}
    >
      <body className={`page-style-${guard.pageStyle}`}>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <ShellMessagesProvider messages={flatMessages(messages, ['errors'])}>
          <ClientRuntime session={session} />
          {guard.inApp && <LazyAppSession />}
          {config && guard.topBar && (
            <TopBar
              siteName={siteName}
              logo={config.padLogo}
              searchEnabled={config.searchEnabled}
              paperUrl={config.paperUrl}
              onLoginPage={guard.route === 'login'}
              signedIn={signedIn}
            />
          )}
          {/* Without the site config the page's own screen fails to app/error.tsx, which says so. */}
          <main id="main">{children}</main>
          {config && <SiteFooter siteName={siteName} localeSwitch={config.langSwitch && !config.lang} />}
          {config?.showBackTop && <BackToTop label={t('backToTop')} icon={<Icon name="up" />} />}
          {guard.article && guard.flags.cms && (
            <LazyToBottom label={t('toBottom')} icon={<Icon name="down" />} />
          )}
          <Toaster inApp={guard.inApp} />
          {guard.inWeChat && config?.wechatLogin && wechatSignInApplies(guard.flags) && (
            <LazyWeChatSignIn
              basePath={session.config.basePath}
              deviceIdStyle={session.config.deviceIdStyle}
              reloadAfter={guard.requiresAuth}
              authorizingLabel={t('authorizing')}
            />
          )}
          <ChunkErrorRecovery />
        </ShellMessagesProvider>
        {guard.isIE && config?.ieHint && <IeHint />}
      </body>
    </html>
  );
}
