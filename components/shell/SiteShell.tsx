import type { ReactNode } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import type { SiteConfig } from '@/lib/api/siteConfig';
import type { BrowserSession } from '@/lib/auth/browserSession';
import type { GuardState } from '@/lib/guard/guardState.mjs';
import { BackToTop } from '@/components/shell/BackToTop';
import { ChunkErrorRecovery } from '@/components/shell/ChunkErrorRecovery.island';
import { ClientRuntime } from '@/components/shell/ClientRuntime.island';
import { Icon } from '@/components/shell/Icon';
import { IeHint } from '@/components/shell/IeHint';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { LazyAppSession, LazyToBottom, LazyWeChatSignIn } from '@/components/shell/lazyShell.island';
import { SiteFooter } from '@/components/shell/SiteFooter';
import { Toaster } from '@/components/shell/Toaster.island';
import { TopBar } from '@/components/shell/TopBar';
import { WayHome } from '@/components/shell/WayHome';

/**
 * What every page sits in: the skip link, the top bar (or, on a page without it, a way home), the page, the
 * footer, and the shell's islands (the browser's client, the app session, back to top, toasts, WeChat sign-in,
 * chunk recovery). The app's webview and the CMS's preview frame have their own ways back.
 */
export async function SiteShell({
  guard,
  config,
  session,
  wechatSignIn,
  children,
}: {
  guard: GuardState;
  /** Null when it cannot be read: the shell draws no bar nor footer, and the page's screen fails to error.tsx. */
  config: SiteConfig | null;
  session: BrowserSession;
  /** Sign the reader in with WeChat (inside WeChat, when the site and the page's flags allow it). */
  wechatSignIn: boolean;
  children: ReactNode;
}) {
  const t = await getTranslations('shell');
  const siteName = config?.siteName ?? '';
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {/* `errors` for the shell's islands and error.tsx. */}
      <IslandMessages namespaces={['errors']}>
        <ClientRuntime session={session} />
        {guard.inApp && <LazyAppSession />}
        {config && guard.topBar && (
          <TopBar
            siteName={siteName}
            logo={config.padLogo}
            searchEnabled={config.searchEnabled}
            paperUrl={config.paperUrl}
            onLoginPage={guard.route === 'login'}
          />
        )}
        <main id="main">{children}</main>
        {config && !guard.topBar && !guard.inApp && !guard.flags.cms && (
          <WayHome siteName={siteName} logo={config.padLogo} backOnTop={guard.backOnTop} />
        )}
        {config && <SiteFooter siteName={siteName} localeSwitch={config.langSwitch && !config.lang} />}
        {config?.showBackTop && <BackToTop label={t('backToTop')} icon={<Icon name="up" />} />}
        {guard.article && guard.flags.cms && (
          <LazyToBottom label={t('toBottom')} icon={<Icon name="down" />} />
        )}
        <Toaster inApp={guard.inApp} />
        {wechatSignIn && (
          <LazyWeChatSignIn
            basePath={session.config.basePath}
            deviceIdStyle={session.config.deviceIdStyle}
            reloadAfter={guard.requiresAuth}
            authorizingLabel={t('authorizing')}
          />
        )}
        <ChunkErrorRecovery />
      </IslandMessages>
      {guard.isIE && config?.ieHint && <IeHint />}
    </>
  );
}
