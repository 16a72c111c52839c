import 'server-only';
import type { SiteConfig } from '@/lib/api/siteConfig';
import { serverConfig } from '@/lib/config/serverConfig';
import type { ArticleStats } from '@/lib/stats/events';

/** What an article's islands need to send its statistics: the reference backend's service unless the CMS names one. */
export function articleStatsOf(fileId: number, config: SiteConfig): ArticleStats {
  const { publicConfig } = serverConfig();
  return {
    fileId,
    config: publicConfig,
    stats: {
      ...config.stats,
      recordUrl: config.stats.recordUrl || `${publicConfig.basePath}/api/stats/sendRecord`,
    },
  };
}
