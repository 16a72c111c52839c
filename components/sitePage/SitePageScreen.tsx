import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { loadSitePage, type SiteScreenKind } from '@/lib/api/sitePages';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { basePathFrom } from '@/lib/config/env.mjs';
import { siteOrigin } from '@/lib/config/siteOrigin';
import { hasDownloadAddress } from '@/lib/format/downloadLinks';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import { readGuard } from '@/lib/guard/readGuard';
import type { SearchParams } from '@/lib/routing/pageParams';
import { sitePageId } from '@/lib/routing/sitePageRoute';
import { DownloadLinks } from '@/components/sitePage/DownloadLinks.island';
import { DownloadQrCode } from '@/components/sitePage/DownloadQrCode';
import { downloadLabels } from '@/components/sitePage/downloadLabels';
import { SitePageArticle } from '@/components/sitePage/SitePageArticle';

/**
 * 关于我们, 产品详情, 下载客户端 (with the app's download links and, for desktop readers, the page's QR code) and
 * 公告 (with when it was published).
 */
export async function SitePageScreen({ kind, params }: { kind: SiteScreenKind; params: SearchParams }) {
  const id = sitePageId(kind, params);
  if (id === null) notFound();
  const [page, config, origin, guard, t] = await Promise.all([
    loadSitePage(kind, id),
    requireSiteConfig(),
    siteOrigin(),
    readGuard(),
    getTranslations('download'),
  ]);
  if (!page) notFound();
  const time =
    kind === 'notice' ? (await relativeTimeFormatter(config.timeStyle))(page.publishtime) : undefined;
  return (
    <SitePageArticle page={page} siteHosts={[new URL(origin).hostname]} time={time}>
      {kind === 'download' && (
        <>
          <DownloadLinks
            links={config.downloadLinks}
            basePath={basePathFrom()}
            inWeChat={guard.inWeChat}
            labels={downloadLabels(t)}
          />
          {hasDownloadAddress(config.downloadLinks) && (
            <DownloadQrCode
              url={`${origin}${basePathFrom()}/downloadClient.html`}
              title={t('qrTitle')}
              alt={t('qrAlt')}
            />
          )}
        </>
      )}
    </SitePageArticle>
  );
}
