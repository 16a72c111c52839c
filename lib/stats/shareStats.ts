// What a completed share tells the backend. Only the share islands report one (the app's share button, the WeChat
// share card, the share sheet of other browsers), and they load it only where and when sharing happens, so article
// pages do not carry this.
import { postArticleEvent, sendArticleRecord } from '@/lib/stats/articleStats';
import type { ShareChannel } from '@/lib/format/share';
import { DATA_TYPE, EVENT_TYPE, type ArticleStats } from '@/lib/stats/events';
import { addMemberPoints } from '@/lib/stats/memberPoints';

/**
 * A completed share: the share event (type 2), the share record (1000009) with its channel, and a signed-in
 * member's sharing points. The channel is null where the reader's choice is not known (the system share sheet
 * does not say where it shared to; a copied link may go anywhere): event and record then name none.
 */
export function reportShare(article: ArticleStats, objectType: number, channel: ShareChannel | null): void {
  postArticleEvent(article, EVENT_TYPE.share, { objectType, channel });
  sendArticleRecord(article, DATA_TYPE.share, channel);
  addMemberPoints(article.fileId, 'share');
}
