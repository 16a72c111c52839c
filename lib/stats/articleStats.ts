/**
 * What an article page tells the backend from the browser: `event` posts (read, share) and statistics records
 * (open article, share), their user id fields SM2-encrypted where the site is configured so. Browser only. Fire
 * and forget: nothing here is awaited on a reader's path, and every failure is dropped (logged with ?debug=1), so
 * none of it can delay or break reading. A completed share is reported by lib/stats/shareStats.ts.
 */
import { sendBeacon } from '@/lib/auth/beacon';
import { browserIdentity, storage } from '@/lib/auth/browserSession';
import type { PublicConfig } from '@/lib/config/publicConfig';
import {
  buildEvent,
  EVENT_TYPE,
  statsConfigured,
  type ArticleStats,
  type DataType,
  type EventType,
} from '@/lib/stats/events';
import type { ShareChannel } from '@/lib/format/share';
import { protectUserIds } from '@/lib/stats/userIds';

export const isDebug = () => new URLSearchParams(window.location.search).get('debug') === '1';

const report = (what: string) => (error: unknown) => {
  if (isDebug()) console.error(`[stats] ${what} failed`, error);
};

/** Posts the `event` of the article (3 read, 2 share with the share object type and channel). */
export function postArticleEvent(
  { fileId, config, stats }: ArticleStats,
  type: EventType,
  share: { objectType: number; channel: ShareChannel | null } | null = null,
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

/** The virtual device id whose device record the backend has taken. */
export const DEVICE_RECORDED_KEY = 'xy_device_recorded';

/**
 * The device record event (type 12, spec section 9), once per virtual device: sent with the first article the
 * device opens, and again only for a new device id (storage cleared) or after a send that failed.
 */
export function recordDevice(config: PublicConfig): void {
  const local = storage('localStorage');
  const { deviceId } = browserIdentity(config.deviceIdStyle);
  if (local.getItem(DEVICE_RECORDED_KEY) === deviceId) return;
  // Marked before it is sent, so a page opened while the send is under way (a quick reload) does not send it
  // again; a failed send takes the mark back, unless the reader left the page meanwhile: the send is a keepalive
  // request, which goes on after the page, though the page never hears its answer. Leaving is a pagehide, or the
  // abort a new navigation gives the page's requests before it (nothing else aborts a beacon).
  local.setItem(DEVICE_RECORDED_KEY, deviceId);
  let left = false;
  const leave = () => {
    left = true;
  };
  window.addEventListener('pagehide', leave);
  void sendBeacon('event', buildEvent({ appId: config.appID, type: EVENT_TYPE.deviceRecord }))
    .catch((error: unknown) => {
      if (left || (error instanceof DOMException && error.name === 'AbortError')) return;
      local.removeItem(DEVICE_RECORDED_KEY);
      report('device record')(error);
    })
    .finally(() => window.removeEventListener('pagehide', leave));
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
