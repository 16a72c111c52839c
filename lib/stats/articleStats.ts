/**
 * What an article page tells the backend from the browser: `event` posts (read, share) and statistics records
 * (open article, share), their user id fields SM2-encrypted where the site is configured so. Browser only. Fire
 * and forget: nothing here is awaited on a reader's path, and every failure is dropped (logged with ?debug=1), so
 * none of it can delay or break reading. A completed share is reported by lib/stats/shareStats.ts.
 */
import { sendBeacon } from '@/lib/api/beacon';
import type { PublicConfig } from '@/lib/config/publicConfig';
import {
  buildEvent,
  statsConfigured,
  type DataType,
  type EventType,
  type ShareChannel,
  type StatsConfig,
} from '@/lib/stats/events';
import { protectUserIds } from '@/lib/stats/userIds';

export interface ArticleStats {
  fileId: number;
  config: PublicConfig;
  stats: StatsConfig;
}

export const isDebug = () => new URLSearchParams(window.location.search).get('debug') === '1';

const report = (what: string) => (error: unknown) => {
  if (isDebug()) console.error(`[stats] ${what} failed`, error);
};

/** Posts the `event` of the article (3 read, 2 share with the share object type and channel). */
export function postArticleEvent(
  { fileId, config, stats }: ArticleStats,
  type: EventType,
  share: { objectType: number; channel: ShareChannel } | null = null,
): void {
  const fields = buildEvent({
    appId: config.appID,
    id: fileId,
    type,
    eventType: share?.objectType,
    channel: share?.channel,
  });
  void protectUserIds(fields, stats.sm2PublicKey)
    .then((sent) => sendBeacon('event', sent))
    .catch(report('event'));
}

/** Sends the statistics record of the article (sendRecord skips it unless the service is configured). */
export function sendArticleRecord(
  article: ArticleStats,
  dataType: DataType,
  shareChannel: ShareChannel | null = null,
): void {
  // Unconfigured, nothing is sent: the record code loads only to send, or to tell a debugging engineer why not.
  if (!statsConfigured(article.stats) && !isDebug()) return;
  import('@/lib/stats/articleRecord')
    .then(({ sendArticleRecordNow }) => sendArticleRecordNow(article, dataType, shareChannel, isDebug()))
    .catch(report('record'));
}
