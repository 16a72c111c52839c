// The statistics record of an article view or share, assembled and sent from the browser. Loaded only to send
// one (lib/stats/articleStats.ts), so pages where the site has no statistics service carry none of it.
import { browserIdentity } from '@/lib/auth/browserSession';
import type { ShareChannel } from '@/lib/format/share';
import type { ArticleStats, DataType } from '@/lib/stats/events';
import { osFromUserAgent } from '@/lib/device/environment.mjs';
import { buildRecord, platformFromUserAgent, sendRecord } from '@/lib/stats/records';
import { protectUserIds } from '@/lib/stats/userIds';

export async function sendArticleRecordNow(
  { fileId, config, stats }: ArticleStats,
  dataType: DataType,
  shareChannel: ShareChannel | null,
  debug: boolean,
): Promise<void> {
  const ua = navigator.userAgent;
  const { deviceId, uid } = browserIdentity(config.deviceIdStyle);
  const record = buildRecord(
    {
      dataType,
      articleId: fileId,
      platform: platformFromUserAgent(ua),
      actionTimeMs: Date.now(),
      deviceId,
      userUuid: uid,
      refer: document.referrer,
      shareChannel,
      os: osFromUserAgent(ua),
    },
    stats,
  );
  const query = await protectUserIds(record.query, stats.sm2PublicKey);
  await sendRecord({ ...record, query }, { config: stats, fetch: window.fetch.bind(window), debug });
}
