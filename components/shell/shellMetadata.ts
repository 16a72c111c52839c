import 'server-only';
import type { Metadata, Viewport } from 'next';
import { basePathFrom } from '@/lib/config/env.mjs';
import { getTranslations } from '@/lib/i18n/translations';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { pageTitle } from '@/lib/guard/pageTitle';
import { readGuard } from '@/lib/guard/readGuard';
import { isRouteTitle } from '@/lib/i18n/messages';
import { LOGO_FALLBACK } from '@/components/shell/SiteLogo';

/** Every page's title (the guard's, the route's, the site's), description and icon (public/, below the base path). */
export async function shellMetadata(): Promise<Metadata> {
  const [guard, config, t] = await Promise.all([readGuard(), loadSiteConfig(), getTranslations()]);
  const siteName = config?.siteName || t('meta.defaultSiteName');
  const routeTitle =
    guard.route !== 'home' && isRouteTitle(guard.route) ? t(`routes.${guard.route}`) : siteName;
  return {
    title: pageTitle(guard.title, routeTitle, siteName),
    description: t('meta.description'),
    icons: { icon: `${basePathFrom()}${LOGO_FALLBACK}` },
  };
}

/** The viewport, with the browser's bar in the site colour. */
export async function shellViewport(): Promise<Viewport> {
  const config = await loadSiteConfig();
  return {
    width: 'device-width',
    initialScale: 1,
    viewportFit: 'cover',
    themeColor: config?.padColor ?? '#c8161d',
  };
}
